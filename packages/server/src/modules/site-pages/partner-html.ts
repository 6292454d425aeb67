import { defaultAllowedTags, sanitizeHtml, type SanitizeOptions } from '../../lib/sanitize-html.js'

const options = (): SanitizeOptions => ({
  allowedTags: [...defaultAllowedTags(), 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not give that page a handle on ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
})

// Made on first use: the default tags come from sanitize-html, which loads then.
let made: SanitizeOptions | undefined

/** Partner HTML of a page section, kept to text markup, links and images: no scripts, styles or handlers. */
export const sanitisePartnerHtml = (html: string) => sanitizeHtml(html, (made ??= options()))

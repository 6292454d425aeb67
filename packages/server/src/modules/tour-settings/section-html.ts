import { sanitizeHtml, type SanitizeOptions } from '../../lib/sanitize-html.js'

const OPTIONS: SanitizeOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

/** A custom section's body kept to text markup and plain links: no scripts, styles, handlers or images. */
export const sanitiseSectionHtml = (html: string) => sanitizeHtml(html, OPTIONS).trim()

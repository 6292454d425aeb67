import { sanitizeHtml, type SanitizeOptions } from '../../lib/sanitize-html.js'
import type { ScriptSettings } from '@jaunt/domain'

/**
 * What a partner may paste into their site's head and footer: analytics and pixel tags. Scripts
 * stay as written (they are the point); any other markup loses event handlers and unknown tags.
 */
const OPTIONS: SanitizeOptions = {
  allowedTags: ['script', 'noscript', 'link', 'meta', 'style', 'img', 'iframe'],
  allowVulnerableTags: true,
  allowedAttributes: {
    script: ['src', 'async', 'defer', 'type', 'id', 'crossorigin', 'integrity', 'data-*'],
    link: ['rel', 'href', 'as', 'crossorigin', 'integrity', 'type'],
    meta: ['name', 'content', 'property'],
    img: ['src', 'alt', 'width', 'height', 'style'],
    iframe: ['src', 'width', 'height', 'style', 'title'],
  },
  allowedSchemes: ['https', 'http'],
}

export const sanitizeScripts = (settings: ScriptSettings): ScriptSettings => ({
  head_scripts: sanitizeHtml(settings.head_scripts, OPTIONS),
  footer_scripts: sanitizeHtml(settings.footer_scripts, OPTIONS),
})

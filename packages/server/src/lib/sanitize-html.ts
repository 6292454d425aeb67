import type SanitizeHtml from 'sanitize-html'
import { later } from './load-later.js'

const sanitizer = later<typeof SanitizeHtml>('sanitize-html')

export type SanitizeOptions = SanitizeHtml.IOptions

/** sanitize-html, loaded on the first partner HTML to clean rather than at every start. */
export const sanitizeHtml = (html: string, options: SanitizeOptions) => sanitizer()(html, options)

/** The tags sanitize-html allows by default. */
export const defaultAllowedTags = () => sanitizer().defaults.allowedTags

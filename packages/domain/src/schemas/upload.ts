import { z } from 'zod'
import { idSchema } from './common'

/** The widths of the smaller copies made of every upload, for cards and the product page. */
export const UPLOAD_THUMBNAIL_WIDTHS = [480, 1200] as const
export type UploadThumbnailWidth = (typeof UPLOAD_THUMBNAIL_WIDTHS)[number]

/** The largest file a back-office user may upload. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024
export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024)

export const UPLOAD_URL_PREFIX = '/media/uploads/'
const UPLOAD_URL = /^\/media\/uploads\/([0-9a-f]{24})\.webp$/
const SCENE_URL = /^\/media\/scenes\/[a-z]+(-[0-9a-f]{6}){4}\.svg$/

/** The storage key of an upload's picture, `{24 hex}.webp`, or its thumbnail's `{24 hex}-480.webp`. */
export const uploadKeySchema = z.string().regex(/^[0-9a-f]{24}(-(480|1200))?\.webp$/)

/** The upload's own key behind one of our upload URLs, or null for any other URL. */
export function uploadKeyOfUrl(url: string): string | null {
  const match = UPLOAD_URL.exec(url)
  return match ? `${match[1]}.webp` : null
}

/** A picture the product may show: one of our uploads, or one of the demo catalogue's drawn scenes. */
export const isOwnImageUrl = (url: string): boolean => UPLOAD_URL.test(url) || SCENE_URL.test(url)

/** The smaller copy of an uploaded picture; other pictures (the drawn scenes) have none. */
export function thumbnailUrl(url: string, width: UploadThumbnailWidth): string | null {
  return UPLOAD_URL.test(url) ? url.replace(/\.webp$/, `-${width}.webp`) : null
}

/** What an upload answers: the picture's URL, its thumbnails' and its size in pixels. */
export const uploadSchema = z.object({
  id: idSchema,
  url: z.string(),
  thumbnails: z.object({ 480: z.string(), 1200: z.string() }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Upload = z.infer<typeof uploadSchema>

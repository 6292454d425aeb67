import type { OutputInfo } from 'sharp'

/** Loaded on the first picture, not at the server's start (`npm run bench`, start-up). */
const loadSharp = async () => (await import('sharp')).default
import { MESSAGES, UPLOAD_THUMBNAIL_WIDTHS } from '@jaunt/domain'
import { badRequest } from '../../lib/errors.js'

/** The largest side a stored picture keeps; anything bigger only costs bandwidth. */
const MAX_SIDE = 2400
const QUALITY = 82

const ACCEPTED = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['avif', 'image/avif'],
])

export interface Picture {
  /** The type the file really had, read from its bytes. */
  mime: string
  width: number
  height: number
  webp: Buffer
  thumbnails: { width: number; webp: Buffer }[]
}

const notAnImage = () =>
  badRequest(`file: ${MESSAGES.fileNotImage}`, [{ path: 'file', message: MESSAGES.fileNotImage }])

/** The file's type as its bytes say, whatever name or Content-Type the client gave it. */
async function typeOf(bytes: Buffer) {
  const sharp = await loadSharp()
  try {
    const { format, compression } = await sharp(bytes).metadata()
    // AVIF is a HEIF container holding AV1; other HEIF files (HEIC photos) are not taken.
    const kind = format === 'heif' && compression === 'av1' ? 'avif' : format
    return ACCEPTED.get(kind) ?? null
  } catch {
    return null
  }
}

/**
 * Turned upright by its EXIF orientation, stripped of its metadata (camera, GPS), capped in size and
 * stored as WebP, with smaller copies for cards and the product page.
 */
export async function normalisePicture(bytes: Buffer): Promise<Picture> {
  const sharp = await loadSharp()
  const mime = await typeOf(bytes)
  if (!mime) throw notAnImage()
  let normalised: { data: Buffer; info: OutputInfo }
  try {
    normalised = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true })
  } catch {
    // A file whose header reads as an image but whose pixels do not decode.
    throw notAnImage()
  }
  const thumbnails = await Promise.all(
    UPLOAD_THUMBNAIL_WIDTHS.map(async (width) => ({
      width,
      webp: await sharp(normalised.data)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer(),
    })),
  )
  return {
    mime,
    width: normalised.info.width,
    height: normalised.info.height,
    webp: normalised.data,
    thumbnails,
  }
}

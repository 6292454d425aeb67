import { MESSAGES, uploadKeyOfUrl, type TourImage } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { ProductImage } from '../../db/schema.js'
import { badRequest } from '../../lib/errors.js'
import { ownUploadKeys } from '../uploads/uploads.service.js'

/** The gallery as the form edits it; an alt text stored before alt texts had languages counts as English. */
export const tourImagesOf = (images: ProductImage[]): TourImage[] =>
  images.map((image) => ({
    url: image.url,
    alt: typeof image.alt === 'string' ? (image.alt ? { en: image.alt } : {}) : image.alt,
  }))

/** Each uploaded picture must be the supplier's own upload; another user's is as unknown as none. */
export async function checkTourImages(db: DB, supplierId: number, images: TourImage[]) {
  const keys = images.map((image) => uploadKeyOfUrl(image.url))
  const own = await ownUploadKeys(
    db,
    supplierId,
    keys.filter((key): key is string => key !== null),
  )
  const index = keys.findIndex((key) => key !== null && !own.has(key))
  if (index >= 0) {
    const path = `images.${index}.url`
    throw badRequest(`${path}: ${MESSAGES.imageUrlNotOwn}`, [{ path, message: MESSAGES.imageUrlNotOwn }])
  }
}

export const noImages = () =>
  badRequest(`images: ${MESSAGES.imageRequired}`, [{ path: 'images', message: MESSAGES.imageRequired }])

import { thumbnailUrl } from '@jaunt/domain'

/**
 * A card's picture: an upload's 480 px copy, with its 1200 px copy for wide or dense screens; other
 * pictures (the demo's drawn scenes) as they are. `resolve` makes a `/media/…` path absolute.
 */
export function cardPicture(
  url: string | undefined,
  resolve: (url: string | undefined) => string | undefined,
) {
  if (!url) return { imageUrl: undefined, imageSrcSet: undefined }
  const small = thumbnailUrl(url, 480)
  const large = thumbnailUrl(url, 1200)
  if (!small || !large) return { imageUrl: resolve(url), imageSrcSet: undefined }
  return { imageUrl: resolve(small), imageSrcSet: `${resolve(small)} 480w, ${resolve(large)} 1200w` }
}

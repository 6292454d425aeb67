import { describe, expect, it } from 'vitest'
import { cardPicture } from './cardPicture'

const resolve = (url: string | undefined) => (url ? `https://api.example${url}` : undefined)

describe('cardPicture', () => {
  it("gives an upload's 480 px copy, with the 1200 px one for wider screens", () => {
    expect(cardPicture('/media/uploads/0123456789abcdef01234567.webp', resolve)).toEqual({
      imageUrl: 'https://api.example/media/uploads/0123456789abcdef01234567-480.webp',
      imageSrcSet:
        'https://api.example/media/uploads/0123456789abcdef01234567-480.webp 480w, https://api.example/media/uploads/0123456789abcdef01234567-1200.webp 1200w',
    })
  })

  it('keeps a drawn scene as it is, and nothing as nothing', () => {
    const scene = '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg'
    expect(cardPicture(scene, resolve)).toEqual({
      imageUrl: `https://api.example${scene}`,
      imageSrcSet: undefined,
    })
    expect(cardPicture(undefined, resolve)).toEqual({ imageUrl: undefined, imageSrcSet: undefined })
  })
})

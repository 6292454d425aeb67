import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages'
import { tourImageSchema } from './tourEditing'
import { isOwnImageUrl, thumbnailUrl, uploadKeyOfUrl } from './upload'

const UPLOAD = '/media/uploads/0123456789abcdef01234567.webp'
const SCENE = '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg'

describe('our picture URLs', () => {
  it('takes uploads and drawn scenes, nothing else', () => {
    expect([UPLOAD, SCENE].every(isOwnImageUrl)).toBe(true)
    for (const url of [
      'https://example.com/a.webp',
      '/media/uploads/../jwt-secret',
      `${UPLOAD}?x=1`,
      UPLOAD.replace('.webp', '-480.webp'),
      `//evil.example${UPLOAD}`,
    ]) {
      expect(isOwnImageUrl(url)).toBe(false)
    }
  })

  it("names an upload's key and thumbnails; a scene has none", () => {
    expect(uploadKeyOfUrl(UPLOAD)).toBe('0123456789abcdef01234567.webp')
    expect(uploadKeyOfUrl(SCENE)).toBeNull()
    expect(thumbnailUrl(UPLOAD, 480)).toBe('/media/uploads/0123456789abcdef01234567-480.webp')
    expect(thumbnailUrl(SCENE, 1200)).toBeNull()
  })
})

describe('tourImageSchema', () => {
  it('keeps the alt texts that are given, per language', () => {
    expect(tourImageSchema.parse({ url: UPLOAD, alt: { en: ' Kayaks ', de: '', fr: null } })).toEqual({
      url: UPLOAD,
      alt: { en: 'Kayaks' },
    })
    expect(tourImageSchema.parse({ url: SCENE })).toEqual({ url: SCENE, alt: {} })
  })

  it('refuses a picture from elsewhere with its message', () => {
    const issues = tourImageSchema.safeParse({ url: 'https://example.com/a.jpg', alt: {} }).error?.issues
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['url', MESSAGES.imageUrlNotOwn],
    ])
  })
})

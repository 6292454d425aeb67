import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, Status, type TourInput, type TourRecord, type Upload } from '@jaunt/domain'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

const SCENE = '/media/scenes/lake-0b3d5c-1e6091-2a4d3a-f4a261.svg'

let ctx: TestContext
let dataDir: string
let supplier: string
let both: string
let oslo: number

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jaunt-tour-images-'))
  ctx = await createTestContext({ DATA_DIR: dataDir })
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(async () => {
  await ctx.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const input = (name: string, images: TourInput['images']): TourInput => ({
  location_id: oslo,
  currency_code: 'NOK',
  duration: { hours: 2, minutes: 0 },
  texts: { en: { name }, de: { name: `${name} (DE)` } },
  images,
})

async function uploadAs(token: string) {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#246' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new File([new Uint8Array(png)], 'shore.png', { type: 'image/png' }))
  const response = await ctx.app.request('/core/v1/files', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Upload
}

const create = async (token: string, body: TourInput) =>
  call<TourRecord>(ctx, 'POST', '/core/v1/tours', { token, body })
const publish = (token: string, id: number) =>
  call(ctx, 'PUT', `/core/v1/tours/${id}/update-status?status=${Status.Active}`, { token })

describe("an activity's gallery", () => {
  it('keeps uploaded pictures in order with their alt texts per language', async () => {
    const upload = await uploadAs(supplier)
    const images = [
      { url: upload.url, alt: { en: 'Kayaks on the shore', de: 'Kajaks am Ufer' } },
      { url: SCENE, alt: { en: 'The lake' } },
    ]
    const created = await create(supplier, input('Gallery kayak tour', images))
    expect(created.status).toBe(201)
    const full = await call<TourRecord>(ctx, 'GET', `/core/v1/tours/${created.body.id}/full`, {
      token: supplier,
    })
    expect(full.body.images).toEqual(images)

    // The storefront's card shows the first picture, in the guest's language.
    await publish(supplier, created.body.id)
    const found = await call<{ data: { id: number; images: { url: string; alt: string }[] }[] }>(
      ctx,
      'POST',
      '/core/public/catalog',
      { body: { query: 'gallery kayak' }, headers: { 'APP-LOCALE': 'de' } },
    )
    const card = found.body.data.find((row) => row.id === created.body.id)
    expect(card?.images[0]).toEqual({ url: upload.url, alt: 'Kajaks am Ufer' })

    // An upload an activity shows cannot be deleted from under it.
    const refused = await call(ctx, 'DELETE', `/core/v1/files/${upload.id}`, { token: supplier })
    expect(refused).toMatchObject({ status: 409, body: { message: MESSAGES.uploadInUse } })
  })

  it('refuses a picture from elsewhere, or another user’s upload, naming the image', async () => {
    const theirs = await uploadAs(both)
    const cases = [
      'https://example.com/kayak.jpg',
      '/media/uploads/../../jwt-secret',
      '/media/uploads/0123456789abcdef01234567.webp',
      theirs.url,
    ]
    for (const url of cases) {
      const answer = await create(
        supplier,
        input('Borrowed pictures', [
          { url: SCENE, alt: {} },
          { url, alt: {} },
        ]),
      )
      expect({ url, status: answer.status, errors: (answer.body as { errors?: unknown }).errors }).toEqual({
        url,
        status: 400,
        errors: [{ path: 'images.1.url', message: MESSAGES.imageUrlNotOwn }],
      })
    }
  })

  it('cannot be published without a picture, nor lose its last one while active', async () => {
    const bare = await create(supplier, input('Pictureless walk', []))
    const refused = await publish(supplier, bare.body.id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MESSAGES.imageRequired)
    const still = await call<TourRecord>(ctx, 'GET', `/core/v1/tours/${bare.body.id}`, { token: supplier })
    expect(still.body.status).toBe(Status.Inactive)

    // Hiding or deactivating needs no picture.
    expect(
      (await call(ctx, 'PUT', `/core/v1/tours/${bare.body.id}/update-status?status=4`, { token: supplier }))
        .status,
    ).toBe(200)

    const pictured = await create(supplier, input('Pictured walk', [{ url: SCENE, alt: {} }]))
    expect((await publish(supplier, pictured.body.id)).status).toBe(200)
    const emptied = await call(ctx, 'PUT', `/core/v1/tours/${pictured.body.id}`, {
      token: supplier,
      body: input('Pictured walk', []),
    })
    expect(emptied.status).toBe(400)
    expect(emptied.body).toMatchObject({ errors: [{ path: 'images', message: MESSAGES.imageRequired }] })
    // Leaving the gallery out keeps it as it is.
    const { images: _left, ...withoutImages } = input('Pictured walk, renamed', [])
    const renamed = await call<TourRecord>(ctx, 'PUT', `/core/v1/tours/${pictured.body.id}`, {
      token: supplier,
      body: withoutImages,
    })
    expect(renamed.body.images).toEqual([{ url: SCENE, alt: {} }])
  })
})

import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, type Upload } from '@jaunt/domain'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let dataDir: string
let supplier: string
let partner: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jaunt-uploads-'))
  ctx = await createTestContext({ DATA_DIR: dataDir })
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
})
afterAll(async () => {
  await ctx.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })

async function upload(token: string, bytes: Buffer | Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name, { type }))
  const response = await ctx.app.request('/core/v1/files', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Upload & { message?: string } }
}

const fetchPicture = (url: string) => ctx.app.request(url)

describe('uploading a picture', () => {
  it('stores a JPEG upright as WebP, with readable 480 and 1200 px thumbnails', async () => {
    // 3000×2000 stored sideways: EXIF orientation 6 says "turn it a quarter", so it stands 2000×3000.
    const jpeg = await picture(3000, 2000).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const { status, body } = await upload(supplier, jpeg)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{24}\.webp$/),
      width: 1600,
      height: 2400,
    })
    const stored = await sharp(Buffer.from(await (await fetchPicture(body.url)).arrayBuffer())).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 2400 })
    expect(stored.exif).toBeUndefined()
    for (const width of [480, 1200] as const) {
      const response = await fetchPicture(body.thumbnails[width])
      expect(response.status).toBe(200)
      const thumb = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(thumb).toMatchObject({ format: 'webp', width })
    }
  })

  it('takes a PNG from a partner too, whatever Content-Type the client claims', async () => {
    const png = await picture(300, 200).png().toBuffer()
    const { status, body } = await upload(partner, png, 'scan.txt', 'text/plain')
    expect(status).toBe(201)
    expect(body).toMatchObject({ width: 300, height: 200 })
    // Never enlarged: a small picture's thumbnails keep its own width.
    const thumb = await fetchPicture(body.thumbnails[1200])
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(300)
  })

  it('refuses a file that is not a picture, naming the field', async () => {
    const text = Buffer.from('Just some words, not a picture at all.\n'.repeat(20))
    const { status, body } = await upload(supplier, text, 'photo.jpg', 'image/jpeg')
    expect(status).toBe(400)
    expect(body).toMatchObject({ errors: [{ path: 'file', message: MESSAGES.fileNotImage }] })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    expect((await upload(supplier, svg, 'a.svg', 'image/svg+xml')).status).toBe(400)
  })

  it('asks for the file when the form has none', async () => {
    const form = new FormData()
    form.set('title', 'no file here')
    const response = await ctx.app.request('/core/v1/files', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${supplier}` },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      errors: [{ path: 'file', message: MESSAGES.fileRequired }],
    })
  })

  it('answers 413 for a 40 MB upload, with or without a Content-Length', async () => {
    const big = new Uint8Array(40 * 1024 * 1024)
    const streamed = await upload(supplier, big, 'huge.jpg')
    expect(streamed.status).toBe(413)
    expect(streamed.body).toMatchObject({ errors: [{ path: 'file', message: MESSAGES.fileTooLarge }] })
    const declared = await ctx.app.request('/core/v1/files', {
      method: 'POST',
      body: big,
      headers: {
        Authorization: `Bearer ${supplier}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(big.length),
      },
    })
    expect(declared.status).toBe(413)
  })

  it('answers a browser-sized 40 MB upload over HTTP with 413, not a hang or a reset', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
    if (!server.listening) await once(server, 'listening')
    try {
      const form = new FormData()
      form.set('file', new File([new Uint8Array(40 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }))
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/core/v1/files`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${supplier}` },
      })
      expect(response.status).toBe(413)
      expect(await response.json()).toMatchObject({ message: `file: ${MESSAGES.fileTooLarge}` })
    } finally {
      if ('closeAllConnections' in server) server.closeAllConnections()
      server.close()
    }
  })

  it('needs a signed-in back-office user', async () => {
    const png = await picture(10, 10).png().toBuffer()
    expect((await upload('not-a-token', png)).status).toBe(401)
  })
})

describe('serving and deleting uploads', () => {
  it('serves a picture with a year of immutable caching, and 404 for unknown keys', async () => {
    const { body } = await upload(supplier, await picture(64, 48).webp().toBuffer())
    const response = await fetchPicture(body.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await fetchPicture('/media/uploads/0123456789abcdef01234567.webp')).status).toBe(404)
    expect((await fetchPicture('/media/uploads/..%2F..%2Fjwt-secret')).status).toBe(404)
  })

  it("deletes only the owner's own upload: another user's is not found", async () => {
    const { body } = await upload(supplier, await picture(64, 48).png().toBuffer())
    const theirs = await call(ctx, 'DELETE', `/core/v1/files/${body.id}`, { token: partner })
    expect(theirs.status).toBe(404)
    expect((await fetchPicture(body.url)).status).toBe(200)

    const own = await ctx.app.request(`/core/v1/files/${body.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${supplier}` },
    })
    expect(own.status).toBe(204)
    expect((await fetchPicture(body.url)).status).toBe(404)
    expect((await fetchPicture(body.thumbnails[480])).status).toBe(404)
    expect((await call(ctx, 'DELETE', `/core/v1/files/${body.id}`, { token: supplier })).status).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  it('declares the upload calls with operationIds, security and named schemas', async () => {
    const doc = (
      await call<{
        paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>
        components: { schemas: Record<string, unknown> }
      }>(ctx, 'GET', '/api/openapi.json')
    ).body
    expect(doc.paths['/core/v1/files']?.post).toMatchObject({
      operationId: 'uploadFile',
      security: [{ bearerAuth: [] }],
    })
    expect(doc.paths['/core/v1/files/{id}']?.delete).toMatchObject({ operationId: 'deleteFile' })
    expect(doc.paths['/media/uploads/{key}']?.get).toMatchObject({
      operationId: 'getUploadedPicture',
      security: [],
    })
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Upload', 'UploadForm']))
  })
})

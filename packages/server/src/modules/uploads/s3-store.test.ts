import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Upload } from '@jaunt/domain'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

/** A bucket at the network boundary: path-style objects, refusing any request not signed with our key. */
function startBucketStandIn() {
  const objects = new Map<string, { bytes: Buffer; type: string }>()
  const signedBy = (request: IncomingMessage) =>
    /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-north-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/.test(
      request.headers.authorization ?? '',
    ) && typeof request.headers['x-amz-content-sha256'] === 'string'
  const server: Server = createServer(async (request, response) => {
    if (!signedBy(request)) return response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>')
    const path = request.url ?? ''
    if (request.method === 'PUT') {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      objects.set(path, { bytes: Buffer.concat(chunks), type: request.headers['content-type'] ?? '' })
      return response.writeHead(200).end()
    }
    const object = objects.get(path)
    if (request.method === 'DELETE') {
      objects.delete(path)
      return response.writeHead(204).end()
    }
    if (!object) return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
    response.writeHead(200, { 'Content-Type': object.type }).end(object.bytes)
  })
  return { server, objects }
}

const bucket = startBucketStandIn()
let ctx: TestContext
let supplier: string

beforeAll(async () => {
  bucket.server.listen(0, '127.0.0.1')
  await once(bucket.server, 'listening')
  const { port } = bucket.server.address() as AddressInfo
  ctx = await createTestContext({
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'jaunt-media',
    S3_REGION: 'eu-north-1',
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
  })
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
})
afterAll(async () => {
  await ctx.close()
  bucket.server.close()
})

describe('uploads in an S3-compatible bucket', () => {
  it('puts the picture and its thumbnails in the bucket, serves them from there and deletes them', async () => {
    const form = new FormData()
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer()
    form.set('file', new File([new Uint8Array(png)], 'lake.png', { type: 'image/png' }))
    const response = await ctx.app.request('/core/v1/files', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${supplier}` },
    })
    expect(response.status).toBe(201)
    const upload = (await response.json()) as Upload
    const key = upload.url.split('/').pop()!
    expect([...bucket.objects.keys()].sort()).toEqual(
      [key, key.replace('.webp', '-1200.webp'), key.replace('.webp', '-480.webp')]
        .map((name) => `/jaunt-media/${name}`)
        .sort(),
    )
    expect(bucket.objects.get(`/jaunt-media/${key}`)?.type).toBe('image/webp')

    const served = await ctx.app.request(upload.thumbnails[480])
    expect(served.status).toBe(200)
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(480)

    expect((await call(ctx, 'DELETE', `/core/v1/files/${upload.id}`, { token: supplier })).status).toBe(204)
    expect(bucket.objects.size).toBe(0)
    expect((await ctx.app.request(upload.url)).status).toBe(404)
  })
})

import { AwsClient } from 'aws4fetch'
import type { Config } from '../../env.js'
import type { MediaStore } from './stored-file.js'

/** Pictures in an S3-compatible bucket (AWS, MinIO, R2…), addressed path-style: `{endpoint}/{bucket}/{key}`. */
export function createS3Store(config: Config): MediaStore {
  const client = new AwsClient({
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    service: 's3',
    region: config.S3_REGION,
  })
  const objectUrl = (key: string) =>
    `${config.S3_ENDPOINT!.replace(/\/$/, '')}/${encodeURIComponent(config.S3_BUCKET!)}/${key}`
  const refused = async (action: string, response: Response) =>
    new Error(`S3 ${action} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
  return {
    async put(key, file) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: Uint8Array.from(file.bytes),
        headers: { 'Content-Type': file.contentType },
      })
      if (!response.ok) throw await refused('PUT', response)
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key))
      if (response.status === 404) return null
      if (!response.ok) throw await refused('GET', response)
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
      }
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' })
      if (!response.ok && response.status !== 404) throw await refused('DELETE', response)
    },
  }
}

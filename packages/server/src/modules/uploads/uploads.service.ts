import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { MESSAGES, UPLOAD_URL_PREFIX, type Upload } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import type { MediaStore } from './media-store.js'
import { normalisePicture } from './picture.js'

export const UPLOAD_NOT_FOUND = 'Upload not found'

const thumbnailKey = (key: string, width: number) => key.replace(/\.webp$/, `-${width}.webp`)

function uploadView(row: { id: number; storage_key: string; width: number; height: number }): Upload {
  const url = (key: string) => `${UPLOAD_URL_PREFIX}${key}`
  return {
    id: row.id,
    url: url(row.storage_key),
    thumbnails: {
      480: url(thumbnailKey(row.storage_key, 480)),
      1200: url(thumbnailKey(row.storage_key, 1200)),
    },
    width: row.width,
    height: row.height,
  }
}

/** Checks and stores one picture with its thumbnails; the row is written last, so it never points at nothing. */
export async function createUpload(db: DB, store: MediaStore, ownerId: number, bytes: Buffer) {
  const picture = await normalisePicture(bytes)
  const key = `${randomBytes(12).toString('hex')}.webp`
  const contentType = 'image/webp'
  await Promise.all([
    store.put(key, { bytes: picture.webp, contentType }),
    ...picture.thumbnails.map((thumb) =>
      store.put(thumbnailKey(key, thumb.width), { bytes: thumb.webp, contentType }),
    ),
  ])
  const row = await db
    .insertInto('upload')
    .values({
      owner_user_id: ownerId,
      storage_key: key,
      mime: picture.mime,
      width: picture.width,
      height: picture.height,
      bytes: picture.webp.length,
    })
    .returning(['id', 'storage_key', 'width', 'height'])
    .executeTakeFirstOrThrow()
  return uploadView(row)
}

/** Only its owner may delete an upload; another user's is as unknown as a missing one. */
export async function deleteUpload(db: DB, store: MediaStore, ownerId: number, id: number) {
  const row = await db
    .selectFrom('upload')
    .select(['id', 'storage_key'])
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerId)
    .executeTakeFirst()
  if (!row) throw notFound(UPLOAD_NOT_FOUND)
  const url = `${UPLOAD_URL_PREFIX}${row.storage_key}`
  const shown = await db
    .selectFrom('service')
    .select('id')
    .where(sql<boolean>`images @> ${JSON.stringify([{ url }])}::jsonb`)
    .executeTakeFirst()
  if (shown) throw new ApiError(409, MESSAGES.uploadInUse)
  await db.deleteFrom('upload').where('id', '=', row.id).execute()
  await Promise.all(
    [row.storage_key, thumbnailKey(row.storage_key, 480), thumbnailKey(row.storage_key, 1200)].map((key) =>
      store.delete(key),
    ),
  )
}

/** The storage keys among `keys` that this user uploaded. */
export async function ownUploadKeys(db: DB, ownerId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .selectFrom('upload')
    .select('storage_key')
    .where('owner_user_id', '=', ownerId)
    .where('storage_key', 'in', keys)
    .execute()
  return new Set(rows.map((row) => row.storage_key))
}

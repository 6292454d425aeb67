import type { Config } from '../../env.js'
import { createDiskStore } from './disk-store.js'
import { createS3Store } from './s3-store.js'

export interface StoredFile {
  bytes: Buffer
  contentType: string
}

/** Where uploaded pictures live; keys are flat names such as `3f…a1-480.webp`. */
export interface MediaStore {
  put(key: string, file: StoredFile): Promise<void>
  /** Null when no file has this key. */
  get(key: string): Promise<StoredFile | null>
  delete(key: string): Promise<void>
}

const stores = new WeakMap<Config, MediaStore>()

/** One store per configuration, so the app's requests share it. */
export function mediaStoreFor(config: Config): MediaStore {
  let store = stores.get(config)
  if (!store) {
    store = config.MEDIA_STORAGE === 's3' ? createS3Store(config) : createDiskStore(config.DATA_DIR)
    stores.set(config, store)
  }
  return store
}

import type { Config } from '../../env.js'
import { createDiskStore } from './disk-store.js'
import { createS3Store } from './s3-store.js'
import type { MediaStore } from './stored-file.js'

export type { MediaStore, StoredFile } from './stored-file.js'

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

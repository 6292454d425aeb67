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

import { vi } from 'vitest'

/** The files the app hands to the browser's downloads (`saveFile`), kept to be read instead of saved. */
export function catchDownloads() {
  const files: Blob[] = []
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob)
    return `blob:download-${files.length}`
  })
  return { files, restore: () => createObjectURL.mockRestore() }
}

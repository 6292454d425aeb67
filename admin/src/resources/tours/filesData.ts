import type { Upload } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

/** The `file` resource: a picture uploaded as multipart (`POST /files`), answered with its thumbnails. */
export function fileOverrides(httpClient: RaHttpClient, root: string): Partial<DataProvider> {
  return {
    create: async (_resource, { data }) => {
      const form = new FormData()
      form.set('file', (data as { file: File }).file)
      const { json } = await httpClient(`${root}/files`, { method: 'POST', body: form })
      return { data: json as Upload }
    },
  } as Partial<DataProvider>
}

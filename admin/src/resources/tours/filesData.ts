import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'

/** The `file` resource: a picture uploaded as multipart (`POST /files`), answered with its thumbnails. */
export function fileOverrides(api: ApiClient): Partial<DataProvider> {
  return {
    create: async (_resource, { data }) => {
      const { file } = data as { file: File }
      const upload = await answerOf(
        api.POST('/core/v1/files', {
          body: { file },
          bodySerializer: (body) => {
            const form = new FormData()
            form.set('file', body.file)
            return form
          },
        }),
      )
      return { data: upload }
    },
  } as Partial<DataProvider>
}

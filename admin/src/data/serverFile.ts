import { answerOf } from './answerOf'

/** A file the server wrote, read whole, with the name to save it under. */
export interface ServerFile {
  file: Blob
  name: string
}

/**
 * The file a typed call answered (`parseAs: 'blob'`), named as its `Content-Disposition` says, else
 * `fallback`. A refusal is thrown as any other call's (react-admin's HttpError, the spec's message).
 */
export async function serverFile(
  call: Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallback: string,
): Promise<ServerFile> {
  const file = await answerOf(call)
  const { response } = await call
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1]
  return { file, name: name ?? fallback }
}

/** Hands the file to the browser's downloads. */
export function saveFile({ file, name }: ServerFile) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(file)
  link.download = name
  link.click()
  // Revoked later: some browsers start reading the link only after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

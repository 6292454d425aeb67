import { isAbort, noResponse, refusal } from './httpClient'

/** What the typed client's calls resolve to. */
export type TypedAnswer = { data?: unknown; error?: unknown; response: Response }

/**
 * The data of a call made with the typed client (`api.GET('/core/v1/…')`), or the HttpError that
 * the simple-rest resources' client raises for the same answer, so a 400's field errors reach the
 * form's fields and a refusal's message the notice in the same words.
 */
export async function answerOf<A extends TypedAnswer>(
  call: Promise<A>,
): Promise<Exclude<A['data'], undefined>> {
  let answer: A
  try {
    answer = await call
  } catch (error) {
    if (isAbort(error)) throw error
    throw noResponse()
  }
  if (!answer.response.ok) throw refusal(answer.response.status, answer.error)
  return answer.data as Exclude<A['data'], undefined>
}

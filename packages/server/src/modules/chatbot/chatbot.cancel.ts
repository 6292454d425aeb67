import type { DB } from '../../db/database.js'
import { chatbotDb } from './chatbot.tables.js'

/** How often the answering process looks for a stop request: quick for a guest, one tiny query. */
const CANCEL_CHECK_MS = 250

/**
 * Marks the conversation as being answered and stops `controller` once a guest asks it to stop. The
 * request may arrive at any API process, so it meets the answer in the database, not in memory.
 * Hands back what to call when the answer ends.
 */
export async function watchForCancel(db: DB, interactionId: string, controller: AbortController) {
  const tables = chatbotDb(db)
  await tables
    .updateTable('chatbot_interaction')
    .set({ answering_since: new Date(), cancel_requested_at: null })
    .where('id', '=', interactionId)
    .execute()
  let timer: NodeJS.Timeout | undefined
  let ended = false
  const check = async () => {
    const row = await tables
      .selectFrom('chatbot_interaction')
      .select('cancel_requested_at')
      .where('id', '=', interactionId)
      .executeTakeFirst()
    if (ended) return
    if (row?.cancel_requested_at) controller.abort()
    else if (!controller.signal.aborted) timer = setTimeout(poll, CANCEL_CHECK_MS)
  }
  const poll = () =>
    void check().catch(() => {
      if (!ended) timer = setTimeout(poll, CANCEL_CHECK_MS)
    })
  timer = setTimeout(poll, CANCEL_CHECK_MS)
  return async () => {
    ended = true
    clearTimeout(timer)
    await tables
      .updateTable('chatbot_interaction')
      .set({ answering_since: null, cancel_requested_at: null })
      .where('id', '=', interactionId)
      .execute()
  }
}

/** Asks the answer being written, wherever it runs, to stop; false when none is being written. */
export async function requestCancel(db: DB, interactionId: string) {
  const asked = await chatbotDb(db)
    .updateTable('chatbot_interaction')
    .set({ cancel_requested_at: new Date() })
    .where('id', '=', interactionId)
    .where('answering_since', 'is not', null)
    .returning('id')
    .executeTakeFirst()
  return asked !== undefined
}

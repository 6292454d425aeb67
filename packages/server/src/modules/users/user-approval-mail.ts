import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'

export interface UserDecision {
  to: string
  name: string
  /** Where an approved user logs in. */
  link: string
  /** Null when the user was approved; may be empty when rejected without a reason. */
  reason: string | null
}

/** The new user's notice of the admin's decision, in English like the other notices to the trade. */
export async function queueUserDecisionMail(trx: DB, decision: UserDecision) {
  const { to, name, link, reason } = decision
  const paragraphs =
    reason === null
      ? [`Hello ${name},`, `Your account has been approved. You can now log in at ${link}.`]
      : [`Hello ${name},`, 'Your account was not approved.', ...(reason ? [`Reason: ${reason}`] : [])]
  await queueMail(trx, {
    kind: reason === null ? 'user-approved' : 'user-rejected',
    to,
    locale: 'en',
    subject: reason === null ? 'Your account is approved' : 'Your account was not approved',
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
  })
}

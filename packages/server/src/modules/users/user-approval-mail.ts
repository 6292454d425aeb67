import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import { userMailLocale } from '../mail/recipient-locale.js'
import { userApprovedTexts as approved, userRejectedTexts as rejected } from '../mail/texts/mail-texts.js'
import { mailWriter } from '../mail/texts/write.js'

export interface UserDecision {
  userId: number
  to: string
  name: string
  /** Where an approved user logs in, without its language: the mail's is put in front. */
  loginLink: (locale: string) => string
  /** Null when the user was approved; may be empty when rejected without a reason. */
  reason: string | null
}

/** The new user's notice of the admin's decision, in the user's language. */
export async function queueUserDecisionMail(trx: DB, decision: UserDecision) {
  const { userId, to, name, loginLink, reason } = decision
  const locale = await userMailLocale(trx, { id: userId })
  const say = await mailWriter(trx, locale)
  const paragraphs =
    reason === null
      ? [say(approved.greeting, { name }), say(approved.body, { link: loginLink(locale) })]
      : [
          say(rejected.greeting, { name }),
          say(rejected.body),
          ...(reason ? [say(rejected.reason, { reason })] : []),
        ]
  await queueMail(trx, {
    kind: reason === null ? 'user-approved' : 'user-rejected',
    to,
    locale,
    subject: reason === null ? say(approved.subject) : say(rejected.subject),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
  })
}

import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import { userMailLocale } from '../mail/recipient-locale.js'
import {
  partnerSiteChangeApprovedTexts as approved,
  partnerSiteChangeRejectedTexts as rejected,
} from '../mail/texts/mail-texts.js'
import { mailWriter } from '../mail/texts/write.js'
import type { SiteDecision } from './site-approval-mail.js'

/** The partner's notice of the admin's decision on an editing request, in the partner's language. */
export async function queueSiteChangeMail(trx: DB, decision: SiteDecision) {
  const { to, siteName: site, link, reason } = decision
  const locale = await userMailLocale(trx, { email: to })
  const say = await mailWriter(trx, locale)
  const paragraphs =
    reason === null
      ? [say(approved.body, { site, link })]
      : [say(rejected.body, { site }), say(rejected.reason, { reason })]
  await queueMail(trx, {
    kind: reason === null ? 'partner-site-change-approved' : 'partner-site-change-rejected',
    to,
    locale,
    subject: reason === null ? say(approved.subject, { site }) : say(rejected.subject, { site }),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
  })
}

import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import { userMailLocale } from '../mail/recipient-locale.js'
import {
  partnerSiteApprovedTexts as approved,
  partnerSiteRejectedTexts as rejected,
} from '../mail/texts/mail-texts.js'
import { mailWriter } from '../mail/texts/write.js'

export interface SiteDecision {
  to: string
  siteName: string
  link: string
  /** Null when the site was approved. */
  reason: string | null
}

/** The partner's notice of the admin's decision, in the partner's language. */
export async function queueSiteDecisionMail(trx: DB, decision: SiteDecision) {
  const { to, siteName: site, link, reason } = decision
  const locale = await userMailLocale(trx, { email: to })
  const say = await mailWriter(trx, locale)
  const paragraphs =
    reason === null
      ? [say(approved.body, { site, link })]
      : [say(rejected.body, { site }), say(rejected.reason, { reason }), say(rejected.outro)]
  await queueMail(trx, {
    kind: reason === null ? 'partner-site-approved' : 'partner-site-rejected',
    to,
    locale,
    subject: reason === null ? say(approved.subject, { site }) : say(rejected.subject, { site }),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
  })
}

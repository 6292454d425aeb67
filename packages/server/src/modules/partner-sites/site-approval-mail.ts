import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'

export interface SiteDecision {
  to: string
  siteName: string
  link: string
  /** Null when the site was approved. */
  reason: string | null
}

/** The partner's notice of the admin's decision, in English like the other notices to the trade. */
export async function queueSiteDecisionMail(trx: DB, decision: SiteDecision) {
  const { to, siteName, link, reason } = decision
  const paragraphs =
    reason === null
      ? [`Your site “${siteName}” has been approved and is now live at ${link}.`]
      : [
          `Your site “${siteName}” was not approved.`,
          `Reason: ${reason}`,
          'Correct its general settings and save them to send the site for approval again.',
        ]
  await queueMail(trx, {
    kind: reason === null ? 'partner-site-approved' : 'partner-site-rejected',
    to,
    locale: 'en',
    subject: reason === null ? `Your site ${siteName} is approved` : `Your site ${siteName} was not approved`,
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
  })
}

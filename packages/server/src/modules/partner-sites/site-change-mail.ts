import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import type { SiteDecision } from './site-approval-mail.js'

/** The partner's notice of the admin's decision on an editing request, in English like the site's own. */
export async function queueSiteChangeMail(trx: DB, decision: SiteDecision) {
  const { to, siteName, link, reason } = decision
  const paragraphs =
    reason === null
      ? [`The change to your site “${siteName}” has been approved. The site is now at ${link}.`]
      : [
          `The change to your site “${siteName}” was not approved; the site stays as it was.`,
          `Reason: ${reason}`,
        ]
  await queueMail(trx, {
    kind: reason === null ? 'partner-site-change-approved' : 'partner-site-change-rejected',
    to,
    locale: 'en',
    subject:
      reason === null
        ? `The change to your site ${siteName} is approved`
        : `The change to your site ${siteName} was not approved`,
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
  })
}

import type { DB } from '../../db/database.js'

export interface OutgoingMail {
  kind: string
  to: string
  locale: string
  subject: string
  text: string
  html: string
  cartId?: number
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** Plain paragraphs become the HTML part, escaped: guest and product names never become markup. */
export function htmlFromParagraphs(paragraphs: string[]) {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')
}

/** Mail is written to the outbox inside the caller's transaction, so a rolled-back booking sends nothing. */
export async function queueMail(trx: DB, mail: OutgoingMail) {
  await queueMails(trx, [mail])
}

/** Several mails in one statement, as a booking's confirmation and its suppliers' notices. */
export async function queueMails(trx: DB, mails: OutgoingMail[]) {
  if (mails.length === 0) return
  await trx
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        to_address: mail.to,
        locale: mail.locale,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        cart_id: mail.cartId ?? null,
      })),
    )
    .execute()
}

import type nodemailer from 'nodemailer'
import { later } from '../../lib/load-later.js'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'

const BATCH = 50

export type MailTransport = ReturnType<typeof nodemailer.createTransport>

/** Without SMTP_URL mail stays in the outbox (readable at /dev/mail): nothing is sent anywhere. */
export const createMailTransport = (config: Config): MailTransport | null =>
  config.SMTP_URL ? mailer().createTransport(config.SMTP_URL) : null

const mailer = later<typeof nodemailer>('nodemailer')

/**
 * Sends what the outbox holds, oldest first; a failure is recorded on the mail and retried on the
 * next run, so a booking never waits for a mail server.
 */
export async function deliverOutbox(db: DB, transport: MailTransport, from: string) {
  const mails = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(BATCH)
    .execute()
  let sent = 0
  for (const mail of mails) {
    try {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
        html: mail.body_html,
      })
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), error: null })
        .where('id', '=', mail.id)
        .execute()
      sent++
    } catch (error) {
      await db
        .updateTable('mail_outbox')
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where('id', '=', mail.id)
        .execute()
    }
  }
  return sent
}

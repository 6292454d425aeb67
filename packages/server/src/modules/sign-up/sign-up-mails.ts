import { PASSWORD_RESET_LINK_TTL_MINUTES, SIGN_UP_LINK_TTL_HOURS, SignUpLinkPurpose } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export interface LinkMail {
  to: string
  name: string
  purpose: SignUpLinkPurpose
  link: string
  invitedBy?: string
}

function wording({ name, purpose, invitedBy }: LinkMail) {
  const hours = `The link works once, within ${SIGN_UP_LINK_TTL_HOURS} hours.`
  switch (purpose) {
    case SignUpLinkPurpose.Verify:
      return {
        kind: 'user-verify-email',
        subject: 'Verify your email and set your password',
        before: [
          `Hello ${name},`,
          'Thank you for signing up. Verify your email and set your password with this link:',
        ],
        after: [
          hours,
          'Once your password is set, the marketplace team reviews your account and tells you when you can log in.',
        ],
      }
    case SignUpLinkPurpose.Invite:
      return {
        kind: 'user-invitation',
        subject: 'Your Jaunt account is ready: set your password',
        before: [
          `Hello ${name},`,
          `${invitedBy ?? 'The Jaunt team'} made you an account on the Jaunt back office. Set your password with this link:`,
        ],
        after: [hours, 'Then log in with this email address and your new password.'],
      }
    case SignUpLinkPurpose.Reset:
      return {
        kind: 'user-password-reset',
        subject: 'Reset your password',
        before: [
          `Hello ${name},`,
          'Someone asked to reset the password of your account. Set a new one with this link:',
        ],
        after: [
          `The link works once, within ${PASSWORD_RESET_LINK_TTL_MINUTES} minutes.`,
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
      }
  }
}

/** In English, like the approval notices to the trade; the link is the one clickable part. */
export async function queueLinkMail(trx: DB, mail: LinkMail) {
  const { kind, subject, before, after } = wording(mail)
  await queueMail(trx, {
    kind,
    to: mail.to,
    locale: 'en',
    subject,
    text: [...before, mail.link, ...after].join('\n\n'),
    html: [
      htmlFromParagraphs(before),
      `<p><a href="${escapeAttribute(mail.link)}">${escapeAttribute(mail.link)}</a></p>`,
      htmlFromParagraphs(after),
    ].join('\n'),
  })
}

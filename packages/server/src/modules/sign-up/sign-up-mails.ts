import { PASSWORD_RESET_LINK_TTL_MINUTES, SIGN_UP_LINK_TTL_HOURS, SignUpLinkPurpose } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export interface LinkMail {
  to: string
  name: string
  purpose: SignUpLinkPurpose
  link: string
}

/** In English, like the approval notices to the trade; the link is the one clickable part. */
export async function queueLinkMail(trx: DB, { to, name, purpose, link }: LinkMail) {
  const verify = purpose === SignUpLinkPurpose.Verify
  const before = verify
    ? [`Hello ${name},`, 'Thank you for signing up. Verify your email and set your password with this link:']
    : [`Hello ${name},`, 'Someone asked to reset the password of your account. Set a new one with this link:']
  const after = verify
    ? [
        `The link works once, within ${SIGN_UP_LINK_TTL_HOURS} hours.`,
        'Once your password is set, the marketplace team reviews your account and tells you when you can log in.',
      ]
    : [
        `The link works once, within ${PASSWORD_RESET_LINK_TTL_MINUTES} minutes.`,
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ]
  await queueMail(trx, {
    kind: verify ? 'user-verify-email' : 'user-password-reset',
    to,
    locale: 'en',
    subject: verify ? 'Verify your email and set your password' : 'Reset your password',
    text: [...before, link, ...after].join('\n\n'),
    html: [
      htmlFromParagraphs(before),
      `<p><a href="${escapeAttribute(link)}">${escapeAttribute(link)}</a></p>`,
      htmlFromParagraphs(after),
    ].join('\n'),
  })
}

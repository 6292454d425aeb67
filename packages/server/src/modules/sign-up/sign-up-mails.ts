import {
  PASSWORD_RESET_LINK_TTL_MINUTES,
  SIGN_UP_LINK_TTL_HOURS,
  SignUpLinkPurpose,
  type Locale,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import {
  userInvitationTexts as invitation,
  userPasswordResetTexts as reset,
  userVerifyEmailTexts as verify,
} from '../mail/texts/mail-texts.js'
import { mailWriter, type MailWriter } from '../mail/texts/write.js'

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export interface LinkMail {
  to: string
  name: string
  purpose: SignUpLinkPurpose
  link: string
  /** The sign-up page's language for a verify link, else the recipient's (`app_user.locale`). */
  locale: Locale
  invitedBy?: string
}

function wording(say: MailWriter, { name, purpose, invitedBy }: LinkMail) {
  switch (purpose) {
    case SignUpLinkPurpose.Verify:
      return {
        kind: 'user-verify-email',
        subject: say(verify.subject),
        before: [say(verify.greeting, { name }), say(verify.intro)],
        after: [say(verify.validity, { hours: SIGN_UP_LINK_TTL_HOURS }), say(verify.outro)],
      }
    case SignUpLinkPurpose.Invite:
      return {
        kind: 'user-invitation',
        subject: say(invitation.subject),
        before: [
          say(invitation.greeting, { name }),
          say(invitation.intro, { inviter: invitedBy ?? 'Jaunt' }),
        ],
        after: [say(invitation.validity, { hours: SIGN_UP_LINK_TTL_HOURS }), say(invitation.outro)],
      }
    case SignUpLinkPurpose.Reset:
      return {
        kind: 'user-password-reset',
        subject: say(reset.subject),
        before: [say(reset.greeting, { name }), say(reset.intro)],
        after: [say(reset.validity, { minutes: PASSWORD_RESET_LINK_TTL_MINUTES }), say(reset.outro)],
      }
  }
}

/** In the mail's language, with the admin's wordings; the link is the one clickable part. */
export async function queueLinkMail(trx: DB, mail: LinkMail) {
  const { kind, subject, before, after } = wording(await mailWriter(trx, mail.locale), mail)
  await queueMail(trx, {
    kind,
    to: mail.to,
    locale: mail.locale,
    subject,
    text: [...before, mail.link, ...after].join('\n\n'),
    html: [
      htmlFromParagraphs(before),
      `<p><a href="${escapeAttribute(mail.link)}">${escapeAttribute(mail.link)}</a></p>`,
      htmlFromParagraphs(after),
    ].join('\n'),
  })
}

import { MAIL_TEXT_MESSAGES, type MailPreview, type MailTemplate, type MailTranslation } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { queueLoginLinkMail } from '../customer/customer-mails.js'

let ctx: TestContext
let admin: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const translation = (kind: string, locale: string) =>
  call<MailTranslation>(ctx, 'GET', `/notification/email/translation?kind=${kind}&locale=${locale}`, {
    token: admin,
  })
const save = (body: Record<string, unknown>) =>
  call<MailTranslation>(ctx, 'PUT', '/notification/email/translation', { token: admin, body })
const text = (body: MailTranslation, key: string) => body.texts.find((each) => each.key === key)!
const lastMailTo = (to: string) =>
  ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text', 'body_html'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()

describe('mail templates and their texts (admins)', () => {
  it('lists every mail with who receives it, the legally needed ones marked', async () => {
    const { status, body } = await call<MailTemplate[]>(ctx, 'GET', '/notification/email/templates', {
      token: admin,
    })
    expect(status).toBe(200)
    expect(body.find((mail) => mail.kind === 'booking-confirmation')).toMatchObject({
      recipient: 'guest',
      required: true,
    })
    expect(body.find((mail) => mail.kind === 'supplier-booking-notice')).toMatchObject({
      recipient: 'supplier',
      required: false,
    })
    // The trade's mails are there too: account mails are always sent.
    expect(body.find((mail) => mail.kind === 'user-password-reset')).toMatchObject({
      recipient: 'user',
      required: true,
    })
    expect(body.find((mail) => mail.kind === 'partner-site-rejected')?.recipient).toBe('partner')
    expect(body.find((mail) => mail.kind === 'partner-site-change-rejected')).toMatchObject({
      recipient: 'partner',
      required: false,
      texts: ['subject', 'body', 'reason'],
    })
    // Plural texts ("2 adults") stay with the translators.
    expect(body.find((mail) => mail.kind === 'booking-confirmation')!.texts).not.toContain('adults')
  })

  it('shows the catalog’s German texts with their placeholders, and previews the mail with sample data', async () => {
    const { status, body } = await translation('booking-confirmation', 'de')
    expect(status).toBe(200)
    expect(text(body, 'greeting')).toEqual({
      key: 'greeting',
      default: 'Hallo {name},',
      override: null,
      placeholders: ['name'],
    })
    const preview = await call<MailPreview>(ctx, 'POST', '/notification/email/preview', {
      token: admin,
      body: { kind: 'booking-confirmation', locale: 'de' },
    })
    expect(preview.body.subject).toBe('Ihre Buchung ist bestätigt (JT-7KQ2M9XA)')
    expect(preview.body.text).toContain('Hallo Anna,')
    expect(preview.body.text).toContain('2 Erwachsene')
    expect(preview.body.html).toContain('<p>Hallo Anna,</p>')
  })

  it('previews an unsaved wording, stores it sanitised, sends with it, and goes back to the catalog’s', async () => {
    const wording = 'Guten Tag, hier ist Ihr <b>Link</b>:'
    const preview = await call<MailPreview>(ctx, 'POST', '/notification/email/preview', {
      token: admin,
      body: { kind: 'customer-login-link', locale: 'de', texts: { intro: wording } },
    })
    expect(preview.body.text).toContain('Guten Tag, hier ist Ihr Link:')
    const saved = await save({ kind: 'customer-login-link', locale: 'de', texts: { intro: wording } })
    expect(saved.status).toBe(200)
    expect(text(saved.body, 'intro').override).toBe('Guten Tag, hier ist Ihr Link:')

    await queueLoginLinkMail(ctx.db, 'wording-de@example.com', 'de', 'https://example.com/link')
    expect((await lastMailTo('wording-de@example.com')).body_text).toContain('Guten Tag, hier ist Ihr Link:')
    // Other languages keep the catalog's wording.
    await queueLoginLinkMail(ctx.db, 'wording-en@example.com', 'en', 'https://example.com/link')
    expect((await lastMailTo('wording-en@example.com')).body_text).toContain(
      'Open this link to see and cancel your bookings.',
    )

    const reset = await save({ kind: 'customer-login-link', locale: 'de', texts: { intro: null } })
    expect(text(reset.body, 'intro').override).toBeNull()
    await queueLoginLinkMail(ctx.db, 'wording-de2@example.com', 'de', 'https://example.com/link')
    expect((await lastMailTo('wording-de2@example.com')).body_text).not.toContain('Guten Tag')
  })

  it('fills the placeholders of a stored subject when sending', async () => {
    await save({
      kind: 'customer-date-change',
      locale: 'fr',
      texts: { subject: 'Nouvelle date pour {number}' },
    })
    const preview = await call<MailPreview>(ctx, 'POST', '/notification/email/preview', {
      token: admin,
      body: { kind: 'customer-date-change', locale: 'fr' },
    })
    expect(preview.body.subject).toBe('Nouvelle date pour JT-7KQ2M9XA')
  })

  it('answers 400 naming the text for an unknown or a missing placeholder, or an unknown text', async () => {
    const unknown = await save({
      kind: 'booking-confirmation',
      locale: 'en',
      texts: { greeting: 'Hello {firstName},' },
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'texts.greeting', message: MAIL_TEXT_MESSAGES.unknownPlaceholder }] },
    })
    const missing = await save({
      kind: 'booking-confirmation',
      locale: 'en',
      texts: { subject: 'Confirmed' },
    })
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'texts.subject', message: MAIL_TEXT_MESSAGES.missingPlaceholder }] },
    })
    const broken = await save({
      kind: 'booking-confirmation',
      locale: 'en',
      texts: { subject: 'Booking {number' },
    })
    expect(broken).toMatchObject({ status: 400, body: { errors: [{ path: 'texts.subject' }] } })
    const plural = await save({
      kind: 'booking-confirmation',
      locale: 'en',
      texts: { adults: '# grown-ups' },
    })
    expect(plural).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'texts.adults', message: MAIL_TEXT_MESSAGES.unknownText }] },
    })
    const wrongKind = await call(ctx, 'GET', '/notification/email/translation?kind=nope&locale=en', {
      token: admin,
    })
    expect(wrongKind.status).toBe(400)
    expect(text((await translation('booking-confirmation', 'en')).body, 'greeting').override).toBeNull()
  })

  it('is for admins only', async () => {
    const supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    for (const token of [supplier, partner]) {
      expect((await call(ctx, 'GET', '/notification/email/templates', { token })).status).toBe(403)
      expect(
        (
          await call(ctx, 'PUT', '/notification/email/translation', {
            token,
            body: { kind: 'booking-confirmation', locale: 'en', texts: { intro: 'Hi' } },
          })
        ).status,
      ).toBe(403)
    }
    expect((await call(ctx, 'GET', '/notification/email/templates')).status).toBe(401)
  })

  it('sends a German user the admin’s own German wording of the password reset', async () => {
    const saved = await save({
      kind: 'user-password-reset',
      locale: 'de',
      texts: { subject: 'Neues Passwort für Ihr Jaunt-Konto' },
    })
    expect(saved.status).toBe(200)
    const preview = await call<MailPreview>(ctx, 'POST', '/notification/email/preview', {
      token: admin,
      body: { kind: 'user-password-reset', locale: 'de' },
    })
    expect(preview.body.subject).toBe('Neues Passwort für Ihr Jaunt-Konto')
    expect(preview.body.text).toContain('innerhalb von 60 Minuten')
    const user = await ctx.db
      .insertInto('app_user')
      .values({
        name: 'Jana Wortlaut',
        email: 'mail-texts-reset-de@example.test',
        password_hash: 'x',
        role_ids: [2],
        country_code: 'DE',
        user_currency_type: 'EUR',
        approval_status: 2,
        can_login: true,
        locale: 'de',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    try {
      const sent = await call(ctx, 'POST', `/core/v1/admin/user/${user.id}/password-reset`, { token: admin })
      expect(sent.status).toBe(200)
      expect((await lastMailTo('mail-texts-reset-de@example.test')).subject).toBe(
        'Neues Passwort für Ihr Jaunt-Konto',
      )
    } finally {
      await save({ kind: 'user-password-reset', locale: 'de', texts: { subject: null } })
    }
  })
})

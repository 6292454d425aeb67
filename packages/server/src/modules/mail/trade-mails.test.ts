import { UserRole } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../auth/passwords.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const PASSWORD = 'Trade-mail-42'
async function newUser(email: string, locale: 'de' | 'en', pending: boolean) {
  const row = await ctx.db
    .insertInto('app_user')
    .values({
      name: `Jana ${email}`,
      email,
      password_hash: await hashPassword(PASSWORD),
      role_ids: [UserRole.Supplier],
      country_code: 'DE',
      user_currency_type: 'EUR',
      approval_status: pending ? 1 : 2,
      can_login: !pending,
      locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
const mailTo = (email: string, kind: string) =>
  ctx.db
    .selectFrom('mail_outbox')
    .select(['locale', 'subject', 'body_text'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
const localeOf = async (email: string) =>
  (await ctx.db.selectFrom('app_user').select('locale').where('email', '=', email).executeTakeFirstOrThrow())
    .locale

describe('mails to the trade in the recipient’s language', () => {
  it('mails a German user their approval in German, whatever language the admin works in', async () => {
    const email = 'trade-mail-approve-de@example.test'
    const id = await newUser(email, 'de', true)
    const approved = await call(ctx, 'PUT', `/core/v1/admin/user/${id}/status`, {
      token: admin,
      headers: { 'APP-LOCALE': 'en' },
      body: { status: 2 },
    })
    expect(approved.status).toBe(200)
    const mail = await mailTo(email, 'user-approved')
    expect(mail).toMatchObject({ locale: 'de', subject: 'Ihr Konto ist freigegeben' })
    expect(mail.body_text).toContain(`Hallo Jana ${email},`)
    expect(mail.body_text).toMatch(/Ihr Konto wurde freigegeben\. .*\/de\/npanel\/login/)
  })

  it('mails a German user the admin’s password reset in German, and an English one in English', async () => {
    for (const [email, locale, subject, validity] of [
      [
        'trade-mail-reset-de@example.test',
        'de',
        'Setzen Sie Ihr Passwort zurück',
        'innerhalb von 60 Minuten',
      ],
      ['trade-mail-reset-en@example.test', 'en', 'Reset your password', 'within 60 minutes'],
    ] as const) {
      const id = await newUser(email, locale, false)
      const sent = await call(ctx, 'POST', `/core/v1/admin/user/${id}/password-reset`, {
        token: admin,
        headers: { 'APP-LOCALE': 'fr' },
      })
      expect(sent.status).toBe(200)
      const mail = await mailTo(email, 'user-password-reset')
      expect(mail).toMatchObject({ locale, subject })
      expect(mail.body_text).toContain(validity)
      expect(mail.body_text).toContain(`/${locale}/npanel/set-password?token=`)
    }
  })

  it('sends the sign-up from a German page its verification in German and keeps German as the user’s', async () => {
    const terms = await call<{ id: number }>(ctx, 'GET', '/core/public/user/terms-and-condition/DE')
    const email = 'trade-mail-signup-de@example.test'
    const signedUp = await call(ctx, 'POST', '/core/public/user/registration', {
      from: '198.51.100.77',
      headers: { 'APP-LOCALE': 'de' },
      body: {
        name: 'Fjordkajak GmbH',
        email,
        role_id: [UserRole.Supplier],
        country_code: 'de',
        terms_and_condition_id: terms.body.id,
        accept_terms: true,
      },
    })
    expect(signedUp.status).toBe(200)
    const mail = await mailTo(email, 'user-verify-email')
    expect(mail).toMatchObject({
      locale: 'de',
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse und legen Sie Ihr Passwort fest',
    })
    expect(mail.body_text).toContain('Vielen Dank für Ihre Registrierung.')
    expect(mail.body_text).toContain('/de/npanel/set-password?token=')
    expect(await localeOf(email)).toBe('de')
  })

  it('takes the back office’s language at login as the user’s, and a login naming none leaves it', async () => {
    const email = 'trade-mail-login@example.test'
    await newUser(email, 'de', false)
    const login = (headers: Record<string, string>) =>
      call(ctx, 'POST', '/nauth/npanel/login', {
        from: '198.51.100.78',
        headers,
        body: { email, password: PASSWORD },
      })
    expect((await login({ 'APP-LOCALE': 'fr' })).status).toBe(200)
    expect(await localeOf(email)).toBe('fr')
    expect((await login({})).status).toBe(200)
    expect(await localeOf(email)).toBe('fr')
  })

  it('lets the admin read and set a user’s language, and makes a new user in the admin’s', async () => {
    const email = 'trade-mail-made@example.test'
    const made = await call<{ id: number; locale: string }>(ctx, 'POST', '/core/v1/user/registration', {
      token: admin,
      headers: { 'APP-LOCALE': 'de' },
      body: {
        name: 'Made in German',
        email,
        country_code: 'DE',
        user_currency_type: 'EUR',
        role_id: [UserRole.Supplier],
      },
    })
    expect(made.body.locale).toBe('de')
    expect(await mailTo(email, 'user-invitation')).toMatchObject({
      locale: 'de',
      subject: 'Ihr Jaunt-Konto ist bereit: Legen Sie Ihr Passwort fest',
    })
    const edited = await call<{ locale: string }>(ctx, 'PUT', `/core/v1/admin/user/${made.body.id}`, {
      token: admin,
      body: {
        name: 'Made in German',
        email,
        country_code: 'DE',
        user_currency_type: 'EUR',
        role_id: [UserRole.Supplier],
        locale: 'it',
      },
    })
    expect(edited.body.locale).toBe('it')
    const bad = await call<{ errors: { path: string }[] }>(
      ctx,
      'PUT',
      `/core/v1/admin/user/${made.body.id}`,
      {
        token: admin,
        body: {
          name: 'Made in German',
          email,
          country_code: 'DE',
          user_currency_type: 'EUR',
          role_id: [UserRole.Supplier],
          locale: 'xx',
        },
      },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((error) => error.path)).toContain('locale')
  })
})

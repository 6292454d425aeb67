import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '@jaunt/domain'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('terms and conditions', () => {
  it('serves the general terms to any country and a country’s own version when it has one', async () => {
    const general = await call(ctx, 'GET', '/core/public/user/terms-and-condition/no')
    expect(general.status).toBe(200)
    expect(general.body).toMatchObject({ version: 1, country_code: null, title: expect.any(String) })
    expect(general.body.content_html).toContain('<h2>')
    await ctx.db
      .insertInto('legal_text')
      .values({
        kind: 'terms-and-conditions',
        country_code: 'DE',
        version: 1,
        title: 'AGB',
        content_html: '<p>Deutsch</p>',
      })
      .execute()
    const german = await call(ctx, 'GET', '/core/public/user/terms-and-condition/DE')
    expect(german.body).toMatchObject({ country_code: 'DE', title: 'AGB' })
    expect((await call(ctx, 'GET', '/core/public/user/terms-and-condition/xyz')).body.message).toMatch(
      /^countryCode: /,
    )
  })

  it('records which version a user accepted', async () => {
    const { access_token } = await loginAs(ctx, 'newbie@jaunt.test')
    const accepted = await call(ctx, 'POST', '/core/v1/user/accept-terms-and-condition', {
      token: access_token,
    })
    expect(accepted.body.terms_and_condition_accepted).toBe(true)
    const row = await ctx.db
      .selectFrom('app_user')
      .select('accepted_terms_id')
      .where('email', '=', 'newbie@jaunt.test')
      .executeTakeFirstOrThrow()
    const terms = await call(ctx, 'GET', '/core/public/user/terms-and-condition/NO')
    expect(row.accepted_terms_id).toBe(terms.body.id)
  })
})

describe('GET /core/public/legal-texts/{kind}', () => {
  it('serves the privacy policy and the terms for the hosted sites’ legal pages', async () => {
    const privacy = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy')
    expect(privacy.status).toBe(200)
    expect(privacy.body).toMatchObject({ title: 'Jaunt privacy policy', country_code: null })
    const terms = await call(ctx, 'GET', '/core/public/legal-texts/terms-and-conditions?country_code=se')
    expect(terms.body).toMatchObject({ title: 'Jaunt partner and supplier terms' })
  })

  it('answers the privacy policy in the page’s language, saying a login link lasts 1 hour', async () => {
    const finnish = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy', {
      headers: { 'APP-LOCALE': 'fi' },
    })
    expect(finnish.body).toMatchObject({ title: 'Jauntin tietosuojaseloste', locale: 'fi' })
    expect(finnish.body.content_html).toContain('1 tunnin ajan')
    const english = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy')
    expect(english.body.content_html).toContain('works once, for 1 hour')
    expect(english.body.content_html).not.toContain('24 hours')
    const french = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy', {
      headers: { 'APP-LOCALE': 'fr' },
    })
    expect(french.body).toMatchObject({ title: 'Politique de confidentialité de Jaunt', locale: 'fr' })
  })

  it('has the guests’ privacy policy and booking terms written in every language of the sites', async () => {
    for (const locale of LOCALES) {
      for (const kind of ['privacy-policy', 'terms-of-use']) {
        const text = await call(ctx, 'GET', `/core/public/legal-texts/${kind}`, {
          headers: { 'APP-LOCALE': locale },
        })
        expect({ kind, locale: text.body.locale }).toEqual({ kind, locale })
      }
    }
  })

  it('gives guests their booking terms, not the partners’ and suppliers’ business terms', async () => {
    const german = await call(ctx, 'GET', '/core/public/legal-texts/terms-of-use', {
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(german.status).toBe(200)
    expect(german.body.title).toBe('Buchungsbedingungen')
    expect(german.body.content_html).not.toMatch(/partner|supplier/i)
  })

  it('refuses an unknown kind and a malformed country code, naming them', async () => {
    const kind = await call(ctx, 'GET', '/core/public/legal-texts/cookies')
    expect(kind.status).toBe(400)
    expect(kind.body.message).toMatch(/^kind: /)
    const country = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy?country_code=swe')
    expect(country.status).toBe(400)
    expect(country.body.message).toMatch(/^country_code: /)
  })
})

describe('a legal text missing in the guest’s language', () => {
  it('reads the English one', async () => {
    await ctx.db
      .deleteFrom('legal_text')
      .where('kind', '=', 'privacy-policy')
      .where('locale', '=', 'gu')
      .execute()
    const gujarati = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy', {
      headers: { 'APP-LOCALE': 'gu' },
    })
    expect(gujarati.body).toMatchObject({ title: 'Jaunt privacy policy', locale: 'en' })
  })
})

describe('a legal text not published yet', () => {
  it('answers 404 in the guest’s language', async () => {
    await ctx.db.deleteFrom('legal_text').where('kind', '=', 'privacy-policy').execute()
    const german = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy', {
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(german.status).toBe(404)
    expect(german.body.message).toBe('Es ist noch keine Datenschutzerklärung veröffentlicht')
    const english = await call(ctx, 'GET', '/core/public/legal-texts/privacy-policy')
    expect(english.body.message).toBe('No privacy policy is published yet')
  })
})

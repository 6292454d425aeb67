import {
  LOCALES,
  MARKETPLACE_SETTINGS_MESSAGES as M,
  MESSAGES,
  type FaqEntryRecord,
  type MarketplacePublicSettings,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let partner: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const put = (group: string, body: unknown, token = admin) =>
  call<Record<string, unknown>>(ctx, 'PUT', `/core/v1/admin/settings/${group}`, { token, body })
const publicSettings = async () =>
  (await call<MarketplacePublicSettings>(ctx, 'GET', '/core/public/marketplace-settings')).body

describe('marketplace settings groups (admins)', () => {
  it('saves the site name and contacts, which hosted sites then read', async () => {
    expect((await call(ctx, 'GET', '/core/v1/admin/settings/site', { token: admin })).body).toMatchObject({
      site_name: 'Jaunt',
    })
    const site = await put('site', { site_name: 'Fjord Trips', logo_url: 'https://cdn.example.com/logo.png' })
    expect(site.status).toBe(200)
    expect(site.body).toMatchObject({ site_name: 'Fjord Trips', tagline: '' })
    const contacts = await put('contacts', { email: 'help@fjord.example', phone: '+47 22 00 00 00' })
    expect(contacts.body).toMatchObject({ email: 'help@fjord.example', address: '' })
    const seen = await publicSettings()
    expect(seen.site.site_name).toBe('Fjord Trips')
    expect(seen.contacts.phone).toBe('+47 22 00 00 00')
  })

  it('names the field of bad input in every group', async () => {
    const cases: [string, unknown, string, string][] = [
      ['site', { site_name: ' ', logo_url: 'http://x' }, 'site_name', M.siteNameRequired],
      ['site', { site_name: 'Ok', logo_url: 'ftp://x' }, 'logo_url', M.webAddressInvalid],
      ['contacts', { email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
      ['contacts', { phone: 'call me' }, 'phone', M.phoneInvalid],
      ['analytics', { ga4_measurement_id: 'UA-1234' }, 'ga4_measurement_id', M.ga4Invalid],
      ['analytics', { meta_pixel_id: 'abc' }, 'meta_pixel_id', M.pixelInvalid],
    ]
    for (const [group, body, path, message] of cases) {
      const answer = await put(group, body)
      expect(answer.status, `${group} ${path}`).toBe(400)
      expect(answer.body).toMatchObject({ errors: expect.arrayContaining([{ path, message }]) })
    }
    const checkout = await put('checkout', { desktop: { show_hold_timer: 'yes' } })
    expect(checkout.status).toBe(400)
    expect(checkout.body).toMatchObject({
      errors: [expect.objectContaining({ path: 'desktop.show_hold_timer' })],
    })
  })

  it('keeps English on and the 14 languages in the admin’s order', async () => {
    const order = ['de', ...LOCALES.filter((code) => code !== 'de')]
    const noEnglish = order.map((code) => ({ code, enabled: code !== 'en' }))
    const refused = await put('languages', { languages: noEnglish })
    expect(refused.status).toBe(400)
    const englishAt = order.indexOf('en')
    expect(refused.body).toMatchObject({
      errors: [{ path: `languages.${englishAt}.enabled`, message: M.defaultLanguageEnabled }],
    })
    const short = await put('languages', { languages: [{ code: 'en', enabled: true }] })
    expect(short.body).toMatchObject({ errors: [{ path: 'languages', message: M.languagesIncomplete }] })

    const saved = await put('languages', {
      languages: order.map((code) => ({ code, enabled: ['de', 'en', 'no'].includes(code) })),
    })
    expect(saved.status).toBe(200)
    expect((await publicSettings()).languages).toEqual(['de', 'en', 'no'])
    await put('languages', { languages: LOCALES.map((code) => ({ code, enabled: true })) })
  })

  it('saves tracker ids, checkout features and the preamble', async () => {
    expect((await put('analytics', { ga4_measurement_id: 'g-abc123xyz' })).body).toMatchObject({
      ga4_measurement_id: 'G-ABC123XYZ',
    })
    const checkout = await put('checkout', {
      desktop: { show_order_summary: true, show_hold_timer: true, show_terms_notice: true },
      mobile: { show_order_summary: false, show_hold_timer: true, show_terms_notice: true },
    })
    expect(checkout.body).toMatchObject({ mobile: { show_order_summary: false } })
    const preamble = await put('main-preamble', {
      title: { en: 'Trips worth taking', de: 'Reisen, die sich lohnen', fr: '' },
      text: { en: 'Book local guides.' },
    })
    expect(preamble.body).toEqual({
      title: { en: 'Trips worth taking', de: 'Reisen, die sich lohnen' },
      text: { en: 'Book local guides.' },
    })
    const seen = await publicSettings()
    expect(seen.analytics.ga4_measurement_id).toBe('G-ABC123XYZ')
    expect(seen.checkout.mobile.show_order_summary).toBe(false)
  })

  it('is closed to suppliers, partners and guests', async () => {
    for (const token of [supplier, partner]) {
      expect((await call(ctx, 'GET', '/core/v1/admin/settings/site', { token })).status).toBe(403)
      expect((await put('contacts', { email: 'x@y.example' }, token)).status).toBe(403)
      expect((await call(ctx, 'GET', '/core/v1/admin/faq-entries', { token })).status).toBe(403)
    }
    expect((await call(ctx, 'GET', '/core/v1/admin/settings/analytics')).status).toBe(401)
  })
})

describe('the FAQ (admins write, guests read)', () => {
  const create = (body: unknown, token = admin) =>
    call<FaqEntryRecord>(ctx, 'POST', '/core/v1/admin/faq-entries', { token, body })
  const guestFaq = async (locale: string) =>
    (
      await call<{ data: { id: number; question: string; answer: string }[] }>(
        ctx,
        'GET',
        '/core/public/faq',
        {
          headers: { 'APP-LOCALE': locale },
        },
      )
    ).body.data

  it('shows published questions in order, in the guest’s language or English', async () => {
    const second = await create({
      question: { en: 'Can I bring my dog?', de: 'Darf ich meinen Hund mitbringen?' },
      answer: { en: 'Ask the supplier.' },
      position: 20,
    })
    expect(second.status).toBe(201)
    const first = await create({
      question: { en: 'Is lunch included?' },
      answer: { en: 'Not unless stated.' },
      position: 10,
    })
    const hidden = await create({
      question: { en: 'Internal draft?' },
      answer: { en: 'Draft.' },
      position: 5,
      published: false,
    })
    const german = await guestFaq('de')
    const ids = german.map((entry) => entry.id)
    expect(ids).not.toContain(hidden.body.id)
    expect(ids.indexOf(first.body.id)).toBeLessThan(ids.indexOf(second.body.id))
    expect(german.find((entry) => entry.id === second.body.id)).toMatchObject({
      question: 'Darf ich meinen Hund mitbringen?',
      answer: 'Ask the supplier.',
    })

    const changed = await call<FaqEntryRecord>(ctx, 'PUT', `/core/v1/admin/faq-entries/${hidden.body.id}`, {
      token: admin,
      body: {
        question: { en: 'Internal draft?' },
        answer: { en: 'Now public.' },
        position: 5,
        published: true,
      },
    })
    expect(changed.body.published).toBe(true)
    expect((await guestFaq('en')).map((entry) => entry.id)).toContain(hidden.body.id)
    expect(
      (await call(ctx, 'DELETE', `/core/v1/admin/faq-entries/${hidden.body.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (await call(ctx, 'GET', `/core/v1/admin/faq-entries/${hidden.body.id}`, { token: admin })).status,
    ).toBe(404)
  })

  it('names a missing English question or answer', async () => {
    const bad = await create({ question: { de: 'Nur Deutsch?' }, answer: {} })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'question.en', message: M.questionRequired },
        { path: 'answer.en', message: M.answerRequired },
      ]),
    })
    expect((await create({ question: { en: 'Q' }, answer: { en: 'A' } }, supplier)).status).toBe(403)
  })
})

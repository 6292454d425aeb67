import {
  EarningStatus,
  PAYOUT_MESSAGES,
  type EarningDetail,
  type EarningPayouts,
  type Locale,
  type PayoutAccount,
  type PayoutRow,
} from '@jaunt/domain'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, loginAs, type TestContext } from '../../test/test-app.js'
import { type PdfText, pdfText } from '../../test/pdf-text.js'
import Stripe from 'stripe'
import {
  bookTwoByCard,
  contextWithCards,
  WEBHOOK_SECRET,
  type StripeStandIn,
} from '../booking-actions/booking-actions.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
const token: Record<string, string> = {}
let supplierId: number
let partnerId: number
let currency: string
const month = new Date().toISOString().slice(0, 7)

type Answer<T> = T & { message?: string; errors?: { path: string; message: string }[] }
const userId = async (email: string) =>
  (await ctx.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id

beforeAll(async () => {
  let demo: number
  ;({ ctx, stripeApi, demo } = await contextWithCards())
  const booking = await bookTwoByCard(ctx, stripeApi, {
    email: 'nora.payouts@example.com',
    fromDays: [50, 51],
    siteId: demo,
  })
  for (const who of ['admin', 'supplier', 'both', 'partner', 'partner2']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
  token.owner = (await loginAs(ctx, booking.supplierEmail)).access_token
  token.stranger = booking.supplierEmail === 'supplier@jaunt.test' ? token.both! : token.supplier!
  supplierId = await userId(booking.supplierEmail)
  partnerId = await userId('partner@jaunt.test')
  const reservation = await ctx.db
    .selectFrom('reservation')
    .select('currency_code')
    .where('id', '=', booking.items[0]!.id)
    .executeTakeFirstOrThrow()
  currency = reservation.currency_code
}, 120_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const setAccount = (who: string, user: number, stripe_account_id: unknown) =>
  call<Answer<PayoutAccount>>(ctx, 'PUT', `/core/v1/admin/user/${user}/payout-account`, {
    token: token[who],
    body: { stripe_account_id },
  })
const approve = (kind: string, id: string) =>
  call<EarningDetail>(ctx, 'PUT', `/core/v1/${kind}-earnings/${id}/update-status`, {
    token: token.admin,
    body: { status: EarningStatus.Approved },
  })
const payOut = (who: string, kind: string, id: string) =>
  call<Answer<PayoutRow>>(ctx, 'POST', `/core/v1/${kind}-earnings/${id}/payout`, { token: token[who] })
const payoutsOf = (who: string, kind: string, id: string) =>
  call<Answer<EarningPayouts>>(ctx, 'GET', `/core/v1/${kind}-earnings/${id}/payouts`, { token: token[who] })
const earning = async (kind: string, id: string) =>
  (await call<EarningDetail>(ctx, 'GET', `/core/v1/${kind}-earnings/${id}`, { token: token.admin })).body

describe('the payout account', () => {
  it('is set by an admin only, as acct_…, with a 400 naming the field otherwise', async () => {
    const bad = await setAccount('admin', supplierId, 'tr_12345678')
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'stripe_account_id', message: PAYOUT_MESSAGES.accountInvalid }])
    expect((await setAccount('owner', supplierId, 'acct_1Owner0000001')).status).toBe(403)
    expect((await setAccount('admin', 99_999_999, 'acct_1Nobody000001')).status).toBe(404)
    const set = await setAccount('admin', supplierId, ' acct_1Supplier00001 ')
    expect(set.body).toMatchObject({ user_id: supplierId, stripe_account_id: 'acct_1Supplier00001' })
    const forgotten = await setAccount('admin', supplierId, null)
    expect(forgotten.body.stripe_account_id).toBeNull()
  })
})

describe('paying out a supplier earning', () => {
  const id = () => `${supplierId}-${month}-${currency}`

  it('refuses an earning that is not approved, then one whose owner has no account', async () => {
    const notApproved = await payOut('admin', 'supplier', id())
    expect(notApproved.status).toBe(409)
    expect(notApproved.body.message).toBe(PAYOUT_MESSAGES.notApproved)
    expect((await approve('supplier', id())).status).toBe(200)
    const noAccount = await payOut('admin', 'supplier', id())
    expect(noAccount.status).toBe(400)
    expect(noAccount.body.errors?.[0]?.path).toBe('stripe_account_id')
    expect(stripeApi.transfers.size).toBe(0)
  })

  it('lets neither the supplier nor a partner pay a supplier earning out', async () => {
    expect((await payOut('owner', 'supplier', id())).status).toBe(403)
    expect((await payOut('partner', 'supplier', id())).status).toBe(403)
    // A partner's own commission waits for the admin's approval before they may pay it now.
    const early = await payOut('partner', 'partner', `${partnerId}-${month}-${currency}`)
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(PAYOUT_MESSAGES.notApproved)
  })

  it("answers 502 with Stripe's words when Stripe refuses, keeps the earning approved and the attempt failed", async () => {
    stripeApi.refuseTransfersTo('acct_1Refuses000001')
    await setAccount('admin', supplierId, 'acct_1Refuses000001')
    const refused = await payOut('admin', 'supplier', id())
    expect(refused.status).toBe(502)
    expect(refused.body.message).toContain('capabilities enabled: transfers')
    expect((await earning('supplier', id())).status).toBe(EarningStatus.Approved)
    const { body } = await payoutsOf('admin', 'supplier', id())
    expect(body.payouts).toEqual([
      expect.objectContaining({ status: 'failed', stripe_transfer_id: null, error: refused.body.message }),
    ])
  })

  it('pays the net once, whatever the double click: one transfer, and the earning is Paid', async () => {
    await setAccount('admin', supplierId, 'acct_1Supplier00001')
    const net = (await earning('supplier', id())).net
    const [first, second] = await Promise.all([
      payOut('admin', 'supplier', id()),
      payOut('admin', 'supplier', id()),
    ])
    for (const answer of [first, second]) expect([200, 409]).toContain(answer.status)
    const paid = first.status === 200 ? first.body : second.body
    expect(paid).toMatchObject({
      status: 'paid',
      amount: net,
      stripe_account_id: 'acct_1Supplier00001',
      earning_id: id(),
    })
    // Whichever click found the attempt pending resumed it under the same key: the same transfer.
    for (const answer of [first, second].filter((one) => one.status === 200)) {
      expect(answer.body.stripe_transfer_id).toBe(paid.stripe_transfer_id)
    }
    const again = await payOut('admin', 'supplier', id())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(PAYOUT_MESSAGES.alreadyPaid)

    const made = [...stripeApi.transfers.values()].filter((t) => t.destination === 'acct_1Supplier00001')
    expect(made).toEqual([
      expect.objectContaining({
        id: paid.stripe_transfer_id,
        amount: Math.round(net * 100),
        currency: currency.toLowerCase(),
        metadata: expect.objectContaining({ earning_id: id(), kind: 'supplier' }),
      }),
    ])
    const after = await earning('supplier', id())
    expect(after.status).toBe(EarningStatus.Paid)
    expect(after.history.at(-1)).toMatchObject({
      to_status: EarningStatus.Paid,
      note: `Stripe transfer ${paid.stripe_transfer_id}`,
    })
    const keys = stripeApi.requests
      .filter((request) => request.path === '/v1/transfers')
      .map((request) => request.body.get('transfer_group'))
    expect(new Set(keys)).toEqual(new Set([`supplier-earning-${id()}`]))
  })

  it('shows the owner their own payouts, and another supplier or a partner none', async () => {
    const mine = await payoutsOf('owner', 'supplier', id())
    expect(mine.status).toBe(200)
    expect(mine.body.payouts.map((payout) => payout.status)).toEqual(['paid', 'failed'])
    expect((await payoutsOf('stranger', 'supplier', id())).status).toBe(404)
    expect((await payoutsOf('partner', 'supplier', id())).status).toBe(403)
  })
})

// Every glyph of each embedded font reads to its end (fontkit's subsets of Noto Sans cut some short: blank letters).
const expectWholeGlyphs = (fonts: PdfText['fonts']) => {
  for (const { file } of fonts) {
    const font = fontkit.create(Buffer.from(file!))
    const cut = [...Array(font.numGlyphs).keys()].filter((id) => {
      try {
        return !font.getGlyph(id).path
      } catch {
        return true
      }
    })
    expect(cut).toEqual([])
  }
}

describe('the receipt of a payout', () => {
  const id = () => `${supplierId}-${month}-${currency}`
  const receipt = (who: string, payoutId: number) =>
    ctx.app.request(`/core/v1/supplier-earnings/${id()}/payouts/${payoutId}/receipt`, {
      headers: { Authorization: `Bearer ${token[who]}` },
    })

  it("is a PDF in the owner's language, for the owner and admins only, of a paid payout only", async () => {
    const { body } = await payoutsOf('owner', 'supplier', id())
    const paid = body.payouts.find((payout) => payout.status === 'paid')!
    const failed = body.payouts.find((payout) => payout.status === 'failed')!
    await ctx.db.updateTable('app_user').set({ locale: 'sv' }).where('id', '=', supplierId).execute()
    const answer = await receipt('owner', paid.id)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    const pdf = await PDFDocument.load(await answer.arrayBuffer())
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe(`Kvitto på utbetalning ${paid.id}`)
    expect((await receipt('admin', paid.id)).status).toBe(200)
    expect((await receipt('stranger', paid.id)).status).toBe(404)
    expect((await receipt('owner', failed.id)).status).toBe(404)
  })

  it('writes Russian with the glyphs it uses of an embedded Noto Sans, and English in the standard Helvetica', async () => {
    const { body } = await payoutsOf('owner', 'supplier', id())
    const paid = body.payouts.find((payout) => payout.status === 'paid')!
    const readBack = async (locale: Locale) => {
      await ctx.db.updateTable('app_user').set({ locale }).where('id', '=', supplierId).execute()
      const bytes = await (await receipt('owner', paid.id)).arrayBuffer()
      return { bytes: bytes.byteLength, ...(await pdfText(bytes)) }
    }
    const russian = await readBack('ru')
    expect(russian.lines).toEqual(
      expect.arrayContaining([
        'Квитанция о выплате',
        `Квитанция № ${paid.id}`,
        'Поставщик',
        'Выплаченная сумма',
        'Перевод Stripe',
        'Выплачено переводом Stripe на подключённый аккаунт, указанный выше.',
      ]),
    )
    expect(russian.fonts.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
    ])
    expect(russian.fonts.every((font) => font.embedded)).toBe(true)
    expectWholeGlyphs(russian.fonts)
    // Only the glyphs used: the whole regular face alone is 629 kB.
    expect(russian.bytes).toBeLessThan(30_000)
    const english = await readBack('en')
    expect(english.lines).toEqual(
      expect.arrayContaining(['Payout receipt', `Receipt no. ${paid.id}`, 'Supplier', 'Amount paid']),
    )
    expect(english.fonts).toEqual([
      { name: 'Helvetica-Bold', embedded: false },
      { name: 'Helvetica', embedded: false },
    ])
  })

  it('writes Hindi and Gujarati shaped by harfbuzz, in the glyphs they use of Noto Sans Devanagari and Gujarati', async () => {
    const { body } = await payoutsOf('owner', 'supplier', id())
    const paid = body.payouts.find((payout) => payout.status === 'paid')!
    const readBack = async (locale: Locale) => {
      await ctx.db.updateTable('app_user').set({ locale }).where('id', '=', supplierId).execute()
      const bytes = await (await receipt('owner', paid.id)).arrayBuffer()
      return { bytes: bytes.byteLength, ...(await pdfText(bytes)) }
    }
    const receipts = {
      hi: { family: 'NotoSansDevanagari', words: ['भुगतान रसीद', `रसीद सं. ${paid.id}`, 'आपूर्तिकर्ता', 'शुद्ध'] },
      gu: {
        family: 'NotoSansGujarati',
        words: ['ચુકવણીની રસીદ', `રસીદ નં. ${paid.id}`, 'સપ્લાયર', 'ચોખ્ખી રકમ'],
      },
    }
    for (const [locale, { family, words }] of Object.entries(receipts)) {
      const read = await readBack(locale as Locale)
      expect(read.lines).toEqual(expect.arrayContaining(words))
      expect(read.fonts.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual([
        `${family}-Bold`,
        `${family}-Regular`,
      ])
      expect(read.fonts.every((font) => font.embedded)).toBe(true)
      expectWholeGlyphs(read.fonts)
      // Joined letters: the conjunct of 'प्र' or 'પ્ર' and the reph are one glyph each, not three or two.
      const recipient = read.spans.find((span) => /^(प्राप्तकर्ता|પ્રાપ્તકર્તા)$/.test(span.text))!
      expect(recipient.glyphs).toBeLessThan([...recipient.text].length)
      expect(read.bytes).toBeLessThan(40_000)
    }
  })
})

describe('paying out a partner earning', () => {
  it('lets the partner pay their approved commission now, to their account, and no other partner', async () => {
    const id = `${partnerId}-${month}-${currency}`
    await setAccount('admin', partnerId, 'acct_1Partner000001')
    expect((await approve('partner', id)).status).toBe(200)
    const net = (await earning('partner', id)).net
    expect((await payOut('partner2', 'partner', id)).status).toBe(404)
    expect((await payOut('supplier', 'partner', id)).status).toBe(403)
    const paid = await payOut('partner', 'partner', id)
    expect(paid.status, paid.body.message).toBe(200)
    expect(paid.body).toMatchObject({
      kind: 'partner',
      amount: net,
      stripe_account_id: 'acct_1Partner000001',
    })
    expect((await payoutsOf('partner', 'partner', id)).body.payouts).toHaveLength(1)
    expect((await payoutsOf('partner2', 'partner', id)).status).toBe(404)
    expect((await earning('partner', id)).status).toBe(EarningStatus.Paid)
  })
})

describe('a transfer Stripe reverses', () => {
  const sendEvent = (type: string, object: object) => {
    const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object } })
    return call<{ result: string }>(ctx, 'POST', '/booking/public/payment-provider/stripe/webhook', {
      rawBody: payload,
      headers: {
        'Content-Type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    })
  }

  it('puts the earning back to Approved once, whatever the replays, and it can be paid again', async () => {
    const id = `${supplierId}-${month}-${currency}`
    const [paid] = (await payoutsOf('admin', 'supplier', id)).body.payouts.filter(
      (row) => row.status === 'paid',
    )
    const transfer = { id: paid!.stripe_transfer_id, object: 'transfer', reversed: true }
    for (const expected of ['reversed', 'unchanged']) {
      const answer = await sendEvent('transfer.reversed', transfer)
      expect(answer.status).toBe(200)
      expect(answer.body.result).toBe(expected)
    }
    const back = await earning('supplier', id)
    expect(back.status).toBe(EarningStatus.Approved)
    expect(back.history.at(-1)).toMatchObject({
      from_status: EarningStatus.Paid,
      to_status: EarningStatus.Approved,
      note: `Stripe reversed transfer ${paid!.stripe_transfer_id}`,
    })
    const listed = (await payoutsOf('owner', 'supplier', id)).body.payouts
    expect(listed.find((row) => row.id === paid!.id)?.status).toBe('reversed')

    const again = await payOut('admin', 'supplier', id)
    expect(again.status, again.body.message).toBe(200)
    expect(again.body.stripe_transfer_id).not.toBe(paid!.stripe_transfer_id)
    expect((await earning('supplier', id)).status).toBe(EarningStatus.Paid)
    // Another platform's transfer, or none of ours, is left alone.
    expect(
      (await sendEvent('transfer.reversed', { id: 'tr_not_ours', object: 'transfer' })).body.result,
    ).toBe('unknown')
  })
})

describe('the OpenAPI document', () => {
  it('declares the payout calls with operationId, bearer security and named schemas', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown; tags?: string[] }>>
      components: { schemas: Record<string, unknown> }
    }
    const calls = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.includes('Payouts'))
    expect(calls.map((op) => op.operationId).sort()).toEqual(
      [
        'completeOwnPayoutAccountConnect',
        'connectOwnPayoutAccount',
        'disconnectOwnPayoutAccount',
        'getOwnPayoutAccount',
        'getPartnerEarningPayoutReceipt',
        'getPayoutAccount',
        'getSupplierEarningPayoutReceipt',
        'listPartnerEarningPayouts',
        'listSupplierEarningPayouts',
        'payPartnerEarningOut',
        'paySupplierEarningOut',
        'setPayoutAccount',
      ].sort(),
    )
    for (const op of calls) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Payout', 'EarningPayouts', 'PayoutAccount', 'PayoutAccountInput']),
    )
  })
})

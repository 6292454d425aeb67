import { ServiceType, type BookingOptionRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number

type Answer = { errors?: { path: string; message: string }[] }

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const tour = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select('s.id')
    .where('u.email', '=', 'supplier@jaunt.test')
    .where('s.service_type', '=', ServiceType.Activities)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  tourId = tour.id
})
afterAll(() => ctx.close())

const path = () => `/core/v1/tours/${tourId}/custom-booking-option`
const put = (body: unknown, token = supplier) =>
  call<BookingOptionRecord & Answer>(ctx, 'PUT', path(), { token, body })

const diet = {
  label: { en: 'Any dietary needs?', de: 'Besondere Ernährung?' },
  kind: 'text',
  required: false,
}
const size = {
  label: { en: 'Wetsuit size' },
  kind: 'choice',
  choices: [{ label: { en: 'Small', de: 'Klein' } }, { label: { en: 'Large' } }],
  required: true,
}

describe('the custom booking option of an activity (tour/settings/{id}/custom-booking-option)', () => {
  it('starts with no questions, saves them in order with ids that stay when they are moved', async () => {
    const empty = await call<BookingOptionRecord>(ctx, 'GET', path(), { token: supplier })
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({ id: tourId, questions: [] })

    const saved = await put({ questions: [diet, { ...size, choices: [...size.choices], id: 'size' }] })
    expect(saved.status).toBe(200)
    const [first, second] = saved.body.questions
    expect(first).toMatchObject({
      label: { en: 'Any dietary needs?', de: 'Besondere Ernährung?' },
      kind: 'text',
    })
    expect(first!.choices).toEqual([])
    expect(first!.id).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(second).toEqual({ ...size, id: 'size' })

    const moved = await put({ questions: [second, first] })
    expect(moved.body.questions.map((question) => question.id)).toEqual(['size', first!.id])
    expect((await call(ctx, 'GET', path(), { token: supplier })).body).toEqual(moved.body)
  })

  it('answers 400 naming the field for a missing English label, too few choices or too many questions', async () => {
    const noEnglish = await put({ questions: [{ ...diet, label: { de: 'Nur Deutsch' } }] })
    expect(noEnglish.status).toBe(400)
    expect(noEnglish.body.errors).toContainEqual({
      path: 'questions.0.label.en',
      message: 'Please enter the question',
    })

    const oneChoice = await put({ questions: [diet, { ...size, choices: [size.choices[0]] }] })
    expect(oneChoice.body.errors).toContainEqual({
      path: 'questions.1.choices',
      message: 'Please offer at least 2 choices',
    })

    const blankChoice = await put({
      questions: [{ ...size, choices: [{ label: { en: ' ' } }, size.choices[1]] }],
    })
    expect(blankChoice.body.errors?.[0]?.path).toBe('questions.0.choices.0.label.en')

    const eleven = await put({ questions: Array.from({ length: 11 }, () => diet) })
    expect(eleven.body.errors).toContainEqual({
      path: 'questions',
      message: 'Please ask at most 10 questions',
    })

    const twins = await put({
      questions: [
        { ...diet, id: 'a' },
        { ...size, id: 'a' },
      ],
    })
    expect(twins.body.errors).toContainEqual({
      path: 'questions.1.id',
      message: 'Two questions have the same id',
    })
  })

  it('hides one supplier’s activity from another: 404 on read and on write', async () => {
    expect((await call(ctx, 'GET', path(), { token: both })).status).toBe(404)
    expect((await put({ questions: [] }, both)).status).toBe(404)
    expect((await call(ctx, 'GET', path())).status).toBe(401)
  })
})

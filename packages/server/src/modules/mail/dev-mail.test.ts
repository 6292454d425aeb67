import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { createTestContext, type TestContext } from '../../test/test-app.js'
import { htmlFromParagraphs, queueMail } from './outbox.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('/dev/mail', () => {
  it('shows the outbox with escaped content, newest first', async () => {
    await queueMail(ctx.db, {
      kind: 'test',
      to: 'first@example.com',
      locale: 'en',
      subject: 'First',
      text: 'x',
      html: htmlFromParagraphs(['one']),
    })
    await queueMail(ctx.db, {
      kind: 'test',
      to: 'second@example.com',
      locale: 'en',
      subject: 'Second <b>',
      text: 'x',
      html: htmlFromParagraphs(['<script>alert(1)</script>']),
    })
    const page = await (await ctx.app.request('/dev/mail')).text()
    expect(page.indexOf('Second &lt;b&gt;')).toBeLessThan(page.indexOf('First'))
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).not.toContain('<script>alert')
  })

  it('runs no script a mail body might carry', async () => {
    const csp = (await ctx.app.request('/dev/mail')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('script-src')
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('is not there in production', async () => {
    const production = createApp({ db: ctx.db, config: { ...ctx.config, NODE_ENV: 'production' } })
    expect((await production.request('/dev/mail')).status).toBe(404)
  })
})

import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../env.js'
import { createTestContext, type TestContext } from '../../test/test-app.js'
import { createMailTransport, deliverOutbox } from './deliver.js'
import { htmlFromParagraphs, queueMail } from './outbox.js'

let ctx: TestContext
let smtp: SMTPServer
let port: number
const received: { to: string[]; raw: string }[] = []

beforeAll(async () => {
  ctx = await createTestContext()
  // A real SMTP server on loopback: the mail really crosses the protocol.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@refused.example') ? new Error('mailbox unavailable') : undefined)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  port = (smtp.server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve))
  await ctx.close()
})

describe('delivering the outbox over SMTP', () => {
  it('sends each mail once and records a failure to retry later', async () => {
    const mail = { kind: 'test', locale: 'en', text: 'Hello', html: htmlFromParagraphs(['Hello']) }
    await queueMail(ctx.db, { ...mail, to: 'guest@example.com', subject: 'Your booking' })
    await queueMail(ctx.db, { ...mail, to: 'nobody@refused.example', subject: 'Bounce' })
    const transport = createMailTransport(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }))!
    expect(await deliverOutbox(ctx.db, transport, 'Jaunt <bookings@jaunt.test>')).toBe(1)
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual(['guest@example.com'])
    expect(received[0]!.raw).toContain('Subject: Your booking')
    const failed = await ctx.db
      .selectFrom('mail_outbox')
      .select(['sent_at', 'error'])
      .where('to_address', '=', 'nobody@refused.example')
      .executeTakeFirstOrThrow()
    expect(failed.sent_at).toBeNull()
    expect(failed.error).toMatch(/mailbox unavailable/)
    expect(await deliverOutbox(ctx.db, transport, 'Jaunt <bookings@jaunt.test>')).toBe(0)
    expect(received).toHaveLength(1)
  })

  it('has no transport without SMTP_URL', () => {
    expect(createMailTransport(loadConfig({}))).toBeNull()
  })
})

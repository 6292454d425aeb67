import { Hono } from 'hono'
import type { AppEnv } from '../../lib/types.js'
import { mailPreviewCsp } from '../front-ends/content-security.js'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** Outside production the outbox is readable in a browser, so bookings can be followed without SMTP. */
export const devMailRouter = new Hono<AppEnv>().get('/dev/mail', mailPreviewCsp, async (c) => {
  if (c.get('config').NODE_ENV === 'production') return c.json({ message: 'Not Found' }, 404)
  const mails = await c
    .get('db')
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(100)
    .execute()
  const items = mails
    .map(
      (mail) => `<article>
  <header><h2>${escape(mail.subject)}</h2>
  <p class="meta">To <strong>${escape(mail.to_address)}</strong> · ${escape(mail.kind)} · ${escape(mail.locale)} · ${mail.created_at.toISOString()}${mail.sent_at ? ' · sent' : ''}</p></header>
  <div class="body">${mail.body_html}</div>
</article>`,
    )
    .join('\n')
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox · Jaunt</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d0d5dd;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#6b7280;font-size:.85rem}.body p{white-space:normal}</style></head>
<body><h1>Mail outbox</h1><p>${mails.length === 0 ? 'No mail yet.' : `The newest ${mails.length} messages, newest first.`}</p>${items}</body></html>`)
})

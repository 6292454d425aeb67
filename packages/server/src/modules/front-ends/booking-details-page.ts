import { isLocale, type Locale } from '@jaunt/domain'
import { guestWords } from '../../lib/guest-words/index.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The page the bank sends a guest back to after 3-D Secure, and the link for a booking just made:
 * the widget's booking details for the payment, on its site. The hosted site (site-shell) gives
 * the same route under /{lang} once it exists; this one needs no site host.
 */
export function bookingDetailsPage(paymentRef: string, siteId: string, lang: string | undefined) {
  const locale: Locale = lang && isLocale(lang) ? lang : 'en'
  const title = guestWords(locale).bookingDetails
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escape(title)}</title>
    <style>
      body { margin: 0; padding: 24px 16px; background: #f3f6fa; font-family: system-ui, sans-serif; }
      main { max-width: 720px; margin: 0 auto; }
    </style>
    <script type="module" src="/widget/jaunt.js"></script>
  </head>
  <body>
    <main>
      <jaunt-booking-details site="${escape(siteId)}" lang="${locale}" payment-ref="${escape(paymentRef)}"></jaunt-booking-details>
    </main>
  </body>
</html>
`
}

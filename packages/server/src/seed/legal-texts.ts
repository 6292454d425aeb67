/** The marketplace's general terms for partners and suppliers, version 1. */
export const DEMO_TERMS = {
  title: 'Jaunt partner and supplier terms',
  content_html: [
    '<h2>1. Who these terms are for</h2>',
    '<p>These terms apply to every partner who sells through a Jaunt site or widget and every supplier whose products are sold on the Jaunt marketplace.</p>',
    '<h2>2. Bookings and payments</h2>',
    '<p>Guests book and pay through Jaunt. Prices are set by suppliers; partners earn the commission agreed for their sites. Jaunt pays suppliers and partners monthly for bookings that took place.</p>',
    '<h2>3. Cancellations and refunds</h2>',
    '<p>Each product carries a cancellation policy. Refunds follow that policy and reach the guest’s payment method within 10 working days.</p>',
    '<h2>4. Your data and your guests’ data</h2>',
    '<p>You may use guests’ personal data only to deliver their bookings, and must keep it safe. Jaunt processes personal data as described in its privacy policy.</p>',
    '<h2>5. Changes</h2>',
    '<p>When these terms change you will be asked to accept the new version before you continue. If you do not accept, you cannot create sites and lose access to existing ones.</p>',
  ].join(''),
}

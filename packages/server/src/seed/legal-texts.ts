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

/** The marketplace's privacy policy, shown on every hosted site that uses the hub's privacy page. */
export const DEMO_PRIVACY_POLICY = {
  title: 'Jaunt privacy policy',
  content_html: [
    '<h2>What we collect</h2>',
    '<p>When you book, we keep your name, email address, phone number, country and the bookings you make, so the supplier can deliver them and you can see and cancel them later.</p>',
    '<h2>Who sees it</h2>',
    '<p>The supplier of each booking and the site you booked on see the details of that booking. Card payments are handled by Stripe; we never see your card number.</p>',
    '<h2>How long we keep it</h2>',
    '<p>We keep booking records for as long as accounting law requires, and login links for 24 hours.</p>',
    '<h2>Your rights</h2>',
    '<p>You may ask to see, correct or delete your data by writing to privacy@jaunt.test.</p>',
  ].join(''),
}

import { page, type GuestLegalTexts } from './page.js'

export const en: GuestLegalTexts = {
  privacy: page('Jaunt privacy policy', [
    [
      'What we collect',
      'When you book, we keep your name, email address, phone number, country and the bookings you make, so the supplier can deliver them and you can see and cancel them later.',
    ],
    [
      'Who sees it',
      'The supplier of each booking and the site you booked on see the details of that booking. Card payments are handled by Stripe; we never see your card number.',
    ],
    [
      'How long we keep it',
      'We keep booking records for as long as accounting law requires. A login link to your bookings works once, for 1 hour.',
    ],
    ['Your rights', 'You may ask to see, correct or delete your data by writing to privacy@jaunt.test.'],
  ]),
  terms: page('Booking terms', [
    [
      'Your booking',
      'Your booking is a contract with the supplier of each product; the site you book on and Jaunt arrange it for them. You receive a confirmation by email once it is confirmed.',
    ],
    [
      'Prices and payment',
      'Prices include taxes and are charged in the currency shown. A booking is confirmed once it is paid, or at once where the site takes bookings without payment.',
    ],
    [
      'Cancellations and refunds',
      'Each product shows its cancellation policy before you book. You can cancel from your bookings; refunds follow that policy and reach your payment method within 10 working days.',
    ],
    [
      'On the day',
      'Arrive at the meeting point in good time and bring your booking number. The supplier may change or cancel a trip for safety or weather; you then get a new date or a full refund.',
    ],
  ]),
}

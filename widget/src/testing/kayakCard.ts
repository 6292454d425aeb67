import type { ServiceCard } from '@jaunt/domain'

/** The demo's kayak trip as search results show it; the other fixtures start from it. */
export const KAYAK_CARD: ServiceCard = {
  id: 2,
  service_type: 1,
  type: 'activities',
  product_code: 'ACT-FLAM-KAYAK',
  name: 'Guided kayak trip on the Aurlandsfjord',
  short_description: 'Paddle out from Flåm beach with a local guide.',
  images: [{ url: '/media/scenes/fjord.svg', alt: 'Kayaks on the fjord' }],
  location: { id: 3, name: 'Flåm' },
  lat: 60.862,
  lng: 7.1175,
  currency_code: 'NOK',
  lowest_price: 890,
  rating: 4.9,
  review_count: 387,
  duration_minutes: 180,
  categories: [
    { id: 1, name: 'Outdoor' },
    { id: 2, name: 'On the water' },
  ],
}

import { lazy } from 'react'

// What the supplier added on the activity's settings pages loads once the dialog can be used: it
// keeps the first product dialog within its size budget (build.test.ts).
export const ProductExtras = lazy(() => import('./ProductExtras'))

// A rental's, restaurant's or attraction's own fields: only those products have them.
export const ProductOwnDetails = lazy(() =>
  import('./ProductOwnDetails').then((module) => ({ default: module.ProductOwnDetails })),
)

import { createRoute, z } from '@hono/zod-openapi'
import { addToCartBodySchema, cartSchema, hotelCartItemSchema, idSchema } from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent, rateLimited } from '../../lib/router.js'

export type CartBase = '/booking/public' | '/gateway/booking/public'
export const CART_BASES: CartBase[] = ['/booking/public', '/gateway/booking/public']

const siteId = z.coerce.number().int().positive()
/** The gateway variant is the widget's: it always names its site. */
const baseQuery = (base: CartBase) =>
  base === '/gateway/booking/public'
    ? z.object({ request_for_widget: z.enum(['true', 'false', '1', '0']), site_id: siteId })
    : z.object({ site_id: siteId.optional() })

const ref = z.string().uuid('must be a cart or reservation reference')
const conflicts = {
  400: errorResponses[400],
  404: errorResponses[404],
  409: { ...errorResponses[422], description: 'Sold out or no longer bookable' },
  422: errorResponses[422],
}

// The spec puts the cart (GET, DELETE) and one of its items (POST) at the same path, so the
// parameter is one `{ref}` whose meaning each operation states.
const cartRefParam = ref.openapi({ description: 'The cart ref' })

export const cartRoutes = (base: CartBase) => {
  const tags = [base === '/booking/public' ? 'Cart' : 'Cart (widget gateway)']
  return {
    getCart: createRoute({
      method: 'get',
      path: `${base}/cart-reservation/{ref}`,
      tags,
      summary: 'The cart with every item, its price and whether it can still be booked',
      request: {
        params: z.object({ ref: cartRefParam }),
        query: baseQuery(base).extend({
          with_full_details: z.enum(['true', 'false']).optional(),
          without_package_item: z.enum(['true', 'false']).optional(),
          package_id: z.coerce.number().int().positive().optional(),
        }),
      },
      responses: { 200: jsonContent(cartSchema, 'The cart'), ...conflicts },
    }),
    addItems: createRoute({
      method: 'post',
      path: `${base}/cart-reservation`,
      tags,
      summary: 'Add items (each with cart_type); the server checks availability and sets the prices',
      request: {
        query: baseQuery(base).extend({ cart_ref: z.string().optional() }),
        body: jsonBody(addToCartBodySchema),
      },
      responses: {
        200: jsonContent(cartSchema, 'The cart with the new items'),
        ...conflicts,
        ...rateLimited,
      },
    }),
    removeItem: createRoute({
      method: 'delete',
      path: `${base}/cart-reservation/{cartRef}/{reservationRef}`,
      tags,
      summary: 'Remove one item',
      request: { params: z.object({ cartRef: ref, reservationRef: ref }), query: baseQuery(base) },
      responses: { 200: jsonContent(cartSchema, 'The cart without the item'), ...conflicts },
    }),
    removePackage: createRoute({
      method: 'delete',
      path: `${base}/cart-reservation/{ref}`,
      tags,
      summary: 'Remove a package',
      request: {
        params: z.object({ ref: cartRefParam }),
        query: baseQuery(base),
        body: jsonBody(z.object({ package_id: idSchema })),
      },
      responses: { 200: jsonContent(cartSchema, 'The cart without the package'), ...conflicts },
    }),
    comment: createRoute({
      method: 'post',
      path: `${base}/cart-reservation/{ref}`,
      tags,
      summary: 'Leave a comment for the supplier on one item (the path names the item, not the cart)',
      request: {
        params: z.object({ ref: ref.openapi({ description: 'The reservation (item) ref' }) }),
        query: baseQuery(base),
        body: jsonBody(z.object({ comments: z.string().max(2000) })),
      },
      responses: {
        200: jsonContent(z.object({ reservation_ref: z.string(), comments: z.string() }), 'The comment'),
        ...conflicts,
      },
    }),
    validateItems: createRoute({
      method: 'post',
      path: `${base}/checkout/validate-items`,
      tags,
      summary: 'Whether every item of a cart can still be booked',
      request: { query: baseQuery(base), body: jsonBody(z.object({ cart_ref: ref })) },
      responses: {
        200: jsonContent(
          z.object({
            valid: z.boolean(),
            items: z.array(
              z.object({
                reservation_ref: z.string().nullable(),
                package_id: z.number().nullable(),
                status: z.boolean(),
              }),
            ),
          }),
          'Per item',
        ),
        ...conflicts,
      },
    }),
    validateHotelItem: createRoute({
      method: 'post',
      path: `${base}/basket/validate-hotel-item`,
      tags,
      summary: 'Whether a hotel stay could be added to a cart now, and at what price',
      request: { query: baseQuery(base), body: jsonBody(hotelCartItemSchema) },
      responses: {
        200: jsonContent(
          z.object({ valid: z.boolean(), message: z.string().nullable(), price: z.number().nullable() }),
          'The answer',
        ),
        ...conflicts,
      },
    }),
  }
}

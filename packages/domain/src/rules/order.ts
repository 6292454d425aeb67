import type { CheckoutPersonalInfo, Order } from '../schemas/checkout'

// Apart from the schemas: a bundle that builds orders must not keep the zod schemas alive.
/** Builds the order payload sent with hold and payment-intent calls from the checkout form. */
export function orderFromPersonalInfo(info: CheckoutPersonalInfo): Order {
  return {
    name: `${info.first_name} ${info.last_name}`,
    first_name: info.first_name,
    last_name: info.last_name,
    email: info.email,
    country: info.country,
    area_code: info.area_code,
    phone: info.phone_number,
  }
}

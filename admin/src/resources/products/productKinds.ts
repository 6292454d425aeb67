import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AdminProductKind, Cuisine, DietaryOption } from '@jaunt/domain'

/** What differs between the admin's three product pages: their names and a new product's own fields. */
export interface ProductKindConfig {
  kind: AdminProductKind
  /** The page's heading and breadcrumb. */
  title: MessageDescriptor
  create: MessageDescriptor
  edit: MessageDescriptor
  /** The own-fields tab. */
  detailsTab: MessageDescriptor
  /** A new product's own fields, as the form starts them. */
  newDetails: Record<string, unknown>
}

export const PRODUCT_KINDS: Readonly<Record<AdminProductKind, ProductKindConfig>> = {
  rental: {
    kind: 'rental',
    title: msg`Rentals`,
    create: msg`Create rental`,
    edit: msg`Edit rental`,
    detailsTab: msg`Rental details`,
    newDetails: {
      pick_up_point: {},
      return_point: {},
      deposit_amount: null,
      min_renter_age: null,
      licence_required: false,
    },
  },
  restaurant: {
    kind: 'restaurant',
    title: msg`Restaurants`,
    create: msg`Create restaurant`,
    edit: msg`Edit restaurant`,
    detailsTab: msg`Restaurant details`,
    newDetails: { cuisine: '', dietary_options: [], dress_code: {} },
  },
  attraction: {
    kind: 'attraction',
    title: msg`Attractions`,
    create: msg`Create attraction`,
    edit: msg`Edit attraction`,
    detailsTab: msg`Attraction details`,
    newDetails: { opening_hours: {}, last_entry: null },
  },
}

export const CUISINE_LABELS: Readonly<Record<Cuisine, MessageDescriptor>> = {
  nordic: msg`Nordic`,
  seafood: msg`Seafood`,
  italian: msg`Italian`,
  french: msg`French`,
  asian: msg`Asian`,
  indian: msg`Indian`,
  international: msg`International`,
  cafe: msg`Café`,
}

export const DIETARY_LABELS: Readonly<Record<DietaryOption, MessageDescriptor>> = {
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  gluten_free: msg`Gluten-free`,
  lactose_free: msg`Lactose-free`,
  halal: msg`Halal`,
  kosher: msg`Kosher`,
}

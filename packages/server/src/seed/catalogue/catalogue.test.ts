import type { Locale } from '@jaunt/domain'
import {
  DEMO_CANCELLATION_POLICIES,
  DEMO_CATEGORIES,
  DEMO_FEATURES,
  DEMO_LOCATIONS,
  DEMO_PRODUCTS,
  DEMO_SUPPLIERS,
  DEMO_TAGS,
} from './demo-data.js'
import { readDemoData } from '../read-data.js'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEMO_SITES } from '../demo-sites.js'
import {
  demoProductSchema,
  type DemoBookable,
  type DemoProduct,
  type DemoTexts,
  type Translated,
} from './types.js'

const LOCALES = ['en', 'no', 'de'] as const
const SERVICE_KINDS = ['activities', 'events', 'hotels', 'attractions', 'restaurants', 'rentals', 'packages']
const HEX_COLOUR = /^#[0-9A-F]{6}$/i
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const locations = new Map(DEMO_LOCATIONS.map((location) => [location.slug, location]))
const categories = new Set(DEMO_CATEGORIES.map((category) => category.slug))
const tags = new Set(DEMO_TAGS.map((tag) => tag.slug))
const features = new Set(DEMO_FEATURES.map((feature) => feature.slug))
const policies = new Set(DEMO_CANCELLATION_POLICIES.map((policy) => policy.slug))
const suppliers = new Set(['supplier', 'both', ...DEMO_SUPPLIERS.map((supplier) => supplier.key)])
const productsByCode = new Map(DEMO_PRODUCTS.map((product) => [product.code, product]))

function isBookable(product: DemoProduct): product is DemoBookable {
  return product.kind !== 'hotels' && product.kind !== 'packages'
}

function kilometresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

function isTranslated(name: Translated) {
  return LOCALES.every((locale) => name[locale].trim().length > 0)
}

/** Every name a guest meets on a product's page: options for bookables, rooms and their rates for hotels. */
function namesOf(product: DemoProduct): { label: string; name: Translated }[] {
  if (product.kind === 'packages') return []
  if (product.kind === 'hotels')
    return product.room_types.flatMap((room) => [
      { label: `room ${room.title.en}`, name: room.title },
      { label: `room ${room.title.en} description`, name: room.description },
      ...room.rate_plans.map((plan) => ({ label: `rate ${plan.title.en}`, name: plan.title })),
    ])
  return product.options.map((option) => ({ label: `option ${option.name.en}`, name: option.name }))
}

// The lodge's front desk sells what the demo site sells (seed-catalogue.ts).
const sitesSelling = (product: DemoProduct) =>
  product.sites.includes('demo') ? [...product.sites, 'lodge'] : product.sites

/** Lists `code: problem` for every product that breaks a rule, so a failure names the culprits. */
function problems(check: (product: DemoProduct) => string[]) {
  return DEMO_PRODUCTS.flatMap((product) => check(product).map((problem) => `${product.code}: ${problem}`))
}

describe('demo catalogue', () => {
  it('stops at a data file entry that breaks its schema, naming the file and the field', () => {
    const [product] = DEMO_PRODUCTS
    const misspelt = { ...product, currency: 'NKK' }
    expect(() => readDemoData('products/activities.json', z.array(demoProductSchema), [misspelt])).toThrow(
      /^seed\/data\/products\/activities\.json: 0\.currency: /,
    )
  })

  it('has at least 40 products with unique codes, covering every service type', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(40)
    expect(productsByCode.size).toBe(DEMO_PRODUCTS.length)
    expect(new Set(DEMO_PRODUCTS.map((product) => product.kind))).toEqual(new Set(SERVICE_KINDS))
  })

  it('names every location, category, tag and feature in English, Norwegian and German', () => {
    const named = [...DEMO_LOCATIONS, ...DEMO_CATEGORIES, ...DEMO_TAGS, ...DEMO_FEATURES]
    expect(named.filter((entry) => !isTranslated(entry.name)).map((entry) => entry.slug)).toEqual([])
    expect(DEMO_CATEGORIES.filter((category) => category.parent && !categories.has(category.parent))).toEqual(
      [],
    )
    expect(DEMO_FEATURES.filter((feature) => feature.most_popular)).toHaveLength(5)
    expect([...policies].sort()).toEqual(['flexible', 'moderate', 'non-refundable', 'strict'])
  })

  it('refers only to locations, taxonomy, policies and suppliers that exist', () => {
    const failures = problems((product) => {
      const cancellations = [product.cancellation]
      if (product.kind === 'hotels') {
        cancellations.push(
          ...product.room_types.flatMap((room) => room.rate_plans.map((plan) => plan.cancellation)),
        )
      }
      return [
        ...(locations.has(product.location) ? [] : [`location ${product.location}`]),
        ...product.categories.filter((slug) => !categories.has(slug)).map((slug) => `category ${slug}`),
        ...product.tags.filter((slug) => !tags.has(slug)).map((slug) => `tag ${slug}`),
        ...product.features.filter((slug) => !features.has(slug)).map((slug) => `feature ${slug}`),
        ...cancellations.filter((slug) => !policies.has(slug)).map((slug) => `cancellation ${slug}`),
        ...(suppliers.has(product.supplier) ? [] : [`supplier ${product.supplier}`]),
      ]
    })
    expect(failures).toEqual([])
  })

  it('bundles existing products in the package currency, on the sites that sell the package', () => {
    const failures = problems((product) => {
      if (product.kind !== 'packages') return []
      return product.components.flatMap((code) => {
        const component = productsByCode.get(code)
        if (!component || component.kind === 'packages')
          return [`component ${code} is not a bookable product`]
        if (component.currency !== product.currency)
          return [`component ${code} is sold in ${component.currency}`]
        const missingSites = product.sites.filter((site) => !component.sites.includes(site))
        return missingSites.map((site) => `component ${code} is not on site ${site}`)
      })
    })
    expect(failures).toEqual([])
  })

  it('describes every product in English, Norwegian and German, with at least one image', () => {
    const failures = problems((product) => {
      const texts = LOCALES.flatMap((locale) => {
        const { highlights, ...fields } = product.texts[locale]
        const empty = Object.entries(fields).filter(([, value]) => value.trim() === '')
        return [
          ...empty.map(([field]) => `${locale} ${field} is empty`),
          ...(highlights.length >= 3 && highlights.length <= 5 && highlights.every((line) => line.trim())
            ? []
            : [`${locale} needs 3 to 5 highlights`]),
          ...(locale !== 'en' && product.texts[locale].description === product.texts.en.description
            ? [`${locale} description is a copy of the English one`]
            : []),
        ]
      })
      const images = product.images.every((image) => image.palette.every((colour) => HEX_COLOUR.test(colour)))
      return [
        ...texts,
        ...(product.images.length >= 1 && images ? [] : ['needs images with hex palettes']),
        ...(product.sites.length > 0 ? [] : ['is on no site']),
      ]
    })
    expect(failures).toEqual([])
  })

  it('describes every product and names its options in every language of each site that sells it', () => {
    const failures = problems((product) =>
      DEMO_SITES.filter((site) => sitesSelling(product).includes(site.sub_domain)).flatMap((site) =>
        site.settings.general_settings.language.enabled_language.flatMap((locale: Locale) => {
          const texts = (product.texts as Partial<Record<Locale, DemoTexts>>)[locale]
          const missing = [
            ...(texts?.name.trim() ? [] : ['name']),
            ...(texts?.description.trim() ? [] : ['description']),
            ...namesOf(product)
              .filter(({ name }) => !(name as Partial<Record<Locale, string>>)[locale]?.trim())
              .map(({ label }) => label),
          ]
          return missing.map((field) => `${site.sub_domain} ${locale} ${field} is missing`)
        }),
      ),
    )
    expect(failures).toEqual([])
  })

  it('places every product within 30 km of its location', () => {
    const failures = problems((product) => {
      const location = locations.get(product.location)
      const distance = location ? kilometresBetween(location, product) : Infinity
      return distance <= 30 ? [] : [`${Math.round(distance)} km from ${product.location}`]
    })
    expect(failures).toEqual([])
  })

  it('books options with clock start times, sensible allotments and priced tickets', () => {
    const failures = problems((product) => {
      if (!isBookable(product)) return []
      if (product.options.length === 0) return ['has no options']
      return product.options.flatMap((option) => [
        ...(isTranslated(option.name) ? [] : ['option name is not translated']),
        ...option.start_times.filter((time) => !CLOCK_TIME.test(time)).map((time) => `start time ${time}`),
        ...(option.start_times.length > 0 ? [] : ['option has no start times']),
        ...(option.allotment >= 8 && option.allotment <= 40 ? [] : [`allotment ${option.allotment}`]),
        ...(option.weekdays ?? []).filter((day) => day < 1 || day > 7).map((day) => `weekday ${day}`),
        ...option.tickets
          .filter((ticket) => ticket.price <= 0)
          .map((ticket) => `${ticket.guest_type} is free`),
        ...option.tickets
          .filter((ticket) => ticket.price_type === 2 && (ticket.member_count ?? 1) < 2)
          .map((ticket) => `${ticket.guest_type} group ticket without members`),
      ])
    })
    expect(failures).toEqual([])
  })

  it('runs events on three to eight dates within the next 120 days', () => {
    const failures = problems((product) => {
      if (product.kind !== 'events') return []
      const days = product.event_days ?? []
      const inRange = days.every((day) => day >= 0 && day <= 120)
      return days.length >= 3 && days.length <= 8 && inRange ? [] : [`event days ${days.join(', ')}`]
    })
    expect(failures).toEqual([])
  })

  it('shows sold-out and nearly sold-out days early in the calendar, on days that run', () => {
    const withSoldOut = DEMO_PRODUCTS.filter(
      (product) => product.kind !== 'packages' && product.sold_out_days,
    )
    expect(withSoldOut.length).toBeGreaterThanOrEqual(3)
    expect(
      DEMO_PRODUCTS.filter((product) => isBookable(product) && product.nearly_sold_out_days).length,
    ).toBeGreaterThanOrEqual(3)
    const failures = problems((product) => {
      if (product.kind === 'packages') return []
      const soldOut = product.sold_out_days ?? []
      const nearlySoldOut = isBookable(product) ? (product.nearly_sold_out_days ?? []) : []
      const eventDays = product.kind === 'events' ? product.event_days : undefined
      return [...soldOut, ...nearlySoldOut].flatMap((day) => [
        ...(day >= 0 && day <= 20 ? [] : [`day ${day} is not within the first 20 days`]),
        ...(eventDays && !eventDays.includes(day) ? [`day ${day} is not an event day`] : []),
        ...(soldOut.includes(day) && nearlySoldOut.includes(day)
          ? [`day ${day} is both sold out and nearly`]
          : []),
      ])
    })
    expect(failures).toEqual([])
  })

  it('sells in at least three currencies through at least three suppliers, on two different site catalogues', () => {
    expect(new Set(DEMO_PRODUCTS.map((product) => product.currency)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(DEMO_PRODUCTS.map((product) => product.supplier)).size).toBeGreaterThanOrEqual(3)
    const onlyOn = (site: 'demo' | 'nordic') =>
      DEMO_PRODUCTS.filter((product) => product.sites.length === 1 && product.sites[0] === site)
    expect(onlyOn('demo').length).toBeGreaterThan(0)
    expect(onlyOn('nordic').length).toBeGreaterThan(0)
  })
})

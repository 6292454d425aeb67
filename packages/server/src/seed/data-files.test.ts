import { describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from './catalogue/demo-data.js'
import accounts from './data/accounts.json' with { type: 'json' }
import pages from './data/pages.json' with { type: 'json' }
import { DEMO_ACCOUNTS, demoAccountsSchema } from './demo-accounts.js'
import { DEMO_DESTINATIONS, sceneUrlSchema } from './demo-destinations.js'
import { DEMO_PAGES, demoPagesSchema } from './demo-pages.js'
import { DEMO_SITES } from './demo-sites.js'
import { readDemoData } from './read-data.js'

const clone = <T>(value: T): T => structuredClone(value)

describe('demo data files', () => {
  it('stops at an account that breaks its schema, naming the file and the field', () => {
    const misspelt = clone(accounts)
    misspelt[1]!.roles = ['Partnr']
    expect(() => readDemoData('accounts.json', demoAccountsSchema, misspelt)).toThrow(
      /^seed\/data\/accounts\.json: 1\.roles\.0: /,
    )
    const orphan = clone(accounts)
    orphan[5]!.parent = 'nobody'
    expect(() => readDemoData('accounts.json', demoAccountsSchema, orphan)).toThrow(
      /^seed\/data\/accounts\.json: 5\.parent: Expected the key of an earlier account/,
    )
  })

  it('stops at a page that names a product or a field that does not exist', () => {
    const unknownProduct = clone(pages)
    const grid = unknownProduct.demo.pages[0]!.sections[1]! as { products?: string[] }
    grid.products = ['ACT-NOWHERE']
    expect(() => readDemoData('pages.json', demoPagesSchema, unknownProduct)).toThrow(
      /^seed\/data\/pages\.json: demo\.pages\.0\.sections\.1\.products\.0: Expected the code of a product/,
    )
    const extraField = clone(pages)
    Object.assign(extraField.nordic.pages[0]!, { titel: { en: 'Home' } })
    expect(() => readDemoData('pages.json', demoPagesSchema, extraField)).toThrow(
      /^seed\/data\/pages\.json: nordic\.pages\.0: .*titel/,
    )
  })

  it('gives every site an owner among the accounts and a page set', () => {
    const keys = new Set(DEMO_ACCOUNTS.map((account) => account.key))
    expect(keys.size).toBe(DEMO_ACCOUNTS.length)
    expect(DEMO_SITES.filter((site) => !keys.has(site.owner))).toEqual([])
    expect(Object.keys(DEMO_PAGES).sort()).toEqual(DEMO_SITES.map((site) => site.sub_domain).sort())
  })

  it('shows pictures the media module draws and products the sites sell', () => {
    const pictures = Object.values(DEMO_PAGES).flatMap(({ pages }) =>
      pages.flatMap((page) =>
        page.sections.flatMap((section) => {
          if (section.type === 'hero') return section.image ? [section.image] : []
          if (section.type === 'destination-boxes') return section.boxes.flatMap((box) => box.image ?? [])
          if (section.type === 'gallery') return section.images.map((image) => image.url)
          return []
        }),
      ),
    )
    expect(pictures.filter((url) => !sceneUrlSchema.safeParse(url).success)).toEqual([])
    const sold = (site: string, code: string) =>
      DEMO_PRODUCTS.some((product) => product.code === code && (product.sites as string[]).includes(site))
    const unsold = Object.entries(DEMO_PAGES).flatMap(([site, { pages }]) =>
      pages.flatMap((page) =>
        page.sections.flatMap((section) =>
          section.type === 'product-grid'
            ? section.products.filter((code) => !sold(site, code)).map((code) => `${site} ${code}`)
            : [],
        ),
      ),
    )
    expect(unsold).toEqual([])
    expect(DEMO_DESTINATIONS.map((box) => box.slug)).toEqual(['fjord-norway', 'tromso', 'lofoten'])
  })
})

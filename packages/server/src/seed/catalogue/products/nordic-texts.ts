import type { DemoProduct, DemoTexts, NordicLocale, Translated } from '../types.js'

export type NordicNames = Record<NordicLocale, string>

/**
 * Swedish, Danish and Finnish for a product the Nordic site sells, kept beside the product files so
 * those stay readable. Options and room types are listed in the product's order.
 */
export interface NordicTranslation {
  texts: Partial<Record<NordicLocale, DemoTexts>>
  options?: NordicNames[]
  rooms?: { title: NordicNames; description: NordicNames }[]
}

const named = (name: Translated, nordic?: NordicNames): Translated => ({ ...nordic, ...name })

/** Adds the Nordic languages to each product; a text the product already has in a language stays. */
export function withNordicTexts(
  products: DemoProduct[],
  translations: Record<string, NordicTranslation>,
): DemoProduct[] {
  return products.map((product) => {
    const nordic = translations[product.code]
    if (!nordic) return product
    const texts = { ...nordic.texts, ...product.texts }
    if (product.kind === 'hotels')
      return {
        ...product,
        texts,
        room_types: product.room_types.map((room, index) => ({
          ...room,
          title: named(room.title, nordic.rooms?.[index]?.title),
          description: named(room.description, nordic.rooms?.[index]?.description),
        })),
      }
    if (product.kind === 'packages') return { ...product, texts }
    return {
      ...product,
      texts,
      options: product.options.map((option, index) => ({
        ...option,
        name: named(option.name, nordic.options?.[index]),
      })),
    }
  })
}

import { ProductCardSkeleton } from '../features/product/ProductCard'
import { ProductElementView } from '../features/product/ProductElementView'
import { isProductType, PRODUCT_TYPES, type ProductRef } from '../site/products'
import type { CommonAttributes, Parsed } from './attributes'
import { defineJauntElement } from './defineJauntElement'

type ProductAttributes = CommonAttributes & {
  type?: string
  productId?: string
  mode?: string
  readOnly?: boolean
}

type ProductSettings = { product: ProductRef; mode: 'card' | 'inline'; readOnly: boolean }

function parseProduct(attributes: ProductAttributes): Parsed<ProductSettings> {
  const problems: string[] = []
  const type = attributes.type?.trim().toLowerCase()
  if (!isProductType(type))
    problems.push(`type="${attributes.type ?? ''}" is not one of ${PRODUCT_TYPES.join(', ')}`)
  const id = attributes.productId?.trim() ?? ''
  if (!/^[1-9]\d{0,9}$/.test(id))
    problems.push(`product-id="${attributes.productId ?? ''}" is not a product id`)
  const mode = attributes.mode?.trim().toLowerCase() || 'card'
  if (mode !== 'card' && mode !== 'inline') problems.push(`mode="${attributes.mode}" is not card or inline`)
  if (problems.length > 0 || !isProductType(type)) return { ok: false, problems }
  return {
    ok: true,
    value: {
      product: { type, id: Number(id) },
      mode: mode as 'card' | 'inline',
      readOnly: attributes.readOnly === true,
    },
  }
}

/**
 * `<jaunt-product type="activity" product-id="2" site="1">`: a product card whose button opens its
 * booking dialog; `mode="inline"` shows the booking panel in place; `read-only="true"` only shows it.
 */
export const {
  element: JauntProductElement,
  createElement,
  define,
} = defineJauntElement<ProductAttributes, ProductSettings>({
  tag: 'jaunt-product',
  props: { type: 'string', productId: 'string', mode: 'string', readOnly: 'boolean' },
  parse: parseProduct,
  render: (settings) => <ProductElementView {...settings} />,
  fallback: <ProductCardSkeleton />,
})

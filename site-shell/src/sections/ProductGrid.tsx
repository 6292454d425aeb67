import { getSiteGrid } from '@jaunt/api-client'
import { productTypeOf } from '@jaunt/widget/site/products'
import styled from 'styled-components'
import { usePublicCall } from '../site/PublicApi'
import { useSite } from '../site/SiteContext'
import { SectionTitle } from './SectionTitle'
import type { SectionProps } from './sectionProps'

/** Chosen products of the site's catalogue as the widget's product cards. */
export function ProductGrid({ section, lang }: SectionProps<'product-grid'>) {
  const site = useSite()
  const catalogue = usePublicCall(`grid-${site?.id ?? 0}`, (http, signal) =>
    getSiteGrid(http, { siteId: site?.id ?? 0, count: 100 }, signal),
  )
  if (!site) return null
  const cards = catalogue.state === 'ready' ? catalogue.value.data : []
  const products = section.service_ids.flatMap((id) => {
    const card = cards.find((each) => each.id === id)
    return card ? [{ id, type: productTypeOf(card.service_type) }] : []
  })
  return (
    <section>
      <SectionTitle>{section.title}</SectionTitle>
      <Grid>
        {products.map((product) => (
          <jaunt-product
            key={product.id}
            site={String(site.id)}
            lang={lang}
            type={product.type}
            product-id={String(product.id)}
          />
        ))}
      </Grid>
    </section>
  )
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin-bottom: 32px;
`

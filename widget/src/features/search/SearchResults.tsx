import type { ServiceCard } from '@jaunt/domain'
import { Alert, Button, colours, SearchIcon } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { cardPicture } from '../product/cardPicture'
import { ProductCard, ProductCardSkeleton } from '../product/ProductCard'

export type SearchResultsProps =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void }
  | {
      state: 'ready'
      results: readonly ServiceCard[]
      total: number
      page: number
      pageSize: number
      /** The previous page's results are shown while the next loads. */
      updating?: boolean
      onPage: (page: number) => void
      onOpen: (product: ServiceCard) => void
      onClear: () => void
      imageUrl: (url: string | undefined) => string | undefined
    }

/** A page of products, or why there is none; 12 a page with Previous and Next. */
export function SearchResults(props: SearchResultsProps) {
  const { t } = useLingui()
  if (props.state === 'loading') {
    return (
      <Grid aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Grid>
    )
  }
  if (props.state === 'error') {
    return (
      <Notice>
        <Alert tone="error">{props.message}</Alert>
        <Button variant="secondary" onClick={props.onRetry}>
          {t`Try again`}
        </Button>
      </Notice>
    )
  }
  const { results, total, page, pageSize } = props
  if (results.length === 0) {
    return (
      <Notice role="status">
        <SearchIcon size={36} />
        <strong>{t`Nothing matches your search.`}</strong>
        <span>{t`Try other words, another place, or fewer filters.`}</span>
        <Button variant="secondary" onClick={props.onClear}>
          {t`Clear the search`}
        </Button>
      </Notice>
    )
  }
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <section aria-busy={props.updating ?? false}>
      {/* The results' heading, so the cards' own headings (h3) come under one. */}
      <Summary>
        <span role="status">{t`${plural(total, { one: '# result', other: '# results' })}`}</span>
      </Summary>
      <Grid $dim={props.updating ?? false}>
        {results.map((product) => (
          <li key={product.id}>
            <ProductCard
              state="ready"
              product={{
                ...product,
                ...cardPicture(product.images[0]?.url, props.imageUrl),
                imageAlt: product.images[0]?.alt,
              }}
              actionLabel={t`See details`}
              onAction={() => props.onOpen(product)}
            />
          </li>
        ))}
      </Grid>
      {pages > 1 ? (
        <Pager aria-label={t`Pages`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
            {t`Previous`}
          </Button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
            {t`Next`}
          </Button>
        </Pager>
      ) : null}
    </section>
  )
}

const Grid = styled.ul<{ $dim?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $dim }) => ($dim ? 0.55 : 1)};
  transition: opacity 0.15s ease;
`

const Summary = styled.h2`
  margin: 0 0 12px;
  font-size: 14px;
  font-weight: 400;
  color: ${colours.muted};
`

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 16px;
  text-align: center;
  color: ${colours.muted};

  strong {
    font-size: 18px;
    color: ${colours.text};
  }
`

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: 20px;
  font-size: 14px;
`

import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { useBlockProducts } from './CatalogueProductsField'
import { GridPreview, Placeholder } from './SectionPreviews'

/** The products block as the site shows it: each chosen product's picture and name, in order. */
export function ProductsPreview({ siteId, title, ids }: { siteId: number; title: string; ids: number[] }) {
  const { t } = useLingui()
  const products = useBlockProducts(siteId, ids)
  return (
    <GridPreview
      title={title}
      count={products.length}
      label={(index) => {
        const product = products[index]!
        return (
          <Box
            key={product.id}
            component="article"
            sx={{ borderRadius: '12px', overflow: 'hidden', boxShadow: 1 }}
          >
            {product.image_url ? (
              <img
                src={product.image_url}
                alt=""
                style={{ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover' }}
              />
            ) : null}
            <Box component="h3" sx={{ m: 0, p: 1.5, fontSize: 17 }}>
              {product.name}
            </Box>
          </Box>
        )
      }}
    >
      {ids.length === 0 && (
        <Placeholder>{t`Choose products your site sells in the block's fields.`}</Placeholder>
      )}
    </GridPreview>
  )
}

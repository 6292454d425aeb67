import Alert from '@mui/material/Alert'
import { useLingui } from '@lingui/react/macro'
import type { AdminProductKind, ProductRecord } from '@jaunt/domain'
import { Edit, useRecordContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { PRODUCT_KINDS } from './productKinds'
import { ProductForm } from './ProductForm'
import { useProductBreadcrumbs } from './useProductBreadcrumbs'

function ProductHeading({ kind }: { kind: AdminProductKind }) {
  const { t, i18n } = useLingui()
  const { base } = useServices()
  const product = useRecordContext<ProductRecord>()
  const name = product?.texts.en?.name ?? ''
  const supplier = product?.supplier_name ?? ''
  // The supplier's own panel, in the admin's language: the page they manage options on.
  const path = product ? `/${base.locale}/npanel/tour/manage/${product.id}/options` : ''
  return (
    <>
      <PageHeader
        title={name || i18n._(PRODUCT_KINDS[kind].edit)}
        breadcrumbs={useProductBreadcrumbs(kind, t`Edit`)}
      />
      {product && (
        // Options, tickets and schedule stay the supplier's own pages (docs/decisions.md).
        <Alert severity="info" sx={{ mb: 2 }}>
          {t`Its supplier, ${supplier}, adds its options, tickets and schedule in their panel at ${path}.`}
        </Alert>
      )}
    </>
  )
}

/** `rental/{id}`: saved pessimistically, so the server's 400s (supplier, location) land on their fields. */
export function ProductEdit({ kind }: { kind: AdminProductKind }) {
  return (
    <Edit resource={kind} title={false} mutationMode="pessimistic" redirect={false} actions={false}>
      <ProductHeading kind={kind} />
      <ProductForm kind={kind} />
    </Edit>
  )
}

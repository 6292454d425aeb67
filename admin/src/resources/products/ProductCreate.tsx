import { useLingui } from '@lingui/react/macro'
import type { AdminProductKind } from '@jaunt/domain'
import { Create } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { PRODUCT_KINDS } from './productKinds'
import { ProductForm } from './ProductForm'
import { useProductBreadcrumbs } from './useProductBreadcrumbs'

/** `rental/-1` (restaurant, attraction): a new product of the chosen supplier, saved inactive. */
export function ProductCreate({ kind }: { kind: AdminProductKind }) {
  const { t, i18n } = useLingui()
  const config = PRODUCT_KINDS[kind]
  const defaults = {
    currency_code: '',
    duration: { days: null, hours: 1, minutes: 0 },
    min_booking: 1,
    category_ids: [],
    texts: { en: { name: '' } },
    details: config.newDetails,
  }
  return (
    <>
      <PageHeader title={i18n._(config.create)} breadcrumbs={useProductBreadcrumbs(kind, t`Create`)} />
      <Create
        resource={kind}
        title={false}
        record={defaults}
        redirect={(_resource, id) => `${kind}/${String(id)}`}
      >
        <ProductForm kind={kind} />
      </Create>
    </>
  )
}

import { useLingui } from '@lingui/react/macro'
import type { CategoryAdminRecord } from '@jaunt/domain'
import { List, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { WHOLE_TREE } from '../service-categories/categoryData'
import { CategoryTreeTable } from '../service-categories/CategoryTreeTable'
import { COMMISSION_CATEGORY_RESOURCE } from './commissionData'

/** `settings/commission-categories`: each category's commission, and the one its products pay. */
export function CommissionCategoryList() {
  const { t } = useLingui()
  const applied = (category: CategoryAdminRecord) =>
    category.commission_percent === null
      ? t`${category.effective_commission_percent} % (inherited)`
      : `${category.effective_commission_percent} %`
  return (
    <>
      <PageHeader
        title={t`Commission categories`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Settings` },
          { label: t`Commission categories` },
        ]}
      />
      <List
        resource={COMMISSION_CATEGORY_RESOURCE}
        sort={{ field: 'tree', order: 'ASC' }}
        perPage={WHOLE_TREE.perPage}
        pagination={false}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <CategoryTreeTable
          columns={[
            {
              label: t`Own commission %`,
              render: (category) =>
                category.commission_percent === null ? '—' : category.commission_percent,
            },
            { label: t`Commission applied`, render: applied },
          ]}
        />
      </List>
    </>
  )
}

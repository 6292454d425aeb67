import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import type { TourStatusCounts } from '@jaunt/domain'
import { useQuery } from '@tanstack/react-query'
import { useDataProvider, useListContext } from 'react-admin'
import { STATUS_TABS } from '../tours/tourStatus'
import type { StatusResource } from './statusResource'

const ALL = 'all'

/**
 * The status tabs over a product list (activities, hotels), each with its count under the list's
 * other filters. The counts live under the resource's key, so react-admin refetches them after any
 * change to one of its records. `filter` is the list's permanent filter (a site's packages).
 */
export function StatusTabs({ resource, filter = {} }: { resource: StatusResource; filter?: object }) {
  const { t, i18n } = useLingui()
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const dataProvider = useDataProvider()
  const { status, ...others } = filterValues as { status?: number }
  const { data: counts } = useQuery({
    queryKey: [resource, 'countByStatus', { ...filter, ...others }],
    queryFn: () =>
      dataProvider.countByStatus(resource, { filter: { ...filter, ...others } }) as Promise<TourStatusCounts>,
  })
  const countOf = (tab: number) => counts?.data.find((row) => row.status === tab)?.count
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : `${text} (${count})`
  return (
    <Tabs
      value={status ?? ALL}
      onChange={(_event, value: number | typeof ALL) =>
        setFilters(value === ALL ? others : { ...others, status: value }, displayedFilters)
      }
      variant="scrollable"
      aria-label={t`Status`}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value={ALL} label={label(t`All`, counts?.total)} />
      {STATUS_TABS.map((tab) => (
        <Tab key={tab.status} value={tab.status} label={label(i18n._(tab.label), countOf(tab.status))} />
      ))}
    </Tabs>
  )
}

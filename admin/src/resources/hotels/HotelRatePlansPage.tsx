import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useLingui } from '@lingui/react/macro'
import {
  HotelMealPlan,
  HotelPriceRuleType,
  type HotelRatePlanInput,
  type HotelRatePlanRecord,
  type HotelRoomTypeRecord,
} from '@jaunt/domain'
import { useState } from 'react'
import { useGetManyReference, useNotify } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { NotFound } from '../../access/NotFound'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { useLocalName } from '../tours/useLocalName'
import { MEAL_PLAN_LABELS } from './hotelMealPlans'
import { RatePlanForm } from './RatePlanForm'
import { useHotelBreadcrumbs } from './hotelPaths'
import { useChildSave } from './useChildSave'
import { useManagedHotel } from './useManagedHotel'

const WHOLE = { pagination: { page: 1, perPage: 500 }, sort: { field: 'position', order: 'ASC' } } as const

/** `hotel/manage/{id}/rate-plans`: per room type, the non-connected rate plans and those connected to a parent. */
export function HotelRatePlansPage() {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const localName = useLocalName()
  const { base } = useServices()
  const hotelId = Number(useParams().id)
  const { hotel, missing } = useManagedHotel(hotelId)
  const rooms = useGetManyReference<HotelRoomTypeRecord>('hotel-room-type', {
    target: 'hotel_id',
    id: hotelId,
    ...WHOLE,
  })
  const plans = useGetManyReference<HotelRatePlanRecord>('hotel-rate-plan', {
    target: 'hotel_id',
    id: hotelId,
    ...WHOLE,
  })
  const [editing, setEditing] = useState<'new' | number | null>(null)
  const { save, drop } = useChildSave('hotel-rate-plan', hotelId, () => {
    setEditing(null)
    notify(t`Rate plan saved.`)
    void plans.refetch()
  })
  const name = localName(hotel?.texts)
  const breadcrumbs = useHotelBreadcrumbs({ label: name, to: `/hotel/${hotelId}` }, { label: t`Rate plans` })
  if (missing) return <NotFound />
  const allPlans = plans.data ?? []
  const form = (values: Partial<HotelRatePlanInput> & { id?: number }) => (
    <RatePlanForm
      values={values}
      rooms={rooms.data ?? []}
      plans={allPlans}
      onSubmit={(data) => save(editing!, data)}
      onCancel={() => setEditing(null)}
    />
  )
  // A formula, not words: the parent's name and the signed rule read the same in every language.
  const ruleText = (plan: HotelRatePlanRecord) => {
    const parent = localName(allPlans.find((other) => other.id === plan.parent_rate_plan_id)?.title)
    const value = plan.price_rule?.value ?? 0
    const unit = plan.price_rule?.type === HotelPriceRuleType.Percent ? '%' : ''
    return `${parent} ${value > 0 ? '+' : ''}${value}${unit}`
  }
  const planItem = (plan: HotelRatePlanRecord) =>
    editing === plan.id ? (
      <ListItem key={plan.id}>{form(plan as Partial<HotelRatePlanInput> & { id: number })}</ListItem>
    ) : (
      <ListItem
        key={plan.id}
        secondaryAction={
          <>
            <Button onClick={() => setEditing(plan.id)} disabled={editing !== null}>
              {t`Edit`}
            </Button>
            <Button color="error" onClick={() => void drop(plan.id)} disabled={editing !== null}>
              {t`Delete`}
            </Button>
          </>
        }
      >
        <ListItemText
          primary={localName(plan.title)}
          secondary={[
            i18n._(MEAL_PLAN_LABELS[plan.meal_plan as HotelMealPlan]),
            plan.connected ? ruleText(plan) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      </ListItem>
    )
  return (
    <>
      <PageHeader
        title={t`Rate plans of ${name}`}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <Button component={Link} to={`${base.basename}/hotel/manage/${hotelId}/room-types`}>
              {t`Room types`}
            </Button>
            <Button
              variant="contained"
              onClick={() => setEditing('new')}
              disabled={editing !== null || (rooms.data ?? []).length === 0}
            >
              {t`Add rate plan`}
            </Button>
          </>
        }
      />
      {(rooms.data ?? []).length === 0 && !rooms.isPending ? (
        <Typography color="text.secondary">{t`Add a room type first: each rate plan sells one room type.`}</Typography>
      ) : null}
      {editing === 'new' && (
        <Card sx={{ mb: 2 }}>
          {form({ room_type_id: rooms.data?.[0]?.id, title: { en: '' }, meal_plan: HotelMealPlan.RoomOnly })}
        </Card>
      )}
      {(rooms.data ?? []).map((room) => {
        const own = allPlans.filter((plan) => plan.room_type_id === room.id)
        return (
          <Card key={room.id} sx={{ mb: 2 }} component="section" aria-label={localName(room.title)}>
            <CardContent>
              <Typography variant="h6">{localName(room.title)}</Typography>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>{t`Non-connected rate plans`}</Typography>
              <List dense>{own.filter((plan) => !plan.connected).map(planItem)}</List>
              <Typography variant="subtitle2">{t`Connected rate plans`}</Typography>
              <List dense>{own.filter((plan) => plan.connected).map(planItem)}</List>
            </CardContent>
          </Card>
        )
      })}
    </>
  )
}

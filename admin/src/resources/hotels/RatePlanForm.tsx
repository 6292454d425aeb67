import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import {
  HotelMealPlan,
  HotelPriceRuleType,
  hotelRatePlanInputSchema,
  LOCALE_NAMES,
  LOCALES,
  type HotelRatePlanInput,
  type HotelRatePlanRecord,
  type HotelRoomTypeRecord,
} from '@jaunt/domain'
import { useWatch } from 'react-hook-form'
import { Form, NumberInput, SaveButton, SelectInput, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { useLocalName } from '../tours/useLocalName'
import { MEAL_PLAN_LABELS, PRICE_RULE_LABELS } from './hotelMealPlans'
import { useHotelChoices } from './useHotelChoices'

const validate = zodValidate(hotelRatePlanInputSchema)

/** The parent and price rule: only non-connected plans of the same room type can be a parent. */
function ConnectedFields({ plans, self }: { plans: HotelRatePlanRecord[]; self?: number }) {
  const { t, i18n } = useLingui()
  const localName = useLocalName()
  const roomTypeId = useWatch({ name: 'room_type_id' }) as number | undefined
  const parent = useWatch({ name: 'parent_rate_plan_id' }) as number | null | undefined
  const parents = plans.filter(
    (plan) => plan.room_type_id === roomTypeId && !plan.connected && plan.id !== self,
  )
  return (
    <>
      <SelectInput
        source="parent_rate_plan_id"
        label={t`Derived from (connected rate plan)`}
        choices={parents.map((plan) => ({ id: plan.id, name: localName(plan.title) }))}
        emptyText={t`None: priced on its own`}
        helperText={t`A connected rate plan takes its parent's nights, priced by the rule`}
      />
      {parent ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <SelectInput
            source="price_rule.type"
            label={t`Price rule`}
            choices={Object.values(HotelPriceRuleType).map((id) => ({
              id,
              name: i18n._(PRICE_RULE_LABELS[id]),
            }))}
          />
          <NumberInput source="price_rule.value" label={t`Value`} helperText={t`Such as -10 for 10% less`} />
        </Box>
      ) : null}
    </>
  )
}

/** One rate plan: its room type, name per language, meal plan, policy, and parent with price rule. */
export function RatePlanForm({
  values,
  rooms,
  plans,
  onSubmit,
  onCancel,
}: {
  values: Partial<HotelRatePlanInput> & { id?: number }
  rooms: HotelRoomTypeRecord[]
  plans: HotelRatePlanRecord[]
  onSubmit: (values: HotelRatePlanInput) => Promise<Record<string, string> | undefined>
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const localName = useLocalName()
  const { policies } = useHotelChoices()
  return (
    <Form
      record={values}
      validate={validate}
      onSubmit={(data: object) => onSubmit(data as HotelRatePlanInput)}
    >
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 720 }}>
        <SelectInput
          source="room_type_id"
          label={t`Room type`}
          choices={rooms.map((room) => ({ id: room.id, name: localName(room.title) }))}
        />
        <TextInput source="title.en" label={t`Rate plan name`} />
        <details>
          <summary>{t`Name in other languages`}</summary>
          {LOCALES.filter((code) => code !== 'en').map((code) => (
            <TextInput key={code} source={`title.${code}`} label={LOCALE_NAMES[code]} />
          ))}
        </details>
        <SelectInput
          source="meal_plan"
          label={t`Meal plan`}
          choices={Object.values(HotelMealPlan).map((id) => ({ id, name: i18n._(MEAL_PLAN_LABELS[id]) }))}
        />
        <SelectInput
          source="cancellation_policy_id"
          label={t`Cancellation policy`}
          choices={policies}
          emptyText={t`None`}
        />
        <ConnectedFields plans={plans} self={values.id} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton alwaysEnable />
          <Button onClick={onCancel}>{t`Cancel`}</Button>
        </Box>
      </Box>
    </Form>
  )
}

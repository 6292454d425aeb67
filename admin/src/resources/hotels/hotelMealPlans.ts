import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { HotelMealPlan, HotelPriceRuleType } from '@jaunt/domain'

export const MEAL_PLAN_LABELS: Readonly<Record<HotelMealPlan, MessageDescriptor>> = {
  [HotelMealPlan.RoomOnly]: msg`Room only`,
  [HotelMealPlan.Breakfast]: msg`Breakfast included`,
  [HotelMealPlan.HalfBoard]: msg`Half board`,
  [HotelMealPlan.FullBoard]: msg`Full board`,
  [HotelMealPlan.AllInclusive]: msg`All inclusive`,
}

export const PRICE_RULE_LABELS: Readonly<Record<HotelPriceRuleType, MessageDescriptor>> = {
  [HotelPriceRuleType.Percent]: msg`Percent of the parent's price`,
  [HotelPriceRuleType.Amount]: msg`Amount added to the parent's price`,
}

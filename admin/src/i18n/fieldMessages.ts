import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { MESSAGES, TIME_OF_DAY_MESSAGE } from '@jaunt/domain'

/**
 * The shared schemas' field messages by their English text: the forms' own checks and the server's
 * 400s carry the same text, and react-admin translates whatever a field shows through this table.
 */
export const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [MESSAGES.tourNameRequired]: msg`Please enter name`,
  [MESSAGES.locationRequired]: msg`Please select location`,
  [MESSAGES.currencyRequired]: msg`Please enter currency`,
  [MESSAGES.durationRequired]: msg`Please enter duration`,
  [MESSAGES.durationInvalid]: msg`Please enter valid duration`,
  [MESSAGES.minBookingInvalid]: msg`Minimum booking must be at least 1`,
  [MESSAGES.optionNameRequired]: msg`Please enter option name`,
  [MESSAGES.startTimeRequired]: msg`Please add at least one start time`,
  [MESSAGES.mapPinIncomplete]: msg`Please set both latitude and longitude of the map pin`,
  [TIME_OF_DAY_MESSAGE]: msg`Expected a time HH:mm`,
  [MESSAGES.priceInvalid]: msg`Please enter a price of 0 or more`,
  [MESSAGES.maxBelowMin]: msg`The most per booking cannot be below the least`,
  [MESSAGES.memberCountPerPerson]: msg`Only a group ticket counts several members`,
  [MESSAGES.weekdaysRequired]: msg`Please choose at least one weekday`,
  [MESSAGES.scheduleRangeInvalid]: msg`The last date must be on or after the first, within a year`,
  [MESSAGES.sectionTitleRequired]: msg`Please enter section title`,
  [MESSAGES.sectionBodyRequired]: msg`Please enter section text`,
  [MESSAGES.tooManyRecommendations]: msg`Please choose at most 6 products`,
  [MESSAGES.productNotRecommendable]: msg`This product cannot be recommended`,
  [MESSAGES.featureNotFound]: msg`This feature does not exist`,
}

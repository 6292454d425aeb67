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
  [MESSAGES.unknownTag]: msg`Please choose tags from the list`,
  [MESSAGES.unknownCategory]: msg`Please choose categories from the list`,
  [MESSAGES.unknownTaxCategory]: msg`Please choose a tax category from the list`,
  [MESSAGES.seasonDateInvalid]: msg`Please enter a date`,
  [MESSAGES.seasonEndsBeforeStart]: msg`The season cannot end before it starts`,
  [MESSAGES.seasonsOverlap]: msg`Seasons must not overlap`,
  [MESSAGES.tooManySeasons]: msg`At most 20 seasons`,
  [MESSAGES.channelManagerRequired]: msg`Please choose a channel manager`,
  [MESSAGES.channelManagerUnknown]: msg`This channel manager does not exist`,
  [MESSAGES.externalProductCodeRequired]: msg`Please enter the product code at the channel manager`,
  [MESSAGES.externalCodeInvalid]: msg`Use at most 64 letters, digits or . _ : / -`,
  [MESSAGES.optionNotOfTour]: msg`This option is not one of the activity’s options`,
  [MESSAGES.supplierRequired]: msg`Please select supplier`,
  [MESSAGES.supplierNotSupplier]: msg`Please select a user with the Supplier role`,
  [MESSAGES.depositInvalid]: msg`Please enter a deposit of 0 or more`,
  [MESSAGES.renterAgeInvalid]: msg`Please enter an age between 0 and 99`,
  [MESSAGES.cuisineRequired]: msg`Please select cuisine`,
  [MESSAGES.openingHoursIncomplete]: msg`Please enter both opening and closing time, or neither`,
  [MESSAGES.closingBeforeOpening]: msg`Closing time must be after opening time`,
  [MESSAGES.fileRequired]: msg`Please choose a file`,
  [MESSAGES.fileNotImage]: msg`The file must be a JPEG, PNG, WebP, AVIF or GIF image`,
  [MESSAGES.fileTooLarge]: msg`The file is larger than 15 MB`,
  [MESSAGES.imageUrlNotOwn]: msg`Please use an uploaded image`,
  [MESSAGES.imageRequired]: msg`At least one image is required.`,
  [MESSAGES.uploadInUse]: msg`This image is still shown on an activity: remove it there first`,
}

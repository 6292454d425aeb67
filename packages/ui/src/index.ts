export { Alert, type AlertProps, type AlertTone } from './Alert'
export { CountBadge, Tag, type TagTone } from './Badge'
export { Button, IconButton, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button'
export {
  Calendar,
  type CalendarDay,
  type CalendarDayMark,
  type CalendarLabels,
  type CalendarProps,
} from './Calendar'
export { addDays, addMonths, lastDayOfMonth, localToday, monthOf, monthWeeks } from './calendarDates'
export { Dialog, type DialogProps } from './Dialog'
export { Drawer, type DrawerProps } from './Drawer'
export { GuestPicker, type GuestPickerProps, type GuestPickerRow } from './GuestPicker'
export * from './icons'
export { Skeleton, Spinner, type SpinnerProps } from './Spinner'
export { Stepper, type StepperProps } from './Stepper'
export { ToggleChip, type ToggleChipProps } from './ToggleChip'
export { colours, focusRing, radius } from './tokens'
export { deepActiveElement } from './useModal'
export { VisuallyHidden } from './VisuallyHidden'

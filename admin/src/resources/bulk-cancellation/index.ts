export { BulkCancellationPage } from './BulkCancellationPage'
export { PartialRefundDialog, type RefundableBooking } from './PartialRefundDialog'

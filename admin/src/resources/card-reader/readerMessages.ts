import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The spec's card reader messages, translated. */
export const READER_MESSAGES = {
  readerDiscoverFailed: msg`Reader discover failed.`,
  readerNotFound: msg`Reader Not Found. Please check your connection or device settings and try again.`,
  readerNotOnline: msg`Reader is Not Online. Please ensure your reader is connected to the network and try again.`,
  processPaymentFailed: msg`Failed to Process Payment. Please verify your payment information and try again.`,
  collectPaymentMethodsFailed: msg`Failed to Collect Payment Methods.`,
  cancelCollectPaymentMethodsFailed: msg`Failed to Cancel Collect Payment Methods.`,
  terminalConnectionTokenFailed: msg`Failed to Get Connection Token for Terminal. Please check your network settings and try again.`,
  readerDisconnected: msg`The reader has unexpectedly disconnected. Please check your connection and try again.`,
  payFailed: msg`Failed to Pay`,
  cancelFailed: msg`Failed to Cancel`,
  terminalStartFailed: msg`We are unable to start the terminal. Please try again.`,
  somethingWentWrongTryAgain: msg`Something went wrong. Please try again.`,
  cartItemsNotValid: msg`Cart Items are Not Valid. Please review your cart and try again.`,
} satisfies Record<string, MessageDescriptor>

export type ReaderMessage = keyof typeof READER_MESSAGES

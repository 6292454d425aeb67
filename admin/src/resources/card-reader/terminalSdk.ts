import type { StripeTerminal } from '@stripe/terminal-js'

/** Loads Stripe Terminal's SDK; tests and the e2e journey pass a stand-in at this boundary. */
export type TerminalSdkLoader = () => Promise<StripeTerminal | null>

/** The real SDK, from its `/pure` entry and only when the card reader page charges a card. */
export const loadStripeTerminalSdk: TerminalSdkLoader = async () => {
  const { loadStripeTerminal } = await import('@stripe/terminal-js/pure')
  return loadStripeTerminal()
}

// A .po catalog as @lingui/vite-plugin compiles it when a Vite build or test run imports it.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

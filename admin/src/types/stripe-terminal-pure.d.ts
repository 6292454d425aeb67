// The package's own `pure.d.ts` pulls in its TypeScript sources, which do not compile under this
// repo's `verbatimModuleSyntax`; tsconfig's `paths` sends the types here, the same declaration over
// its published types. The bundler still loads the package's real `/pure` entry.
import type { StripeTerminal } from '@stripe/terminal-js'

export declare const loadStripeTerminal: () => Promise<StripeTerminal | null>

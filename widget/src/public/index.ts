// What partners' developers import from `@jaunt/widget`: types only, for the elements the loader
// (`<script type="module" src="…/widget/v1/jaunt.js">`) defines on their page.
export type { JauntEventMap, JauntEventName, JauntItem } from '../events'
export type { JauntConsent } from '../consent'
export type { JauntGlobal, JauntQueue } from '../global'
export type * from './elements'

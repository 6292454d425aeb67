// `@jaunt/widget/react`: the elements as React components with typed props and event handlers.
export * from './components'
export { loadJaunt, type LoadJauntOptions } from './loadJaunt'
export type { JauntEventHandlers } from './eventProps'
export type * from '../public/index'

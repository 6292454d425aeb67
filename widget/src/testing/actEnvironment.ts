// Tells React that tests drive it through act(); import first in tests that use act().
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true

export {}

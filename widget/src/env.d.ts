/** The widget's package version, stamped by the build on `window.Jaunt.version`. */
declare const __JAUNT_VERSION__: string

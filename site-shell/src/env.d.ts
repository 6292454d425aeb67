/** The widget's package version, which its bundled loader stamps on `window.Jaunt.version`. */
declare const __JAUNT_VERSION__: string

/** How to fetch one element's class; it is defined under its tag once it has arrived. */
export type ElementImport = () => Promise<CustomElementConstructor>

// Every element the loader knows, by tag. Each import is a lazy chunk with React and the feature.
export const lazyElements: Readonly<Record<string, ElementImport>> = {
  'jaunt-hello': () => import('../elements/JauntHello').then((module) => module.JauntHelloElement),
}

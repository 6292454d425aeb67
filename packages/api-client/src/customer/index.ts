export * from './calls'

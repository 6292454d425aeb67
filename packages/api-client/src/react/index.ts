export { ApiProvider, useApiClient, type ApiProviderProps } from './ApiProvider'
export { useApi, type ApiKey } from './useApi'
export { usePreload } from './usePreload'

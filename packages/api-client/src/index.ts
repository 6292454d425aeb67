export {
  createHttpClient,
  buildQueryString,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './http'
export {
  ApiError,
  DEFAULT_ERROR_MESSAGES,
  NO_RESPONSE_STATUS,
  errorMessageOf,
  isApiError,
  type FieldErrors,
} from './errors'
export * from './public/index'
export {
  createApiClient,
  dataOf,
  sessionMiddleware,
  typedCall,
  type CallAnswer,
  type CallInit,
  type PathsWith,
  type ApiClient,
  type ApiClientOptions,
  type SessionMiddlewareOptions,
  type TokenRenewal,
  type JsonAnswer,
  type components,
  type operations,
  type paths,
} from './typed/index'

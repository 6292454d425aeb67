/** Business constants and limits from both spec parts' §9. */

// Cookies and browser storage
export const ACCESS_TOKEN_COOKIE = 'nlab_token'
export const REFRESH_TOKEN_COOKIE = 'nlab_refresh_token'
export const CUSTOMER_SESSION_COOKIE = 'customer_session_token'
export const LOCALE_COOKIE = 'locale'
export const SITE_ID_COOKIE = 'nlab_site_id'
export const TOKEN_COOKIE_MAX_AGE_HOURS = 24
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365
export const CHATBOT_INTERACTION_ID_KEY = 'CHATBOT_INTERACTION_ID'
/** The longest message a guest may send the chatbot (here, not in its schema, so the widget needs no zod). */
export const CHATBOT_MESSAGE_MAX_LENGTH = 1000
export const CART_REF_STORAGE_KEY = 'jaunt_cart_ref'

// Requests
export const APP_LOCALE_HEADER = 'APP-LOCALE'
/** Page size and offset sent to fetch a whole list unpaged (sites, hotel features, tags). */
export const UNPAGED = -1
export const FETCH_MIN_DELAY_MS = 200
/** The longest text a search takes (here, not in its schema, so the widget needs no zod): more is no query a person types. */
export const SEARCH_TEXT_MAX = 200
/** The deepest page of a search: beyond it a visitor refines the search rather than pages on. */
export const SEARCH_PAGE_MAX = 1000
export const SERVICE_PAGE_SIZE = 12
export const SEARCH_BOX_LIMIT = 5
export const MAP_FETCH_LIMIT = 1000
export const PARTNER_LISTING_FETCH_LIMIT = 1000

// Timing
export const ALERT_TIMEOUT_MS = 5000
export const RELOAD_GUARD_MS = 60_000
export const THANKS_POLL_INTERVAL_MS = 3000
export const THANKS_POLL_MAX_MS = 60_000
export const LOGIN_LINK_TTL_MINUTES = 60
export const REFUND_WORKING_DAYS = 10

// Sites
export const NO_SITE_ID = -1
export const MAX_PARTNER_SITES = 2

// Layout
export const CONFIRM_DIALOG_WIDTH = 290
export const DRAWER_WIDTH = 280
export const SIDEBAR_WIDTH = 270
export const BUTTON_HEIGHT_SMALL = 35
export const BUTTON_HEIGHT_LARGE = 50

// Media and exports
export const IMAGE_URL_QUERY = 'auto=compress,format'
export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

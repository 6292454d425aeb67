export { getI18n, loadI18n, loadSiteI18n } from './i18n'
export { formatDate, formatMoney, type DateStyle } from './format'
export { adminCatalogLoaders } from './adminCatalogs'

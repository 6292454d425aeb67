// The route table lives in @jaunt/domain: the server answers each route's head from the same table.
export {
  customerPaths,
  matchRoute,
  pathInLanguage,
  searchPath,
  PRODUCT_PAGES,
  type ProductPageType,
  type Route,
} from '@jaunt/domain'

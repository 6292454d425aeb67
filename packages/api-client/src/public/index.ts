export { findPublicSiteByHost, getPublicSite } from './site'
export {
  getSiteGrid,
  listCategories,
  listPlacesHavingServices,
  searchBoxServiceTypes,
  searchBoxSuggestions,
  searchCatalogue,
  type SiteGridQuery,
} from './search'
export {
  checkTicketAvailability,
  getTour,
  getTourAvailableDates,
  getTourOptionsWithDate,
  type ProductDetailOptions,
} from './tours'
export {
  getHotel,
  getHotelAvailability,
  getHotelAvailableDates,
  getHotelEmptyDates,
  getHotelFeatures,
  type HotelStayQuery,
} from './hotels'
export { checkPackageSlot, getPackage, getPackageSlots } from './packages'
export {
  addToCart,
  commentOnReservation,
  getCart,
  removeCartItem,
  removeCartPackage,
  validateCartItems,
} from './cart'
export { createPublicClient, mediaUrl, type PublicClientOptions } from './publicClient'
export {
  cancelReservation,
  confirmReservation,
  createPaymentIntent,
  getBookingDetails,
  getPaymentPublicKey,
  holdReservation,
  type HoldAnswer,
} from './checkout'
export { getLegalText, getMenuItems, getSitePage, type LegalText } from './pages'
export { getMarketplaceFaq, getMarketplaceSettings } from './marketplace'

import { useEffect } from 'react'
import { loadGa4WhenConsented } from './ga4'
import { useMarketplaceSettings } from './useMarketplace'

/** The admin's GA4 id (settings/analytics) on the hosted site, loaded only once the guest consents. */
export function MarketplaceAnalytics() {
  const measurementId = useMarketplaceSettings()?.analytics.ga4_measurement_id
  useEffect(() => (measurementId ? loadGa4WhenConsented(measurementId) : undefined), [measurementId])
  return null
}

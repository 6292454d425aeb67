import { createContext, useContext, type ReactNode } from 'react'
import type { AdminServices } from './services'

const ServicesContext = createContext<AdminServices | null>(null)

export function AdminServicesProvider({
  services,
  children,
}: {
  services: AdminServices
  children: ReactNode
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

export function useServices(): AdminServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices needs an <AdminServicesProvider> above it')
  return services
}

import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet'
import Assessment from '@mui/icons-material/Assessment'
import Attractions from '@mui/icons-material/Attractions'
import BarChart from '@mui/icons-material/BarChart'
import Build from '@mui/icons-material/Build'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import CardTravel from '@mui/icons-material/CardTravel'
import Category from '@mui/icons-material/Category'
import CreditCard from '@mui/icons-material/CreditCard'
import Dashboard from '@mui/icons-material/Dashboard'
import Description from '@mui/icons-material/Description'
import EventBusy from '@mui/icons-material/EventBusy'
import EventNote from '@mui/icons-material/EventNote'
import Hiking from '@mui/icons-material/Hiking'
import Hotel from '@mui/icons-material/Hotel'
import Inventory2 from '@mui/icons-material/Inventory2'
import Kayaking from '@mui/icons-material/Kayaking'
import KingBed from '@mui/icons-material/KingBed'
import Palette from '@mui/icons-material/Palette'
import People from '@mui/icons-material/People'
import Person from '@mui/icons-material/Person'
import PointOfSale from '@mui/icons-material/PointOfSale'
import Public from '@mui/icons-material/Public'
import ReceiptLong from '@mui/icons-material/ReceiptLong'
import Restaurant from '@mui/icons-material/Restaurant'
import Settings from '@mui/icons-material/Settings'
import SmartToy from '@mui/icons-material/SmartToy'
import Storefront from '@mui/icons-material/Storefront'
import SupervisorAccount from '@mui/icons-material/SupervisorAccount'
import Tune from '@mui/icons-material/Tune'
import Web from '@mui/icons-material/Web'
import Widgets from '@mui/icons-material/Widgets'
import type { ReactElement } from 'react'

// Icons of the top-level menu entries, by entry id; group children have none.
const ICONS: Record<string, ReactElement> = {
  dashboard: <Dashboard />,
  'activity-calendar': <CalendarMonth />,
  'accommodation-calendar': <EventNote />,
  products: <Inventory2 />,
  reservations: <ReceiptLong />,
  cancellations: <EventBusy />,
  'monthly-report': <Assessment />,
  reports: <BarChart />,
  'supplier-earnings': <AccountBalanceWallet />,
  packages: <CardTravel />,
  pages: <Web />,
  widgets: <Widgets />,
  'ai-chatbot': <SmartToy />,
  'site-settings': <Tune />,
  'terminal-settings': <PointOfSale />,
  theme: <Palette />,
  'general-settings': <Settings />,
  marketplace: <Storefront />,
  'partner-earnings': <AccountBalanceWallet />,
  'sub-users': <SupervisorAccount />,
  'card-reader': <CreditCard />,
  profile: <Person />,
  settings: <Settings />,
  'partner-site': <Public />,
  'admin-activities': <Hiking />,
  'admin-accommodations': <Hotel />,
  selects: <Category />,
  texts: <Description />,
  'admin-rentals': <Kayaking />,
  'admin-restaurants': <Restaurant />,
  'admin-attractions': <Attractions />,
  users: <People />,
  reservation: <ReceiptLong />,
  'admin-reports': <BarChart />,
  tools: <Build />,
}

export function menuIcon(id: string): ReactElement {
  return ICONS[id] ?? <KingBed />
}

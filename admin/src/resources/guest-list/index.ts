import GuestListIcon from '@mui/icons-material/FactCheck'
import type { ResourceProps } from 'react-admin'
import { GuestListPage } from './GuestListPage'

/** The `guest-list` resource (spec: `guest-list`): one departure's guests and their check-in. */
export const guestList = {
  list: GuestListPage,
  icon: GuestListIcon,
  recordRepresentation: 'guest_name',
} satisfies Omit<ResourceProps, 'name'>

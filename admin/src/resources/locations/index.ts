import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import type { ResourceProps } from 'react-admin'
import { LocationEditOrCreate } from './LocationEdit'
import { LocationList } from './LocationList'

/** The admin's locations (`settings/locations`, -1 creates): the places suppliers put their products in. */
export const locations = {
  list: LocationList,
  edit: LocationEditOrCreate,
  icon: PlaceIcon,
} satisfies Omit<ResourceProps, 'name'>

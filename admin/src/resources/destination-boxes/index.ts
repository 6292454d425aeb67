import PlaceIcon from '@mui/icons-material/PlaceOutlined'
import type { ResourceProps } from 'react-admin'
import { DestinationBoxEditOrCreate } from './DestinationBoxEdit'
import { DestinationBoxList } from './DestinationBoxList'

/** The admin's destination boxes (spec: `selects/destination-box(/{destinationBoxId})`, -1 creates). */
export const destinationBoxes = {
  list: DestinationBoxList,
  edit: DestinationBoxEditOrCreate,
  icon: PlaceIcon,
} satisfies Omit<ResourceProps, 'name'>

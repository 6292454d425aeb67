import TourIcon from '@mui/icons-material/Hiking'
import type { ResourceProps } from 'react-admin'
import { TourEditOrCreate } from './TourEditOrCreate'
import { TourList } from './TourList'

/** The `tour` resource (spec: `tour`, `tour/{id}` with -1 creating), registered for the Activities page. */
export const tours = {
  list: TourList,
  edit: TourEditOrCreate,
  icon: TourIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>

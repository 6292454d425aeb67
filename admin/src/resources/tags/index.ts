import LabelIcon from '@mui/icons-material/LabelOutlined'
import type { ResourceProps } from 'react-admin'
import { TagEditOrCreate } from './TagEdit'
import { TagList } from './TagList'

/** The admin's tags (spec: `selects/tag`, -1 creates): what suppliers tag their products with. */
export const tags = {
  list: TagList,
  edit: TagEditOrCreate,
  icon: LabelIcon,
} satisfies Omit<ResourceProps, 'name'>

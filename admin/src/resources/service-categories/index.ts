import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined'
import type { ResourceProps } from 'react-admin'
import { CategoryEditOrCreate } from './CategoryEdit'
import { CategoryList } from './CategoryList'

/** The admin's service categories (spec: `selects/service-category`, -1 creates): the category tree. */
export const serviceCategories = {
  list: CategoryList,
  edit: CategoryEditOrCreate,
  icon: AccountTreeIcon,
} satisfies Omit<ResourceProps, 'name'>

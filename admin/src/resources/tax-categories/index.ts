import PercentIcon from '@mui/icons-material/Percent'
import type { ResourceProps } from 'react-admin'
import { TaxCategoryEditOrCreate } from './TaxCategoryEdit'
import { TaxCategoryList } from './TaxCategoryList'

/** The admin's tax categories (`settings/tax-categories`, -1 creates): the rates products are taxed at. */
export const taxCategories = {
  list: TaxCategoryList,
  edit: TaxCategoryEditOrCreate,
  icon: PercentIcon,
} satisfies Omit<ResourceProps, 'name'>

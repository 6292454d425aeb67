import PaymentsIcon from '@mui/icons-material/PaymentsOutlined'
import type { ResourceProps } from 'react-admin'
import { CurrencyList } from './CurrencyList'

/** The admin's currencies (`settings/currencies`): the ones the marketplace sells in. */
export const currencies = {
  list: CurrencyList,
  icon: PaymentsIcon,
} satisfies Omit<ResourceProps, 'name'>

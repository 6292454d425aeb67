import PaymentIcon from '@mui/icons-material/CreditCard'
import type { ResourceProps } from 'react-admin'
import { PaymentList } from './PaymentList'
import { PaymentShow } from './PaymentShow'

/** The admin's Payments page (`payments`) and one payment at `payments/{uuid}/show`. */
export const guestPayments = {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentIcon,
} satisfies Omit<ResourceProps, 'name'>

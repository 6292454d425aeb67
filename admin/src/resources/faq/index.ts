import QuizIcon from '@mui/icons-material/Quiz'
import type { ResourceProps } from 'react-admin'
import { FaqEditOrCreate } from './FaqEdit'
import { FaqList } from './FaqList'

/** The admin's FAQ (`settings/faq`, -1 adds): the questions guests read on the hosted sites. */
export const faq = {
  list: FaqList,
  edit: FaqEditOrCreate,
  icon: QuizIcon,
} satisfies Omit<ResourceProps, 'name'>

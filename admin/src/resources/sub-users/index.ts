import GroupIcon from '@mui/icons-material/GroupOutlined'
import type { ResourceProps } from 'react-admin'
import { SubUserEditOrCreate } from './SubUserEdit'
import { SubUserList } from './SubUserList'

/** Sub-Users (spec: `users`, `users/{id}`, -1 adds): a partner's card-reader operators. */
export const subUsers = {
  list: SubUserList,
  edit: SubUserEditOrCreate,
  icon: GroupIcon,
} satisfies Omit<ResourceProps, 'name'>

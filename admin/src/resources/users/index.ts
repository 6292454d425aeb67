import PeopleIcon from '@mui/icons-material/PeopleOutlined'
import type { ResourceProps } from 'react-admin'
import { UserEdit } from './UserEdit'
import { UserList } from './UserList'

/** The admin's users (spec: `user`, `user/{userRole}`, `user/{userRole}/{id}`). */
export const users = {
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
} satisfies Omit<ResourceProps, 'name'>

import LanguageIcon from '@mui/icons-material/Language'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { SiteDirectoryList } from './SiteDirectoryList'
import { SiteDirectoryShow } from './SiteDirectoryShow'

/** The admin's `partner-site` page and `partner-site/show/{id}`. */
export const siteDirectory = {
  list: SiteDirectoryList,
  icon: LanguageIcon,
  recordRepresentation: 'name',
  children: [
    createElement(Route, { key: 'show', path: 'show/:id', element: createElement(SiteDirectoryShow) }),
  ],
} satisfies Omit<ResourceProps, 'name'>

import TravelExploreIcon from '@mui/icons-material/TravelExplore'
import type { ResourceProps } from 'react-admin'
import { SeoPageEdit } from './SeoPageEdit'
import { SeoPageList } from './SeoPageList'

/** The admin's SEO page (`tools/seo`, `tools/seo/{page}`): the marketplace's words in every hosted site's head. */
export const marketplaceSeo = {
  list: SeoPageList,
  edit: SeoPageEdit,
  icon: TravelExploreIcon,
} satisfies Omit<ResourceProps, 'name'>

import { createElement } from 'react'
import { Navigate, Route } from 'react-router-dom'
import { BookingQuestionsPage } from './BookingQuestionsPage'
import { CustomSectionPage } from './CustomSectionPage'
import { CustomSectionsPage } from './CustomSectionsPage'
import { FeaturesPage } from './FeaturesPage'
import { LinkDestinationBoxPage } from './LinkDestinationBoxPage'
import { OwnTourOnly } from './OwnTourOnly'
import { RecommendedItemsPage } from './RecommendedItemsPage'
import { SpecialInstructionPage } from './SpecialInstructionPage'

const page = (path: string, element: Parameters<typeof createElement>[0]) =>
  createElement(Route, {
    key: path,
    path,
    element: createElement(OwnTourOnly, null, createElement(element)),
  })

/** The spec's `tour/settings/{id}` children; the bare settings path opens the first page. */
export const tourSettingsRoutes = [
  createElement(Route, {
    key: 'settings',
    path: 'settings/:id',
    element: createElement(Navigate, { to: 'custom-sections', replace: true }),
  }),
  page('settings/:id/custom-sections', CustomSectionsPage),
  page('settings/:id/custom-sections/:sectionId', CustomSectionPage),
  page('settings/:id/features', FeaturesPage),
  page('settings/:id/link-destination-box', LinkDestinationBoxPage),
  page('settings/:id/special-instruction-mail', SpecialInstructionPage),
  page('settings/:id/recommended-items', RecommendedItemsPage),
  page('settings/:id/custom-booking-option', BookingQuestionsPage),
]

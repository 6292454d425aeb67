import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorPage } from '../../../site-shell/src/pages/ErrorPage'
import { NotFoundPage } from '../../../site-shell/src/pages/NotFoundPage'
import { withSite } from './SiteFrame'

const meta = { title: 'Site/Error pages', decorators: [withSite] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Spec part 2 §9: what a guest sees when the page failed. */
export const Failed: Story = { render: () => <ErrorPage /> }
/** An address the site does not have, with the way back home in the page's language. */
export const NotFound: Story = { render: () => <NotFoundPage /> }

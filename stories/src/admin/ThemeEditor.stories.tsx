import { DEFAULT_THEME, type Theme } from '@jaunt/domain'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Form } from 'react-admin'
import { ContrastWarnings } from '../../../admin/src/resources/theme/ContrastWarnings'
import { ThemeFields } from '../../../admin/src/resources/theme/ThemeFields'
import { NORDIC_THEME } from '../../../widget/src/testing/fixtures'
import { adminI18nLoader, withAdmin } from './AdminFrame'
import { ThemeSitePreview } from './ThemeSitePreview'

/** The Theme page's form as its page lays it out: the inputs and warnings, the site beside them. */
function ThemeEditor({ theme, globals }: { theme: Theme; globals?: unknown }) {
  return (
    <Form record={theme} onSubmit={() => {}}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(360px, 5fr) 7fr', alignItems: 'start' }}
      >
        <Card sx={{ p: 2, display: 'grid', gap: 2 }}>
          <ThemeFields />
          <ContrastWarnings />
        </Card>
        <Card sx={{ p: 2 }}>
          <ThemeSitePreview globals={globals} />
        </Card>
      </Box>
    </Form>
  )
}

const meta = {
  title: 'Back office/Theme editor',
  component: ThemeEditor,
  loaders: [adminI18nLoader],
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <ThemeEditor {...args} globals={globals} />,
  args: { theme: DEFAULT_THEME },
} satisfies Meta<typeof ThemeEditor>
export default meta
type Story = StoryObj<typeof meta>

/** The spec's defaults: every text easy to read. */
export const Defaults: Story = {}

/** A seeded partner's own colours and font. */
export const PartnerTheme: Story = { args: { theme: NORDIC_THEME } }

/**
 * Yellow buttons with white text, pale grey body text: the editor says which pairs are hard to read.
 * The preview shows those colours as guests would see them, so axe is kept off the preview alone.
 */
export const LowContrast: Story = {
  args: {
    theme: {
      ...DEFAULT_THEME,
      button: { ...DEFAULT_THEME.button, button_background_color: '#FFD500' },
      text_color: '#B0B7C3',
    },
  },
  parameters: { a11y: { context: { exclude: ['[data-story-preview]'] } } },
}

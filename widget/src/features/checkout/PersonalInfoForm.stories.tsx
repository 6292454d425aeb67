import type { CheckoutPersonalInfo } from '@jaunt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { checkPersonalInfo, EMPTY_PERSONAL_INFO } from './personalInfo'
import { PersonalInfoForm, type PersonalInfoFormProps } from './PersonalInfoForm'

const kari: CheckoutPersonalInfo = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  email: 'kari.nordmann@example.no',
  area_code: '+47',
  phone_number: '412 34 567',
  country: 'NO',
}
const mistyped: CheckoutPersonalInfo = { ...kari, email: 'kari.nordmann@example', phone_number: '41' }

const base: PersonalInfoFormProps = {
  value: EMPTY_PERSONAL_INFO,
  problems: {},
  disabled: false,
  onChange: () => {},
}

/** The form at the width of the checkout's left column. */
function Column(props: PersonalInfoFormProps) {
  return (
    <div style={{ maxWidth: 480, padding: 16, background: 'var(--jaunt-box-color)' }}>
      <PersonalInfoForm {...props} />
    </div>
  )
}

const meta = {
  title: 'Widget/Checkout/Personal information',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <Column {...props} />,
} satisfies Meta<WithTheme<PersonalInfoFormProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: base }
export const Filled: Story = { args: { ...base, value: kari } }
/** The guest pressed the action with nothing filled in: every field's error at once. */
export const EveryFieldMissing: Story = {
  args: { ...base, problems: checkPersonalInfo(EMPTY_PERSONAL_INFO) },
}
/** An email without its domain's ending and a phone number too short. */
export const InvalidEmailAndPhone: Story = {
  args: { ...base, value: mistyped, problems: checkPersonalInfo(mistyped) },
}
/** While the payment is on its way. */
export const Processing: Story = { args: { ...base, value: kari, disabled: true } }
export const ThemesAndLocales: Story = {
  args: { ...base, value: mistyped, problems: checkPersonalInfo(mistyped) },
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix
      catalogs={loaded.catalogs}
      render={() => <Column {...base} value={mistyped} problems={checkPersonalInfo(mistyped)} />}
    />
  ),
}

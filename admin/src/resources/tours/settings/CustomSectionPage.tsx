import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { useLingui } from '@lingui/react/macro'
import { customSectionInputSchema, type CustomSectionInput, type CustomSectionRecord } from '@jaunt/domain'
import {
  Form,
  SaveButton,
  useBasename,
  useCreate,
  useGetOne,
  useNotify,
  useUpdate,
  type HttpError,
} from 'react-admin'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { zodValidate } from '../../../forms/zodValidate'
import { isNewTour } from '../tourPaths'
import { CustomSectionFields } from './CustomSectionFields'
import { LocaleTabs } from './LocaleTabs'
import { TourSettingsHeader } from './TourSettingsHeader'

const validate = zodValidate(customSectionInputSchema)
const NEW_SECTION: CustomSectionInput = { texts: { en: { title: '', body: '' } } }

/** `tour/settings/{id}/custom-sections/{sectionId}`: one section's title and text per language; -1 adds one. */
export function CustomSectionPage() {
  const { t } = useLingui()
  const params = useParams()
  const tourId = Number(params.id)
  const isNew = isNewTour(params.sectionId)
  const sectionId = Number(params.sectionId)
  const basename = useBasename()
  const notify = useNotify()
  const navigate = useNavigate()
  const { data: section } = useGetOne<CustomSectionRecord>(
    'tour-custom-section',
    { id: sectionId },
    { enabled: !isNew },
  )
  const [create] = useCreate()
  const [update] = useUpdate()
  const listPath = `${basename}/tour/settings/${tourId}/custom-sections`
  const save = async (values: CustomSectionInput) => {
    try {
      if (isNew)
        await create('tour-custom-section', { data: { ...values, tour_id: tourId } }, { returnPromise: true })
      else
        await update(
          'tour-custom-section',
          { id: sectionId, data: values, previousData: section },
          { returnPromise: true, mutationMode: 'pessimistic' },
        )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    notify(t`Section saved.`)
    navigate(listPath)
    return undefined
  }
  const record = isNew ? NEW_SECTION : section
  return (
    <>
      <TourSettingsHeader tourId={tourId} current="custom-sections" />
      {record && (
        <Card>
          <Form
            record={record}
            validate={validate}
            onSubmit={(data: object) => save(data as CustomSectionInput)}
          >
            <Box sx={{ display: 'grid', gap: 1, p: 2 }}>
              <LocaleTabs field="texts">{(locale) => <CustomSectionFields locale={locale} />}</LocaleTabs>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <SaveButton alwaysEnable />
                <Button component={Link} to={listPath}>
                  {t`Cancel`}
                </Button>
              </Box>
            </Box>
          </Form>
        </Card>
      )}
    </>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { LOCALES, type CustomSectionRecord } from '@jaunt/domain'
import {
  useBasename,
  useDelete,
  useGetManyReference,
  useNotify,
  useUpdate,
  type HttpError,
} from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { NEW_TOUR_ID } from '../tourPaths'
import { TourSettingsHeader } from './TourSettingsHeader'

/** `tour/settings/{id}/custom-sections`: the sections of the activity's page, in their order. */
export function CustomSectionsPage() {
  const { t } = useLingui()
  const tourId = Number(useParams().id)
  const basename = useBasename()
  const notify = useNotify()
  const { data: sections, refetch } = useGetManyReference<CustomSectionRecord>('tour-custom-section', {
    target: 'tour_id',
    id: tourId,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const [update] = useUpdate()
  const [remove] = useDelete()
  const failed = (error: unknown) => notify((error as HttpError).message, { type: 'error' })
  const move = async (index: number, by: -1 | 1) => {
    const ids = (sections ?? []).map((section) => section.id)
    ;[ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!]
    try {
      await update(
        'tour-custom-section-order',
        { id: tourId, data: { ids }, previousData: { id: tourId } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
      await refetch()
    } catch (error) {
      failed(error)
    }
  }
  const deleteSection = async (section: CustomSectionRecord) => {
    try {
      await remove(
        'tour-custom-section',
        { id: section.id, previousData: section },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
      notify(t`Section deleted.`)
      await refetch()
    } catch (error) {
      failed(error)
    }
  }
  const languages = (section: CustomSectionRecord) => LOCALES.filter((code) => section.texts[code]).join(', ')
  const last = (sections?.length ?? 0) - 1
  return (
    <>
      <TourSettingsHeader tourId={tourId} current="custom-sections" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          component={Link}
          to={`${basename}/tour/settings/${tourId}/custom-sections/${NEW_TOUR_ID}`}
        >
          {t`Add section`}
        </Button>
      </Box>
      <Card>
        <Table aria-label={t`Custom sections`}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Title`}</TableCell>
              <TableCell>{t`Languages`}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {sections?.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{t`No sections yet: guests see the description only.`}</TableCell>
              </TableRow>
            )}
            {(sections ?? []).map((section, index) => (
              <TableRow key={section.id}>
                <TableCell>{section.texts.en?.title}</TableCell>
                <TableCell>{languages(section)}</TableCell>
                <TableCell align="right">
                  <Button disabled={index === 0} onClick={() => void move(index, -1)}>
                    {t`Move up`}
                  </Button>
                  <Button disabled={index === last} onClick={() => void move(index, 1)}>
                    {t`Move down`}
                  </Button>
                  <Button
                    component={Link}
                    to={`${basename}/tour/settings/${tourId}/custom-sections/${section.id}`}
                  >
                    {t`Edit`}
                  </Button>
                  <Button color="error" onClick={() => void deleteSection(section)}>
                    {t`Delete`}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </>
  )
}

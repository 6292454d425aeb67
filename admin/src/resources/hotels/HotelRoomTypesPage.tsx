import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import type { HotelRoomTypeInput, HotelRoomTypeRecord } from '@jaunt/domain'
import { useState } from 'react'
import { useGetManyReference, useNotify } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { NotFound } from '../../access/NotFound'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { RoomCalendars } from '../external-sync/RoomCalendars'
import { useLocalName } from '../tours/useLocalName'
import { RoomTypeForm } from './RoomTypeForm'
import { useHotelBreadcrumbs } from './hotelPaths'
import { useChildSave } from './useChildSave'
import { useManagedHotel } from './useManagedHotel'

const NEW_ROOM: Partial<HotelRoomTypeInput> = {
  title: { en: '' },
  max_adults: 2,
  max_children: 0,
  max_occupancy: 2,
  images: [],
}

/** `hotel/manage/{id}/room-types`: the hotel's room types, each edited in place. */
export function HotelRoomTypesPage() {
  const { t } = useLingui()
  const notify = useNotify()
  const localName = useLocalName()
  const { base } = useServices()
  const hotelId = Number(useParams().id)
  const { hotel, missing } = useManagedHotel(hotelId)
  const { data: rooms, refetch } = useGetManyReference<HotelRoomTypeRecord>('hotel-room-type', {
    target: 'hotel_id',
    id: hotelId,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const [editing, setEditing] = useState<'new' | number | null>(null)
  const { save, drop } = useChildSave('hotel-room-type', hotelId, () => {
    setEditing(null)
    notify(t`Room type saved.`)
    void refetch()
  })
  const name = localName(hotel?.texts)
  const breadcrumbs = useHotelBreadcrumbs({ label: name, to: `/hotel/${hotelId}` }, { label: t`Room types` })
  if (missing) return <NotFound />
  const form = (values: Partial<HotelRoomTypeInput>) => (
    <RoomTypeForm
      values={values}
      onSubmit={(data) => save(editing!, data)}
      onCancel={() => setEditing(null)}
    />
  )
  return (
    <>
      <PageHeader
        title={t`Room types of ${name}`}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <Button component={Link} to={`${base.basename}/hotel/manage/${hotelId}/rate-plans`}>
              {t`Rate plans`}
            </Button>
            <Button variant="contained" onClick={() => setEditing('new')} disabled={editing !== null}>
              {t`Add room type`}
            </Button>
          </>
        }
      />
      {editing === 'new' && <Card sx={{ mb: 2 }}>{form(NEW_ROOM)}</Card>}
      <Card>
        <Table aria-label={t`Room types`}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Room type name`}</TableCell>
              <TableCell>{t`Max adults`}</TableCell>
              <TableCell>{t`Max children`}</TableCell>
              <TableCell>{t`Max occupancy`}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(rooms ?? []).map((room) =>
              editing === room.id ? (
                <TableRow key={room.id}>
                  <TableCell colSpan={5}>
                    {form(room)}
                    <RoomCalendars roomTypeId={room.id} />
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={room.id}>
                  <TableCell>{localName(room.title)}</TableCell>
                  <TableCell>{room.max_adults}</TableCell>
                  <TableCell>{room.max_children}</TableCell>
                  <TableCell>{room.max_occupancy}</TableCell>
                  <TableCell align="right">
                    <Button onClick={() => setEditing(room.id)} disabled={editing !== null}>
                      {t`Edit`}
                    </Button>
                    <Button color="error" onClick={() => void drop(room.id)} disabled={editing !== null}>
                      {t`Delete`}
                    </Button>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </Card>
    </>
  )
}

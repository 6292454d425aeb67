import { useBasename } from 'react-admin'
import { Navigate, useLocation, useParams } from 'react-router-dom'

/** The spec's `tour/calendar(/{id})` are the Activity Calendar's other address: one calendar, two ways in. */
export function TourCalendarRedirect() {
  const basename = useBasename()
  const { id } = useParams()
  const { search } = useLocation()
  return <Navigate replace to={`${basename}/calendar${id ? `/${id}` : ''}${search}`} />
}

import { useParams } from 'react-router-dom'
import { isNewTour } from '../tours/tourPaths'
import { HotelCreate } from './HotelCreate'
import { HotelEdit } from './HotelEdit'

/** The spec's one route for both: `hotel/-1` creates, `hotel/{id}` edits. */
export function HotelEditOrCreate() {
  const { id } = useParams()
  return isNewTour(id) ? <HotelCreate /> : <HotelEdit />
}

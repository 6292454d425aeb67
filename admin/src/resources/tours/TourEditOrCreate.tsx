import { useParams } from 'react-router-dom'
import { TourCreate } from './TourCreate'
import { TourEdit } from './TourEdit'
import { isNewTour } from './tourPaths'

/** The spec's one route for both: `tour/-1` creates, `tour/{id}` edits. */
export function TourEditOrCreate() {
  const { id } = useParams()
  return isNewTour(id) ? <TourCreate /> : <TourEdit />
}

import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { NotFound } from '../../../access/NotFound'
import { useManagedTour } from '../useManagedTour'

/** A settings page of an activity that is not there, or is another supplier's, is the not-found page. */
export function OwnTourOnly({ children }: { children: ReactNode }) {
  const { missing } = useManagedTour(Number(useParams().id))
  return missing ? <NotFound /> : children
}

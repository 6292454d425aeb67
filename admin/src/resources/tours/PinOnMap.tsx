import Link from '@mui/material/Link'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'

const isCoordinate = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

/**
 * The meeting point's pin opened on OpenStreetMap, to check it before guests rely on it. A link, not
 * an embedded map: the back office loads nothing from map servers (docs/decisions.md).
 */
export function PinOnMap({ at = 'meeting_point.' }: { at?: string }) {
  const { t } = useLingui()
  const lat = useWatch({ name: `${at}lat` }) as unknown
  const lng = useWatch({ name: `${at}lng` }) as unknown
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return null
  const href = `https://www.openstreetmap.org/?mlat=${String(lat)}&mlon=${String(lng)}#map=16/${String(lat)}/${String(lng)}`
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {t`Check the pin on the map`}
    </Link>
  )
}

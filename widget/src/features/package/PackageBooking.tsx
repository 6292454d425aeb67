import { checkPackageSlot, getPackageSlots } from '@jaunt/api-client'
import type { PackageDetail, PackageRoomSelection, PackageSlotRequest } from '@jaunt/domain'
import { lastDayOfMonth, localToday, monthOf } from '@jaunt/ui'
import { useMemo, useState } from 'react'
import { useDisplayDate } from '../../locale/useDisplayDate'
import type { ProductRef } from '../../site/products'
import { useCall } from '../../site/useCall'
import { useAddToCart } from '../product/useAddToCart'
import { useProductDetail } from '../product/useProductDetail'
import { useLoadable } from '../common/useLoadable'
import { useViewItem } from '../product/useViewItem'
import { PackageBookingView, type PackageStep } from './PackageBookingView'
import { selectionOf, withRoom, withRoomCount } from './packageGuests'

/** Fetches what the package dialog shows and keeps the guest's steps; the view draws them. */
export function PackageBooking({ product, readOnly = false }: { product: ProductRef; readOnly?: boolean }) {
  const loadable = useLoadable()
  const displayDate = useDisplayDate()
  const packageId = product.id
  const today = useMemo(() => localToday(), [])
  const [step, setStep] = useState<PackageStep>('guests')
  const [rooms, setRooms] = useState<PackageRoomSelection[]>([{ adult: 2, child: 0 }])
  const [month, setMonth] = useState(monthOf(today))
  const [date, setDate] = useState<string | null>(null)
  const [addError, setAddError] = useState<string | null>(null)
  const { add, adding } = useAddToCart()

  const detail = useProductDetail<PackageDetail>(product)
  useViewItem(readOnly ? undefined : detail.data)

  const from = month === monthOf(today) ? today : `${month}-01`
  const slots = useCall(!readOnly && step === 'date' ? ['package-slots', packageId, from] : null, (http) =>
    getPackageSlots(http, packageId, { from, to: lastDayOfMonth(month) }),
  )
  const request: PackageSlotRequest | null =
    step === 'review' && date ? { package_id: packageId, date, ...selectionOf(rooms) } : null
  const check = useCall(request ? ['package-check', request] : null, (http) =>
    checkPackageSlot(http, request as PackageSlotRequest),
  )

  return (
    <PackageBookingView
      detail={loadable(detail.data, detail.error)}
      readOnly={readOnly}
      step={step}
      onStep={(next) => {
        setAddError(null)
        setStep(next)
      }}
      rooms={rooms}
      onRoomCount={(count) => setRooms((current) => withRoomCount(current, count))}
      onRoom={(index, room) => setRooms((current) => withRoom(current, index, room))}
      today={today}
      month={month}
      onMonthChange={setMonth}
      slots={slots.data}
      date={date}
      onDate={setDate}
      dateText={date ? displayDate(date) : null}
      check={request ? loadable(check.isValidating ? undefined : check.data, check.error) : null}
      adding={adding}
      addError={addError}
      onDismissAddError={() => setAddError(null)}
      onAdd={async () => {
        if (!request) return
        setAddError(null)
        const result = await add([{ cart_type: 'package', ...request }])
        if (!result.ok) setAddError(result.message)
      }}
    />
  )
}

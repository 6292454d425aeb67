import type { DB } from '../../db/database.js'
import type { SeasonDay } from './seed-bookable.js'
import type { DemoPackage } from './types.js'

export async function seedPackage(
  trx: DB,
  packageId: number,
  product: DemoPackage,
  days: SeasonDay[],
  serviceIds: Map<string, number>,
) {
  await trx
    .insertInto('package_component')
    .values(
      product.components.map((code, index) => ({
        package_id: packageId,
        service_id: serviceIds.get(code)!,
        day_offset: Math.min(index, product.nights),
        nights: index === 0 ? product.nights : 0,
      })),
    )
    .execute()
  await trx
    .insertInto('package_slot')
    .values(
      days
        .filter((day) => !product.weekdays || product.weekdays.includes(day.isodow))
        .map((day) => ({
          package_id: packageId,
          date: day.day,
          adult_price: product.adult_price,
          child_price: product.child_price,
          allotment: product.allotment,
        })),
    )
    .execute()
}

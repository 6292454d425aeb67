import { packageShares, roundMoney, taxOfPrice } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { taxInForce } from '../cart/tax-in-force.js'
import { addDays } from '../packages/composition.js'
import { packagePrice, servicePricesPerGuest } from '../packages/package-pricing.js'
import { commissionFor } from './commission.js'

const sum = (values: number[]) => roundMoney(values.reduce((total, one) => total + one, 0))

/**
 * At confirmation: the package's price shared over its services as the package is priced, each share split
 * by its own categories' commission and the package's site's partner share, and taxed at its own rate, as a
 * booked item is. The package's row keeps the totals: the commission, what the suppliers earn, the margin,
 * and, as `partner_amount`, what the partner earns (the margin and its share of the commission).
 */
export async function sharePackage(trx: DB, reservedPackageId: number) {
  const booked = await trx
    .selectFrom('reserved_package as rp')
    .innerJoin('package_site as ps', 'ps.package_id', 'rp.package_id')
    .select(['rp.package_id', 'rp.price', 'rp.date', 'ps.site_id', 'ps.nights', 'ps.adults', 'ps.children'])
    .select(['ps.rooms', 'ps.pricing_rule', 'ps.margin'])
    .where('rp.id', '=', reservedPackageId)
    .executeTakeFirstOrThrow()
  const services = await trx
    .selectFrom('package_component as pc')
    .innerJoin('service as s', 's.id', 'pc.service_id')
    .select(['pc.service_id', 'pc.day_offset', 'pc.nights', 's.service_type', 's.lowest_price'])
    .where('pc.package_id', '=', booked.package_id)
    .orderBy('pc.day_offset')
    .orderBy('pc.service_id')
    .execute()
  const priced = services.map((row) => ({
    ...row,
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
  }))
  const settings = { ...booked, margin: Number(booked.margin) }
  const price = Number(booked.price)
  const split = packageShares(price, servicePricesPerGuest(priced, settings), packagePrice(priced, settings))
  const rows = []
  for (const [index, service] of services.entries()) {
    const share = split.shares[index]!
    const commission = await commissionFor(trx, service.service_id, booked.site_id, share)
    const tax = await taxInForce(trx, service.service_id)
    rows.push({
      reserved_package_id: reservedPackageId,
      service_id: service.service_id,
      service_date: addDays(booked.date, service.day_offset),
      price: share,
      ...commission,
      tax_rate: tax.tax_rate,
      // The package's price is what the guest pays: a share holds its tax, whatever the product's own prices say.
      tax_amount: tax.tax_rate === null ? 0 : taxOfPrice(share, tax.tax_rate, true),
    })
  }
  await trx
    .deleteFrom('reserved_package_share')
    .where('reserved_package_id', '=', reservedPackageId)
    .execute()
  if (rows.length > 0) await trx.insertInto('reserved_package_share').values(rows).execute()
  const partnerShare = sum(rows.map((row) => row.partner_amount))
  return {
    commission_percent: null,
    commission_amount: sum(rows.map((row) => row.commission_amount)),
    supplier_amount: sum(rows.map((row) => row.supplier_amount)),
    partner_amount: roundMoney(split.margin + partnerShare),
    margin_amount: split.margin,
  }
}

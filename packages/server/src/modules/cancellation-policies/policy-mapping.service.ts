import {
  POLICY_MAPPING_MESSAGES as WORDS,
  ServiceType,
  UserRole,
  type Locale,
  type PolicyListing,
  type PolicyMapping,
  type PolicyMappingInput,
  type ServicePolicy,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { getPolicy, listPolicies, type PolicyKeeper } from './cancellation-policies.service.js'
import { assertPolicyFor } from './usable-policy.js'

const isAdmin = (keeper: PolicyKeeper) => keeper.roles.includes(UserRole.Admin)

/**
 * The policies a product of `supplier_id` may take, for an admin choosing for that supplier; otherwise
 * what the keeper sees. Found by name, a page at a time.
 */
export async function policyListing(db: DB, keeper: PolicyKeeper, query: PolicyListing) {
  let viewer = keeper
  if (query.supplier_id !== undefined && isAdmin(keeper)) {
    const supplier = await db
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', query.supplier_id)
      .where(sql<boolean>`${UserRole.Supplier} = any(role_ids)`)
      .executeTakeFirst()
    if (!supplier)
      throw badRequest(`supplier_id: ${WORDS.supplierNotFound}`, [
        { path: 'supplier_id', message: WORDS.supplierNotFound },
      ])
    viewer = { id: supplier.id, roles: [UserRole.Supplier] }
  }
  const first = (query.page - 1) * query.per_page
  return listPolicies(db, viewer, [first, first + query.per_page - 1], query.search)
}

/** A product the keeper may map: any for the admin, their own for a supplier; else a 404 (or a 400 on its type). */
async function mappableService(db: DB, keeper: PolicyKeeper, id: number, type?: ServiceType) {
  const service = await db
    .selectFrom('service')
    .select(['id', 'service_type', 'supplier_user_id', 'cancellation_policy_id'])
    .where('id', '=', id)
    .$if(!isAdmin(keeper), (query) => query.where('supplier_user_id', '=', keeper.id))
    .executeTakeFirst()
  if (!service) throw notFound(WORDS.serviceNotFound)
  if (type !== undefined && service.service_type !== type)
    throw badRequest(`service_type: ${WORDS.wrongServiceType}`, [
      { path: 'service_type', message: WORDS.wrongServiceType },
    ])
  return service
}

const policyOrNull = (db: DB, keeper: PolicyKeeper, id: number | null) =>
  id === null ? null : getPolicy(db, keeper, id).catch(() => null)

/** Which policy each product applies; products the keeper may not see are left out. */
export async function servicePolicies(db: DB, keeper: PolicyKeeper, ids: number[]): Promise<ServicePolicy[]> {
  const services = await db
    .selectFrom('service')
    .select(['id', 'service_type', 'supplier_user_id', 'cancellation_policy_id'])
    .where('id', 'in', ids)
    .$if(!isAdmin(keeper), (query) => query.where('supplier_user_id', '=', keeper.id))
    .orderBy('id')
    .execute()
  return Promise.all(
    services.map(async (service) => ({
      service_id: service.id,
      service_type: service.service_type as ServiceType,
      // Seen as the product's supplier sees it, so their own policy is found for an admin too.
      cancellation_policy: await policyOrNull(
        db,
        { id: service.supplier_user_id, roles: [UserRole.Supplier] },
        service.cancellation_policy_id,
      ),
    })),
  )
}

function ratePlansOf(db: DB, serviceId: number, locale: Locale) {
  const text = (column: 'rp.title' | 'rt.title') =>
    sql<string>`coalesce(${sql.ref(column)}->>${locale}, ${sql.ref(column)}->>'en', '')`
  return db
    .selectFrom('rate_plan as rp')
    .innerJoin('room_type as rt', 'rt.id', 'rp.room_type_id')
    .select([
      'rp.id',
      'rp.cancellation_policy_id',
      text('rp.title').as('title'),
      text('rt.title').as('room_type'),
    ])
    .where('rt.service_id', '=', serviceId)
    .orderBy('rt.id')
    .orderBy('rp.id')
    .execute()
}

export async function getMapping(
  db: DB,
  keeper: PolicyKeeper,
  query: { serviceable_id: number; service_type: ServiceType },
  locale: Locale,
): Promise<PolicyMapping> {
  const service = await mappableService(db, keeper, query.serviceable_id, query.service_type)
  return {
    serviceable_id: service.id,
    service_type: query.service_type,
    cancellation_policy_id: service.cancellation_policy_id,
    rate_plans: query.service_type === ServiceType.Hotels ? await ratePlansOf(db, service.id, locale) : [],
  }
}

/** Sets the product's policy and the named rate plans': each must be one its supplier may choose. */
export async function setMapping(db: DB, keeper: PolicyKeeper, input: PolicyMappingInput, locale: Locale) {
  const service = await mappableService(db, keeper, input.serviceable_id, input.service_type)
  if (input.rate_plans.length > 0 && input.service_type !== ServiceType.Hotels)
    throw badRequest(`rate_plans: ${WORDS.ratePlansOnlyForHotels}`, [
      { path: 'rate_plans', message: WORDS.ratePlansOnlyForHotels },
    ])
  await assertPolicyFor(db, service.supplier_user_id, input.cancellation_policy_id)
  const own = new Set((await ratePlansOf(db, service.id, locale)).map((plan) => plan.id))
  for (const [index, plan] of input.rate_plans.entries()) {
    if (!own.has(plan.id))
      throw badRequest(`rate_plans.${index}.id: ${WORDS.ratePlanNotOfService}`, [
        { path: `rate_plans.${index}.id`, message: WORDS.ratePlanNotOfService },
      ])
    await assertPolicyFor(
      db,
      service.supplier_user_id,
      plan.cancellation_policy_id,
      `rate_plans.${index}.cancellation_policy_id`,
    )
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('service')
      .set({ cancellation_policy_id: input.cancellation_policy_id })
      .where('id', '=', service.id)
      .execute()
    for (const plan of input.rate_plans)
      await trx
        .updateTable('rate_plan')
        .set({ cancellation_policy_id: plan.cancellation_policy_id })
        .where('id', '=', plan.id)
        .execute()
  })
  return getMapping(db, keeper, input, locale)
}

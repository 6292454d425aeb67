import {
  CANCELLATION_POLICY_MESSAGES as WORDS,
  UserRole,
  type CancellationPolicyRecord,
  type CancellationPolicyValues,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'

/** Who keeps policies: the admin keeps the marketplace's shared ones, a supplier their own. */
export interface PolicyKeeper {
  id: number
  roles: number[]
}

const isAdmin = (keeper: PolicyKeeper) => keeper.roles.includes(UserRole.Admin)
/** The owner a new policy gets: none (shared) for the admin, the supplier for a supplier. */
const ownerOf = (keeper: PolicyKeeper) => (isAdmin(keeper) ? null : keeper.id)

const inUse = sql<number>`(
  (select count(*) from service s where s.cancellation_policy_id = p.id)
  + (select count(*) from rate_plan rp where rp.cancellation_policy_id = p.id)
)::int`

/** The admin sees the shared policies; a supplier sees those and their own. */
function visible(db: DB, keeper: PolicyKeeper) {
  const policies = db.selectFrom('cancellation_policy as p')
  if (isAdmin(keeper)) return policies.where('p.owner_user_id', 'is', null)
  return policies.where((eb) =>
    eb.or([eb('p.owner_user_id', 'is', null), eb('p.owner_user_id', '=', keeper.id)]),
  )
}

const columns = ['p.id', 'p.name', 'p.entries', 'p.owner_user_id', inUse.as('in_use')] as const

function toRecord(
  keeper: PolicyKeeper,
  row: {
    id: number
    name: string
    entries: CancellationPolicyRecord['entries']
    owner_user_id: number | null
    in_use: number
  },
): CancellationPolicyRecord {
  return {
    id: row.id,
    name: row.name,
    entries: row.entries,
    shared: row.owner_user_id === null,
    editable: row.owner_user_id === ownerOf(keeper),
    in_use: row.in_use,
  }
}

/** One page of the visible policies, those whose name holds `search` if given. */
export async function listPolicies(db: DB, keeper: PolicyKeeper, range: [number, number], search?: string) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const found = () =>
    visible(db, keeper).$if(pattern !== null, (query) => query.where('p.name', 'ilike', pattern!))
  const { total } = await found()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const [first, last] = range
  const rows = await found()
    .select(columns)
    .orderBy(sql`p.owner_user_id is null`, 'desc')
    .orderBy('p.name')
    .orderBy('p.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: rows.map((row) => toRecord(keeper, row)), total: Number(total) }
}

export async function getPolicy(db: DB, keeper: PolicyKeeper, id: number) {
  const row = await visible(db, keeper).select(columns).where('p.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(WORDS.notFound)
  return toRecord(keeper, row)
}

/** The policy, which the keeper may change: a supplier sees the shared ones but does not change them. */
async function editablePolicy(db: DB, keeper: PolicyKeeper, id: number) {
  const policy = await getPolicy(db, keeper, id)
  if (!policy.editable) throw new ApiError(403, WORDS.notYours)
  return policy
}

export async function createPolicy(db: DB, keeper: PolicyKeeper, input: CancellationPolicyValues) {
  const row = await db
    .insertInto('cancellation_policy')
    .values({ name: input.name, entries: JSON.stringify(input.entries), owner_user_id: ownerOf(keeper) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getPolicy(db, keeper, row.id)
}

/** New rules apply to cancellations from now on; refunds already made keep what they were. */
export async function updatePolicy(
  db: DB,
  keeper: PolicyKeeper,
  id: number,
  input: CancellationPolicyValues,
) {
  await editablePolicy(db, keeper, id)
  await db
    .updateTable('cancellation_policy')
    .set({ name: input.name, entries: JSON.stringify(input.entries) })
    .where('id', '=', id)
    .execute()
  return getPolicy(db, keeper, id)
}

export async function deletePolicy(db: DB, keeper: PolicyKeeper, id: number) {
  const policy = await editablePolicy(db, keeper, id)
  if (policy.in_use > 0) throw new ApiError(409, WORDS.inUse)
  await db.deleteFrom('cancellation_policy').where('id', '=', id).execute()
  return policy
}

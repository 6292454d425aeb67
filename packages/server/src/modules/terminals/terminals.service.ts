import {
  MESSAGES,
  PaymentMethod,
  TERMINAL_COUNTRIES,
  type MerchantOfRecord,
  type TerminalLocation,
  type TerminalLocationRecord,
  type TerminalReader,
  type TerminalReaderRecord,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { connectedAccount } from '../terminal-connect/terminal-connect.service.js'
import type { ReaderAddress, TerminalProvider } from './terminal-provider.js'

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }])
const owner = (user: AppUser) => user.parent_user_id ?? user.id

/** Without the card provider, nothing can be registered: said as the spec's payment-system notice. */
export function requireProvider(provider: TerminalProvider | null): TerminalProvider {
  if (!provider) throw new ApiError(422, MESSAGES.paymentSystemIssue)
  return provider
}

/** The user's site, when it takes payment at a card reader; another's site, or one without, is not found. */
export async function terminalSite(db: DB, user: AppUser, siteId: number) {
  const site = await db
    .selectFrom('partner_site')
    .select(['id', 'merchant_of_record'])
    .where('id', '=', siteId)
    .where('owner_user_id', '=', owner(user))
    .executeTakeFirst()
  const methods = (site?.merchant_of_record as MerchantOfRecord | undefined)?.payment_method ?? []
  if (!site || !methods.includes(PaymentMethod.Terminal)) throw notFound((w) => w.siteNotFound)
  return site.id
}

const locations = (db: DB, user: AppUser) =>
  db
    .selectFrom('terminal_location as l')
    .innerJoin('partner_site as s', 's.id', 'l.site_id')
    .where('s.owner_user_id', '=', owner(user))

const locationColumns = [
  'l.id',
  'l.site_id',
  'l.provider_ref',
  'l.name',
  'l.address_line_1',
  'l.address_line_2',
  'l.city',
  'l.postal_code',
  'l.state',
  'l.country',
  'l.currency_code',
  'l.provider_account',
] as const

const locationRecord = ({
  provider_ref: _ref,
  provider_account,
  ...row
}: { provider_ref: string; provider_account: string | null } & Omit<
  TerminalLocationRecord,
  'location_id' | 'on_connected_account'
>): TerminalLocationRecord => ({
  ...row,
  location_id: row.id,
  on_connected_account: provider_account !== null,
})

export async function listLocations(db: DB, siteId: number) {
  const rows = await db
    .selectFrom('terminal_location as l')
    .select(locationColumns)
    .where('l.site_id', '=', siteId)
    .orderBy('l.name')
    .orderBy('l.id')
    .execute()
  return rows.map(locationRecord)
}

async function ownLocation(db: DB, user: AppUser, id: number) {
  const row = await locations(db, user).select(locationColumns).where('l.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

export const getLocation = async (db: DB, user: AppUser, id: number) =>
  locationRecord(await ownLocation(db, user, id))

function checkedAddress(input: TerminalLocation): ReaderAddress {
  if (!TERMINAL_COUNTRIES.some((country) => country.code === input.country.toUpperCase())) {
    throw fieldError('country', MESSAGES.countryRequired)
  }
  return {
    line1: input.address_line_1,
    line2: input.address_line_2 ?? null,
    city: input.city,
    postal_code: input.postal_code,
    state: input.state,
    country: input.country.toUpperCase(),
  }
}

const locationValues = (input: TerminalLocation) => ({
  name: input.name,
  address_line_1: input.address_line_1,
  address_line_2: input.address_line_2 || null,
  city: input.city,
  postal_code: input.postal_code,
  state: input.state,
  country: input.country.toUpperCase(),
})

/**
 * A location for a currency lives on the partner's Stripe account for it, when one is connected;
 * otherwise (and without a currency) on the platform's. It stays there: its readers, tokens and
 * payments follow it.
 */
export async function createLocation(
  db: DB,
  provider: TerminalProvider,
  siteId: number,
  input: TerminalLocation,
) {
  const address = checkedAddress(input)
  const currency = input.currency_code ? input.currency_code.toUpperCase() : null
  const account = currency ? await connectedAccount(db, siteId, currency) : null
  const ref = await provider.onAccount(account).createLocation(input.name, address)
  const { id } = await db
    .insertInto('terminal_location')
    .values({
      site_id: siteId,
      provider_ref: ref,
      currency_code: currency,
      provider_account: account,
      ...locationValues(input),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return (await listLocations(db, siteId)).find((row) => row.id === id)!
}

export async function updateLocation(
  db: DB,
  provider: TerminalProvider,
  user: AppUser,
  id: number,
  input: TerminalLocation,
) {
  const row = await ownLocation(db, user, id)
  // Its currency (and so its Stripe account) is fixed when it is made.
  await provider
    .onAccount(row.provider_account)
    .updateLocation(row.provider_ref, input.name, checkedAddress(input))
  await db.updateTable('terminal_location').set(locationValues(input)).where('id', '=', row.id).execute()
  return getLocation(db, user, id)
}

export async function deleteLocation(db: DB, provider: TerminalProvider, user: AppUser, id: number) {
  const row = await ownLocation(db, user, id)
  const reader = await db
    .selectFrom('terminal_reader')
    .select('id')
    .where('location_id', '=', row.id)
    .executeTakeFirst()
  // The provider refuses to delete a location that still has readers, and so do we.
  if (reader) throw new ApiError(409, 'This location still has readers: delete them first.')
  await provider.onAccount(row.provider_account).deleteLocation(row.provider_ref)
  await db.deleteFrom('terminal_location').where('id', '=', row.id).execute()
  return locationRecord(row)
}

const readers = (db: DB) =>
  db
    .selectFrom('terminal_reader as r')
    .innerJoin('terminal_location as l', 'l.id', 'r.location_id')
    .innerJoin('partner_site as s', 's.id', 'r.site_id')
    .select([
      'r.id',
      'r.site_id',
      'r.provider_ref',
      'r.name',
      'r.registration_code',
      'r.location_id as location',
      'l.name as location_name',
      'l.provider_account',
    ])

const readerRecord = ({
  provider_ref: _ref,
  provider_account: _account,
  ...row
}: Omit<TerminalReaderRecord, 'reader_id'> & {
  provider_ref: string
  provider_account: string | null
}): TerminalReaderRecord => ({
  ...row,
  reader_id: row.id,
})

export async function listReaders(db: DB, siteId: number) {
  const rows = await readers(db).where('r.site_id', '=', siteId).orderBy('r.name').orderBy('r.id').execute()
  return rows.map(readerRecord)
}

async function ownReader(db: DB, user: AppUser, id: number) {
  const row = await readers(db)
    .where('r.id', '=', id)
    .where('s.owner_user_id', '=', owner(user))
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

export const getReader = async (db: DB, user: AppUser, id: number) =>
  readerRecord(await ownReader(db, user, id))

/** The provider knows whether a registration code belongs to a reader waiting to be registered. */
function isRefusedCode(error: unknown) {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: string }).type === 'StripeInvalidRequestError'
  )
}

export async function createReader(
  db: DB,
  provider: TerminalProvider,
  siteId: number,
  input: TerminalReader,
) {
  const location = await db
    .selectFrom('terminal_location')
    .select(['id', 'provider_ref', 'provider_account'])
    .where('id', '=', input.location)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  if (!location) throw fieldError('location', MESSAGES.locationRequired)
  let ref: string
  try {
    ref = await provider
      .onAccount(location.provider_account)
      .registerReader(input.registration_code, input.name, location.provider_ref)
  } catch (error) {
    if (isRefusedCode(error)) throw fieldError('registration_code', MESSAGES.readerCodeInvalid)
    throw error
  }
  const { id } = await db
    .insertInto('terminal_reader')
    .values({
      site_id: siteId,
      location_id: location.id,
      provider_ref: ref,
      name: input.name,
      registration_code: input.registration_code,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return readerRecord(await readers(db).where('r.id', '=', id).executeTakeFirstOrThrow())
}

export async function renameReader(
  db: DB,
  provider: TerminalProvider,
  user: AppUser,
  id: number,
  name: string,
) {
  const row = await ownReader(db, user, id)
  await provider.onAccount(row.provider_account).renameReader(row.provider_ref, name)
  await db.updateTable('terminal_reader').set({ name }).where('id', '=', row.id).execute()
  return getReader(db, user, id)
}

export async function deleteReader(db: DB, provider: TerminalProvider, user: AppUser, id: number) {
  const row = await ownReader(db, user, id)
  await provider.onAccount(row.provider_account).deleteReader(row.provider_ref)
  await db.deleteFrom('terminal_reader').where('id', '=', row.id).execute()
  return readerRecord(row)
}

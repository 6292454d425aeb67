import type { realApi } from './realApi'

/** A new activity of the account's (first location, NOK), made through the API so each test owns what it changes. */
export async function newActivity(
  api: ReturnType<typeof realApi>,
  token: string,
  name: string,
  hours = 2,
): Promise<number> {
  const locations = await api.call<{ data: { id: number }[] }>(token, 'GET', '/core/v1/select/location')
  const created = await api.call<{ id: number }>(token, 'POST', '/core/v1/tours', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    duration: { hours, minutes: 0 },
    texts: { en: { name } },
  })
  if (created.status !== 201) throw new Error(`creating the activity "${name}" failed (${created.status})`)
  return created.body.id
}

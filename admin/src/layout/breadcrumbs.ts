import { NO_SITE_ID } from '@jaunt/domain'

/** The spec's breadcrumb rule: an id of -1 is a new record (Create), any other an existing one (Edit). */
export function editOrCreate(id: number | string): 'create' | 'edit' {
  return Number(id) === NO_SITE_ID ? 'create' : 'edit'
}

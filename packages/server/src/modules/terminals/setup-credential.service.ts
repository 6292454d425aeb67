import type { TerminalSetupCredentialState } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { hashPassword } from '../auth/passwords.js'

export async function setupCredentialState(db: DB, siteId: number): Promise<TerminalSetupCredentialState> {
  const row = await db
    .selectFrom('terminal_setup_credential')
    .select('updated_at')
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return { id: siteId, has_password: Boolean(row), updated_at: row ? row.updated_at.toISOString() : null }
}

/** Replaces the site's setup password; only its hash is kept. */
export async function setSetupCredential(db: DB, siteId: number, password: string) {
  const password_hash = await hashPassword(password)
  await db
    .insertInto('terminal_setup_credential')
    .values({ site_id: siteId, password_hash })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ password_hash, updated_at: new Date() }))
    .execute()
  return setupCredentialState(db, siteId)
}

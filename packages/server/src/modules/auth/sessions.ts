import { randomUUID } from 'node:crypto'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { hashToken, signAccessToken, signRefreshToken } from './tokens.js'

export interface TokenPair {
  access_token: string
  refresh_token: string
}

/** Starts a session: a new refresh-token family, so a stolen and reused token ends only this one. */
export async function startSession(
  db: DB,
  config: Config,
  user: AppUser,
  impersonatorId: number | null = null,
) {
  return issueTokens(db, config, user, randomUUID(), impersonatorId)
}

export async function issueTokens(
  db: DB,
  config: Config,
  user: Pick<AppUser, 'id' | 'role_ids' | 'token_version'>,
  familyId: string,
  impersonatorId: number | null,
): Promise<TokenPair> {
  const refresh = await signRefreshToken(config, user.id, familyId)
  await db
    .insertInto('refresh_token')
    .values({
      id: refresh.id,
      family_id: familyId,
      user_id: user.id,
      token_hash: hashToken(refresh.token),
      impersonator_id: impersonatorId,
      expires_at: refresh.expiresAt,
    })
    .execute()
  const access_token = await signAccessToken(config, {
    userId: user.id,
    roles: user.role_ids,
    impersonatorId,
    tokenVersion: user.token_version,
  })
  return { access_token, refresh_token: refresh.token }
}

export async function revokeFamily(db: DB, familyId: string) {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every access token of the user now, rather than when each expires. */
export async function endAccessTokens(db: DB, userId: number) {
  await db
    .updateTable('app_user')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute()
}

export async function revokeAllSessions(db: DB, userId: number) {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}

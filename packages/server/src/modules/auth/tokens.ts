import { createHash, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { z } from 'zod'
import type { Config } from '../../env.js'
import type { AuthClaims } from '../../lib/types.js'

const ISSUER = 'jaunt'
const secretKey = (config: Config) => new TextEncoder().encode(config.JWT_SECRET)

export interface AccessTokenSubject {
  userId: number
  roles: number[]
  impersonatorId: number | null
  tokenVersion: number
}

/** The spec's token payload is `sub` and `roles`; `act` names the admin behind a log-in-as. */
export async function signAccessToken(config: Config, subject: AccessTokenSubject) {
  return (
    new SignJWT({
      roles: subject.roles,
      ver: subject.tokenVersion,
      ...(subject.impersonatorId ? { act: { sub: String(subject.impersonatorId) } } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.userId))
      // Its own id: two tokens issued within one second for the same user are still two tokens.
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience('access')
      .setIssuedAt()
      .setExpirationTime(`${config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(secretKey(config))
  )
}

const accessClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  roles: z.array(z.number().int()),
  act: z.object({ sub: z.string().regex(/^\d+$/) }).optional(),
  ver: z.number().int(),
})

export async function verifyAccessToken(config: Config, token: string): Promise<AuthClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { issuer: ISSUER, audience: 'access' })
    const claims = accessClaims.parse(payload)
    return {
      userId: Number(claims.sub),
      roles: claims.roles,
      impersonatorId: claims.act ? Number(claims.act.sub) : null,
      tokenVersion: claims.ver,
    }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) return null
    throw error
  }
}

export interface RefreshTokenIdentity {
  id: string
  familyId: string
  userId: number
}

export async function signRefreshToken(config: Config, userId: number, familyId: string) {
  const id = randomUUID()
  const token = await new SignJWT({ fam: familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(id)
    .setIssuer(ISSUER)
    .setAudience('refresh')
    .setIssuedAt()
    .setExpirationTime(`${config.REFRESH_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(config))
  const expiresAt = new Date(Date.now() + config.REFRESH_TOKEN_TTL_SECONDS * 1000)
  return { token, id, expiresAt }
}

const refreshClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  jti: z.string().uuid(),
  fam: z.string().uuid(),
})

export async function verifyRefreshToken(
  config: Config,
  token: string,
): Promise<RefreshTokenIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { issuer: ISSUER, audience: 'refresh' })
    const claims = refreshClaims.parse(payload)
    return { id: claims.jti, familyId: claims.fam, userId: Number(claims.sub) }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) return null
    throw error
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import { z } from 'zod'
import type { Config } from '../../env.js'

/** A desk shift's worth of card reader use; after it the operator gives the setup password again. */
export const TERMINAL_TOKEN_TTL_SECONDS = 2 * 60 * 60

export const TERMINAL_TOKEN_HEADER = 'x-terminal-token'

const ISSUER = 'jaunt'
const AUDIENCE = 'terminal'
const secretKey = (config: Config) => new TextEncoder().encode(config.JWT_SECRET)

export interface TerminalClaims {
  userId: number
  siteId: number
  tokenVersion: number
}

/** Its own audience: it opens one site's terminal calls and nothing else, not even the back office. */
export async function signTerminalToken(config: Config, claims: TerminalClaims) {
  const expiresAt = new Date(Date.now() + TERMINAL_TOKEN_TTL_SECONDS * 1000)
  const token = await new SignJWT({ site: claims.siteId, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(config))
  return { token, expiresAt }
}

const terminalClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  site: z.number().int().positive(),
  ver: z.number().int(),
})

export async function verifyTerminalToken(config: Config, token: string): Promise<TerminalClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { issuer: ISSUER, audience: AUDIENCE })
    const claims = terminalClaims.parse(payload)
    return { userId: Number(claims.sub), siteId: claims.site, tokenVersion: claims.ver }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) return null
    throw error
  }
}

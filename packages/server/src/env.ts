import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const DEV_JWT_SECRET = 'jaunt-development-secret-not-for-production-use'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

/** A comma-separated list of IP addresses, e.g. `10.0.0.2,10.0.0.3`. */
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .refine((addresses) => addresses.every((address) => isIP(address) !== 0), {
    message: 'must be IP addresses separated by commas',
  })

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback)

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** A streaming replica of DATABASE_URL's server: the guest searches read it while it is fresh enough. */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** Searches read the replica only while it has every commit older than this; else the primary. */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(2_592_000).default(86_400),
    APP_HOST: z.string().min(1).optional(),
    /** Where a host that names no partner site is sent (spec part 1 §9). */
    SITE_REDIRECT_URL: z.url({ protocol: /^https?$/ }).optional(),
    SEED_DEMO: booleanFlag.default(true),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_API_URL: z.url().optional(),
    /** The platform's Connect client id: partners connect their own Stripe account per currency with it. */
    STRIPE_CONNECT_CLIENT_ID: z
      .string()
      .regex(/^ca_/, 'must be a Stripe Connect client id (ca_…)')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Jaunt <bookings@jaunt.test>'),
    HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed; without them the socket is the client. */
    TRUSTED_PROXIES: addressList.default([]),
    RATE_LIMIT_SEARCH_PER_MINUTE: perMinute(600),
    RATE_LIMIT_CART_PER_MINUTE: perMinute(120),
    RATE_LIMIT_BOOKING_PER_MINUTE: perMinute(60),
    RATE_LIMIT_LOGIN_PER_MINUTE: perMinute(60),
    RATE_LIMIT_CHATBOT_PER_MINUTE: perMinute(30),
    /** Searches that run at once; more wait in a queue of SEARCH_QUEUE, and beyond it get a 503. */
    SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    SEARCH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
    /** Search answers kept in memory under their search generation (lib/search-answers.ts); 0 keeps none. */
    SEARCH_ANSWERS_KEPT: z.coerce.number().int().min(0).max(100_000).default(500),
    /** PostgreSQL stops a statement that runs longer (PGlite cannot: the search gate bounds it there). */
    STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** Searches are a guest waiting on a page: their statements stop sooner than the rest's. */
    SEARCH_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** An OpenAI-compatible API (its base, before `/v1`); without it the chatbot answers from retrieval alone. */
    CHATBOT_LLM_URL: z.url({ protocol: /^https?$/ }).optional(),
    CHATBOT_LLM_API_KEY: z.string().min(1).optional(),
    CHATBOT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    CHATBOT_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
    /** Tokens one conversation may spend, questions, context and answers together. */
    CHATBOT_TOKEN_BUDGET: z.coerce.number().int().min(500).default(8000),
    /** Where uploaded pictures are kept: under DATA_DIR, or in an S3-compatible bucket. */
    MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Lets iCal imports fetch from this machine and private networks: for tests' stand-ins, never production. */
    ICAL_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL: a replica is of a PostgreSQL primary, PGlite has none',
      })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'set both Stripe keys, or neither',
      })
    }
    if (env.MEDIA_STORAGE === 's3') {
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when MEDIA_STORAGE=s3' })
      }
    }
    if (env.NODE_ENV === 'production' && env.ICAL_ALLOW_PRIVATE_HOSTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['ICAL_ALLOW_PRIVATE_HOSTS'],
        message: 'is for tests only: a feed link could then reach private networks',
      })
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' })
    }
  })

export type Config = ReturnType<typeof toConfig>

function toConfig(env: z.output<typeof envSchema>) {
  return {
    ...env,
    JWT_SECRET_FROM_ENV: env.JWT_SECRET !== undefined,
    DATA_DIR: resolve(env.DATA_DIR ?? join(repoRoot(), '.data')),
    JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET,
    APP_HOST: env.APP_HOST ?? `localhost:${env.PORT}`,
  }
}

export class ConfigError extends Error {}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration, the server will not start:\n${lines.join('\n')}`)
  }
  return toConfig(parsed.data)
}

/** The folder holding the workspace root package.json, wherever the server was started from. */
export function repoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir
    dir = dirname(dir)
  }
  return process.cwd()
}

/**
 * Without JWT_SECRET outside production, a random secret is kept beside the local database, so
 * sessions survive restarts and no two machines share a known key.
 */
export function withLocalJwtSecret(config: Config): Config {
  if (config.JWT_SECRET_FROM_ENV) return config
  const file = join(config.DATA_DIR, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true })
    try {
      // `wx`: of two processes starting on one DATA_DIR, the first writes it and both read that one.
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return { ...config, JWT_SECRET: readFileSync(file, 'utf8').trim() }
}

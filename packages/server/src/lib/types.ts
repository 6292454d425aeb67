import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi'
import type { Locale } from '@jaunt/domain'
import type { DB } from '../db/database.js'
import type { AppUser } from '../db/schema.js'
import type { JobQueue } from './job-queue.js'
import type { CardProvider } from '../modules/payments/card-provider.js'
import type { Config } from '../env.js'

export interface AuthClaims {
  userId: number
  roles: number[]
  impersonatorId: number | null
  tokenVersion: number
}

export interface AppEnv {
  Variables: {
    db: DB
    /** Where guest searches read: the primary (`db`), or a fresh enough read replica (`DATABASE_READ_URL`). */
    readDb: DB
    config: Config
    locale: Locale
    auth: AuthClaims
    user: AppUser
    /** Null when no card provider is configured: the card method is then not offered. */
    cards: CardProvider | null
    /** Null where no job queue runs (API tests): started work waits for the next start of the jobs. */
    jobs: JobQueue | null
    /** The search generation a public search read its answer at, to keep the answer under (search-answers.ts). */
    searchGeneration?: string
  }
}

export type AppOpenAPI = OpenAPIHono<AppEnv>
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>

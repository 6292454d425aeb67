import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { postgresPoolOf, type DB } from '../../db/database.js'
import type { Config } from '../../env.js'

export type LimitName = 'search' | 'cart' | 'booking' | 'login' | 'chatbot'

export type RateLimits = Record<LimitName, RateLimiterAbstract>

/** The table is made by migration 0009, so no request races the limiter's own CREATE TABLE. */
export const RATE_LIMIT_TABLE = 'rate_limit'

/**
 * One limiter per kind of call, counted per minute. On PostgreSQL the counts live in the database,
 * so every API process shares them; PGlite has one process, which keeps them in memory.
 */
export function createRateLimits(db: DB, config: Config): RateLimits {
  const pool = postgresPoolOf(db)
  const limiter = (keyPrefix: LimitName, points: number) => {
    const options = { keyPrefix, points, duration: 60 }
    if (!pool) return new RateLimiterMemory(options)
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
      // A database hiccup must not refuse every guest: this process counts alone meanwhile.
      insuranceLimiter: new RateLimiterMemory(options),
    })
  }
  return {
    search: limiter('search', config.RATE_LIMIT_SEARCH_PER_MINUTE),
    cart: limiter('cart', config.RATE_LIMIT_CART_PER_MINUTE),
    booking: limiter('booking', config.RATE_LIMIT_BOOKING_PER_MINUTE),
    login: limiter('login', config.RATE_LIMIT_LOGIN_PER_MINUTE),
    chatbot: limiter('chatbot', config.RATE_LIMIT_CHATBOT_PER_MINUTE),
  }
}

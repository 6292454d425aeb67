import { databaseTarget, openDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { underStartupLock } from '../db/startup-lock.js'
import { loadConfig } from '../env.js'
import { seedDemo } from './seed.js'

const config = loadConfig()
// Seeding many products runs long statements: the requests' statement timeout is not for it.
const db = await openDatabase(
  databaseTarget({ DATABASE_URL: config.DATABASE_URL, DATA_DIR: config.DATA_DIR }),
)
const seeded = await underStartupLock(
  db,
  async () => (await migrateToLatest(db), await seedDemo(db, { bookings: config })),
)
console.log(seeded ? 'Demo data created.' : 'The database already has users; nothing seeded.')
await db.destroy()

import { databaseTarget, openDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { loadConfig } from '../env.js'
import { seedDemo } from './seed.js'

const config = loadConfig()
const db = await openDatabase(databaseTarget(config))
await migrateToLatest(db)
console.log((await seedDemo(db)) ? 'Demo data created.' : 'The database already has users; nothing seeded.')
await db.destroy()

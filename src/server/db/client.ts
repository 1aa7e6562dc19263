/**
 * Opens the database: PGlite in DATA_DIR (embedded default) or PostgreSQL through DATABASE_URL.
 * One schema and one query code for both: services receive a `Db` and never know which one it is.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import { NamingClient } from './named-statements.ts'
import { withPreparedStatements } from './prepared-statements.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** PGlite handle (embedded mode only), for snapshots in tests */
  pglite?: PGlite
  /** PostgreSQL pool (server mode only), for LISTEN/NOTIFY */
  pool?: pg.Pool
  /** applies the migrations not yet applied (`migrationsFolder`: another folder, for the migrations' own tests) */
  migrate(migrationsFolder?: string): Promise<void>
  ping(): Promise<boolean>
  close(): Promise<void>
}

export { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let unlock = () => {}
  let dir: string | undefined
  if (options.dataDir) {
    unlock = await lockDataDir(options.dataDir)
    dir = path.join(options.dataDir, 'pglite')
    fs.mkdirSync(dir, { recursive: true })
    // An unclean stop (kill -9) leaves postmaster.pid behind; we hold the lock, so nobody else runs on it.
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true })
  }
  let client: PGlite
  try {
    // 32 MB of shared buffers, not PGlite's 128: its WebAssembly memory is never given back, and the pages also sit
    // in the operating system's cache of DATA_DIR, so the larger pool bought no speed (decision 0043, memory)
    client = await PGlite.create(dir, { loadDataDir: options.loadDataDir, postgresqlconf: ['shared_buffers = 32MB'] })
  } catch (error) {
    unlock()
    throw error
  }
  // prepared statements (see prepared-statements.ts) keep one plan: replanning is the cost they are there to save
  await client.exec('set plan_cache_mode = force_generic_plan')
  const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Db
  let closed = false
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1')
        return true
      } catch {
        return false
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      try {
        await client.close()
      } finally {
        unlock()
      }
    },
  }
}

export async function openPostgres(
  url: string,
  options: { max?: number; namedStatements?: boolean } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // statements named on their second use, parsed and planned once per connection (named-statements.ts)
    Client: options.namedStatements === false ? pg.Client : NamingClient,
  })
  pool.on('error', () => {}) // idle client errors surface on the next query
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  let closed = false
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      // Several instances may start at once: one migrates, the others wait for it.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(72707369)')
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock(72707369)').catch(() => {})
        client.release()
      }
    },
    ping: async () => {
      try {
        await pool.query('select 1')
        return true
      } catch {
        return false
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

export function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  namedStatements?: boolean
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { namedStatements: options.namedStatements })
    : openPglite({ dataDir: options.dataDir })
}

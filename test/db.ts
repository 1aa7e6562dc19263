/** Test databases: a PGlite opened from the migrated snapshot, or (TEST_DB=postgres) a PostgreSQL copy of a template. */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts'

function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Migrates a fresh template database on the server of `url` and returns its name. */
export async function createPostgresTemplate(url: string): Promise<string> {
  const name = `lp_template_${randomBytes(4).toString('hex')}`
  await admin(url, (c) => c.query(`create database ${name}`))
  const database = await openPostgres(withDatabase(url, name), { max: 1 })
  await database.migrate()
  await database.close()
  return name
}

export async function dropPostgresDatabase(url: string, name: string) {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`))
}

export async function openTestDatabase(options: {
  postgresTemplate: string
  pgliteSnapshot: string
}): Promise<Database> {
  const { postgresTemplate, pgliteSnapshot } = options
  if (!postgresTemplate) {
    const snapshot = new Blob([fs.readFileSync(pgliteSnapshot)])
    return openPglite({ loadDataDir: snapshot })
  }
  const url = process.env.TEST_DATABASE_URL as string
  const name = `lp_test_${randomBytes(6).toString('hex')}`
  await admin(url, (c) => c.query(`create database ${name} template ${postgresTemplate}`))
  const database = await openPostgres(withDatabase(url, name), { max: 5 })
  return {
    ...database,
    close: async () => {
      await database.close()
      await dropPostgresDatabase(url, name)
    },
  }
}

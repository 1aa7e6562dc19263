/**
 * Queries built once (built-once.ts), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL: built once per
 * database, and run on a transaction's own connection when called with it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtOnce } from './built-once.ts'
import { type Database, openPglite, openPostgres } from './client.ts'

const url = process.env.TEST_DATABASE_URL
const kinds: [string, () => Promise<Database>][] = [
  ['PGlite', () => openPglite({})],
  ...(url ? [['PostgreSQL', () => openPostgres(url, { max: 2 })] as [string, () => Promise<Database>]] : []),
]

describe.each(kinds)('queries built once, on %s', (_kind, open) => {
  let database: Database
  beforeAll(async () => {
    database = await open()
  })
  afterAll(() => database.close())

  it('builds once per database and runs with each call’s values, in a transaction too', async () => {
    let builds = 0
    const plusOne = builtOnce((db) => {
      builds += 1
      return db.select({ n: sql<number>`${sql.placeholder('n')}::int + 1` }).from(sql`(select 1) as one`)
    })
    expect(await plusOne(database.db).execute({ n: 1 })).toEqual([{ n: 2 }])
    expect(await plusOne(database.db).execute({ n: 41 })).toEqual([{ n: 42 }])
    await database.db.transaction(async (tx) => {
      expect(await plusOne(tx).execute({ n: 9 })).toEqual([{ n: 10 }])
    })
    expect(builds).toBe(1)
  })

  it('runs on the transaction’s connection, inside it, when called with a transaction', async () => {
    // a setting local to a transaction: only a statement of that transaction reads it
    const probe = builtOnce((db) =>
      db
        .select({ value: sql<string | null>`nullif(current_setting('lp.built_once', true), '')` })
        .from(sql`(select 1) as one`),
    )
    expect(await probe(database.db).execute()).toEqual([{ value: null }])
    for (const value of ['first', 'second']) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lp.built_once', ${value}, true)`)
        expect(await probe(tx).execute()).toEqual([{ value }])
      })
    }
    expect(await probe(database.db).execute()).toEqual([{ value: null }])
  })
})

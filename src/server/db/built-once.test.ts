import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtOnce } from './built-once.ts'
import { type Database, openPglite } from './client.ts'

describe('queries built once', () => {
  let database: Database
  beforeAll(async () => {
    database = await openPglite({})
  })
  afterAll(() => database.close())

  it('builds once per database, runs with each call’s values, and builds anew for a transaction', async () => {
    let builds = 0
    const plusOne = builtOnce((db) => {
      builds += 1
      return db.select({ n: sql<number>`${sql.placeholder('n')}::int + 1` }).from(sql`(select 1) as one`)
    })
    expect(await plusOne(database.db).execute({ n: 1 })).toEqual([{ n: 2 }])
    expect(await plusOne(database.db).execute({ n: 41 })).toEqual([{ n: 42 }])
    expect(builds).toBe(1)
    await database.db.transaction(async (tx) => {
      expect(await plusOne(tx).execute({ n: 9 })).toEqual([{ n: 10 }])
    })
    expect(builds).toBe(2)
  })
})

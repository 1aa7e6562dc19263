/**
 * The PostgreSQL client that names repeated statements (named-statements.ts), against the PostgreSQL of
 * TEST_DATABASE_URL: without one there is no server to name them on, and the suite says so.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_NAMED, NamingClient } from './named-statements.ts'

const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('statements named on PostgreSQL', () => {
  let client: NamingClient
  beforeAll(async () => {
    client = new NamingClient({ connectionString: url })
    await client.connect()
  })
  afterAll(() => client.end())

  /** The texts this connection holds as prepared statements. */
  async function prepared(): Promise<string[]> {
    const res = await client.query('select statement from pg_prepared_statements')
    return res.rows.map((row: { statement: string }) => row.statement)
  }

  it('names a statement the second time its text is seen, and answers the same either way', async () => {
    const text = 'select $1::int + 1 as n'
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }])
    expect(await prepared()).not.toContain(text)
    expect((await client.query({ text, values: [2], rowMode: 'array' })).rows).toEqual([[3]])
    expect(await prepared()).toContain(text)
    expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }])
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1)
  })

  it('names a statement given an empty name (a query built once) as one given none', async () => {
    const text = 'select $1::int - 1 as less'
    expect((await client.query({ text, values: [1], name: '' })).rows).toEqual([{ less: 0 }])
    expect((await client.query({ text, values: [2], name: '' })).rows).toEqual([{ less: 1 }])
    expect(await prepared()).toContain(text)
  })

  it('leaves alone what is not plain DML, and a name the caller gave', async () => {
    for (let i = 0; i < 3; i++) {
      await client.query('begin')
      await client.query('set local statement_timeout = 5000')
      await client.query({ text: 'select $1::text as caller', values: ['x'], name: 'callers_own' })
      await client.query('commit')
    }
    const texts = await prepared()
    expect(texts.some((s) => /^(begin|set|commit)/i.test(s))).toBe(false)
    const own = await client.query("select name from pg_prepared_statements where name = 'callers_own'")
    expect(own.rowCount).toBe(1)
  })

  it('a named statement whose parse failed in an aborted transaction works once the transaction is over', async () => {
    const text = 'select $1::int * 2 as twice'
    await client.query(text, [1])
    await client.query('begin')
    await expect(client.query('select 1 / 0')).rejects.toThrow()
    // its second use, the first named: refused, as every statement in an aborted transaction is
    await expect(client.query(text, [2])).rejects.toThrow(/aborted/)
    await client.query('rollback')
    expect((await client.query(text, [3])).rows).toEqual([{ twice: 6 }])
    expect((await client.query(text, [4])).rows).toEqual([{ twice: 8 }])
  })

  it('holds at most MAX_NAMED statements on a connection; past it, texts run unnamed and still answer', async () => {
    const before = (await prepared()).length
    for (let i = 0; i < MAX_NAMED + 20; i++) {
      const text = `select $1::int + ${i} as n`
      await client.query(text, [0])
      expect((await client.query(text, [1])).rows).toEqual([{ n: 1 + i }])
    }
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_NAMED + 1)
    expect((await prepared()).length).toBeGreaterThan(before)
  })

  it('works through a pool, as the server uses it', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 2, Client: NamingClient })
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => pool.query('select $1::int as i', [i]).then((r) => r.rows[0].i)),
      )
      expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i))
    } finally {
      await pool.end()
    }
  })
})

import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { literalOf, withPreparedStatements } from './prepared-statements.ts'

describe('literalOf', () => {
  it.each([
    [null, 'null'],
    [undefined, 'null'],
    [true, "'t'"],
    [false, "'f'"],
    [42, "'42'"],
    [-1.5, "'-1.5'"],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['4f1c2a9e-0b7d-4c1e-9f3a-2b6d8e0c1a5f', "'4f1c2a9e-0b7d-4c1e-9f3a-2b6d8e0c1a5f'"],
    ['2026-11-23T16:09:51.681Z', "'2026-11-23T16:09:51.681Z'"],
    ['Equipo 2', "'Equipo 2'"],
    ['', "''"],
    ["O'Brien", null],
    ['back\\slash', null],
    ['nul\u0000', null],
    ['Martín Ñandú', "'Martín Ñandú'"],
    ['%diaz%', "'%diaz%'"],
    ["a'b", null],
    ['a;b', null],
    [{ json: true }, null],
    [new Date(0), null],
  ])('%j → %s', (value, literal) => {
    expect(literalOf(value)).toBe(literal)
  })
})

describe('withPreparedStatements', () => {
  let raw: PGlite
  let pg: PGlite
  const preparedCount = async () =>
    Number((await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n)

  beforeAll(async () => {
    raw = await PGlite.create()
    await raw.exec(`create table t (id uuid primary key, name text not null, at timestamptz, n int, ok boolean, doc jsonb);
      insert into t values ('4f1c2a9e-0b7d-4c1e-9f3a-2b6d8e0c1a5f', 'Equipo 2', '2025-03-01T12:00:00Z', 7, true, '{"a":1}')`)
    pg = withPreparedStatements(raw, { max: 3 })
  })
  afterAll(() => raw.close())

  const byId = 'select id, name, at, n, ok, doc from t where id = $1 and n >= $2 and ok = $3'
  const params = ['4f1c2a9e-0b7d-4c1e-9f3a-2b6d8e0c1a5f', 1, true]

  it('prepares a statement the second time it is seen; results are the same as unprepared', async () => {
    const unprepared = await raw.query(byId, params)
    const first = await pg.query(byId, params)
    expect(await preparedCount()).toBe(0)
    const second = await pg.query(byId, params, { rowMode: 'array' })
    const third = await pg.query(byId, params)
    expect(await preparedCount()).toBe(1)
    expect(first.rows).toEqual(unprepared.rows)
    expect(third.rows).toEqual(unprepared.rows)
    expect(second.rows).toEqual([Object.values(unprepared.rows[0] as object)])
    expect(third.fields).toEqual(unprepared.fields)
  })

  it('binds what it cannot write safely as a literal: quotes and the like never reach the SQL text', async () => {
    const insert = 'insert into t (id, name) values ($1, $2) returning name'
    const names = ["O'Brien'); drop table t; --", 'Martín', 'back\\slash']
    for (const [i, name] of names.entries()) {
      const id = `00000000-0000-4000-8000-00000000000${i}`
      expect((await pg.query<{ name: string }>(insert, [id, name])).rows[0]?.name).toBe(name)
    }
    expect((await raw.query('select count(*)::int as n from t')).rows).toEqual([{ n: 4 }])
  })

  it('works inside transactions, and a PREPARE in an aborted transaction registers nothing', async () => {
    const count = 'select count(*)::int as n from t where n = $1'
    await pg.query(count, [7])
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('select 1/0 as boom where $1::int = 1', [1])
      }),
    ).rejects.toThrow(/division by zero/)
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('select 1/0 as boom where $1::int = 1', [2]).catch(() => undefined)
        await tx.query(count, [7]) // the second sighting: its PREPARE fails, the transaction is aborted
      }),
    ).rejects.toThrow(/aborted/)
    const rows = await pg.transaction(async (tx) => (await tx.query(count, [7])).rows)
    expect(rows).toEqual([{ n: 1 }])
    expect((await pg.query(count, [7])).rows).toEqual([{ n: 1 }])
  })

  it('prepares a text once when it is first used by several callers at the same time', async () => {
    const text = 'select name from t where n = $1'
    await pg.query(text, [7])
    const results = await Promise.all([pg.query(text, [7]), pg.query(text, [7]), pg.query(text, [7])])
    expect(results.map((r) => r.rows)).toEqual([[{ name: 'Equipo 2' }], [{ name: 'Equipo 2' }], [{ name: 'Equipo 2' }]])
  })

  it('runs a statement unprepared when its PREPARE fails: every caller waiting on it gets its own answer', async () => {
    // a connection that refuses every PREPARE (as PostgreSQL does inside an aborted transaction, or for a statement
    // it cannot prepare) and answers anything else with what it was sent
    const sent: string[] = []
    const refusing = {
      async query(text: string, params: unknown[] = []) {
        sent.push(text)
        // refused a moment later, as a server answers: the other callers are waiting on it by then
        if (text.startsWith('prepare ')) {
          await new Promise((resolve) => setTimeout(resolve, 20))
          throw new Error('PREPARE refused')
        }
        return { rows: [{ text, params }], fields: [] }
      },
    } as unknown as PGlite
    const wrapped = withPreparedStatements(refusing)
    const text = 'select name from t where n = $1'
    await wrapped.query(text, [1])
    const results = await Promise.all([2, 3, 4].map((n) => wrapped.query(text, [n])))
    expect(results.map((r) => r.rows)).toEqual([2, 3, 4].map((n) => [{ text, params: [n] }]))
    expect(sent.filter((t) => t.startsWith('prepare '))).toHaveLength(1)
  })

  it('lets the event loop turn before each statement, so statement after statement never starves other requests', async () => {
    // PGlite answers in the same thread through promises alone, as this connection does
    const instant = { query: async () => ({ rows: [], fields: [] }) } as unknown as PGlite
    const wrapped = withPreparedStatements(instant)
    let turned = false
    setImmediate(() => {
      turned = true
    })
    const seen: boolean[] = []
    for (let i = 0; i < 3; i++) {
      await wrapped.query('select 1')
      seen.push(turned)
    }
    expect(seen).toEqual([true, true, true])
  })

  it('passes other statements through, and stops preparing past its bound', async () => {
    await pg.query('set application_name = $$league$$')
    await pg.query('set application_name = $$league$$')
    const before = await preparedCount()
    expect(before).toBe(3)
    const extra = 'select id from t where name = $1'
    await pg.query(extra, ['Equipo 2'])
    expect((await pg.query(extra, ['Equipo 2'])).rows).toHaveLength(1)
    expect(await preparedCount()).toBe(before)
  })

  it('a statement inside a transaction never waits for a PREPARE sent outside it, which waits for the transaction', async () => {
    const db = withPreparedStatements(raw)
    const text = 'select count(*)::int as n from t where name = $1'
    await db.query(text, ['Equipo 2'])
    const inside = db.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return (await tx.query(text, ['Equipo 2'])).rows
    })
    // the second sighting, outside: its PREPARE waits for the transaction to end
    const outside = db.query(text, ['Equipo 2']).then((result) => result.rows)
    expect(await Promise.all([inside, outside])).toEqual([[{ n: 1 }], [{ n: 1 }]])
  })
})

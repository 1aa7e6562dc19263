/**
 * Hostile files against the import (decision 0035): the read is bounded by what the file holds, refuses early with a
 * code that says why, stays within its memory, and runs off the event loop so the server keeps answering meanwhile.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '#domain/imports/import.schema.ts'
import {
  farCornersXlsx,
  lastRowXlsx,
  longCsv,
  sharedStringsBombXlsx,
  sheetXml,
  xlsxOfSheet,
} from '#test/hostile-spreadsheets.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { READ_STARTED_CHANNEL, readTableOffThread } from './read-table-off-thread.ts'

const CSV = 'text/csv'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** The worker's heap may grow to this much while reading the worst file (the task's bound: under 100 MB). */
const HEAP_BOUND = 100 * 1024 * 1024
/** A health check answered while an import is being read takes less than this (generous: it is ~1 ms when idle). */
const HEALTH_BOUND_MS = 200

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Hostil')
  // the first health check compiles its route: not what is measured
  expect((await league.server.request('/api/health')).status).toBe(200)
})
afterAll(() => league.server.close())

const codeOf = (bytes: Uint8Array) =>
  readTableOffThread(bytes).then(
    ({ heapBytes }) => ({ code: 'read', heapBytes }),
    (error: { code: string }) => ({ code: error.code, heapBytes: 0 }),
  )

/**
 * Uploads `bytes` and, as soon as its reading has started (the reader publishes it), asks `/api/health`: the upload's
 * answer and how long the health check took.
 */
async function importWhileProbing(bytes: Uint8Array, type: string) {
  let probe: Promise<number> | undefined
  const onRead = () => {
    probe ??= (async () => {
      const started = performance.now()
      const res = await league.server.request('/api/health')
      expect(res.status).toBe(200)
      return performance.now() - started
    })()
  }
  subscribe(READ_STARTED_CHANNEL, onRead)
  try {
    const res = await league.server.request(`/api/orgs/${league.orgId}/imports/players?dryRun=true`, {
      method: 'POST',
      cookie: league.admin.cookie,
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    })
    const body = (await res.json()) as { code?: string }
    return { status: res.status, body, healthMs: await probe }
  } finally {
    unsubscribe(READ_STARTED_CHANNEL, onRead)
  }
}

describe('imports: hostile files', () => {
  it('a workbook with a cell in XFD1 and another in A1048576 is refused at once; the server answers meanwhile', async () => {
    const bytes = farCornersXlsx()
    expect(bytes.length).toBeLessThan(10 * 1024)
    const result = await importWhileProbing(bytes, XLSX)
    expect(result.status).toBe(413)
    expect(result.body.code).toBe('IMPORT_TOO_MANY_COLUMNS')
    expect(result.healthMs).toBeLessThan(HEALTH_BOUND_MS)

    const lastRow = await codeOf(lastRowXlsx())
    expect(lastRow.code).toBe('IMPORT_TOO_MANY_ROWS')
    expect((await codeOf(farCornersXlsx())).code).toBe('IMPORT_TOO_MANY_COLUMNS')
  })

  it('a workbook whose shared strings unpack to 120 MB is refused before they are parsed, within its memory', async () => {
    const bytes = await sharedStringsBombXlsx(120)
    expect(bytes.length).toBeLessThan(IMPORT_MAX_ROWS * 1024)
    const result = await importWhileProbing(bytes, XLSX)
    expect(result.status).toBe(413)
    expect(result.body.code).toBe('IMPORT_TOO_COMPLEX')
    expect(result.healthMs).toBeLessThan(HEALTH_BOUND_MS)
    // a smaller one (under the unpacked budget) is read, its worker's heap within the bound
    const small = await readTableOffThread(await sharedStringsBombXlsx(8))
    expect(small.table.header).toEqual([expect.stringMatching(/^A+$/)])
    expect(small.heapBytes).toBeGreaterThan(0)
    expect(small.heapBytes).toBeLessThan(HEAP_BOUND)
  })

  it('a CSV of 100,000 rows answers IMPORT_TOO_MANY_ROWS while the server keeps answering', async () => {
    const result = await importWhileProbing(longCsv(100_000), CSV)
    expect(result.status).toBe(413)
    expect(result.body.code).toBe('IMPORT_TOO_MANY_ROWS')
    expect(result.healthMs).toBeLessThan(HEALTH_BOUND_MS)
  })

  it('rows and columns up to the limits are read; one value beyond either is refused, in CSV and XLSX', async () => {
    const widest = Array.from({ length: IMPORT_MAX_COLUMNS }, (_, i) => `c${i + 1}`)
    const atLimit = await readTableOffThread(new TextEncoder().encode(`${widest.join(';')}\n${widest.join(';')}\n`))
    expect(atLimit.table.header).toHaveLength(IMPORT_MAX_COLUMNS)
    expect(atLimit.heapBytes).toBeLessThan(HEAP_BOUND)
    expect((await codeOf(new TextEncoder().encode(`${widest.join(';')};extra\n1\n`))).code).toBe(
      'IMPORT_TOO_MANY_COLUMNS',
    )
    // trailing empty cells beyond the limit are no columns
    expect((await codeOf(new TextEncoder().encode(`a;b${';'.repeat(200)}\n1;2\n`))).code).toBe('read')
    const rows = (last: number): [number, [string, string][]][] => [
      [1, [['A1', 'Nombre']]],
      [last, [[`A${last}`, 'Ana']]],
    ]
    const sheetOf = (last: number) => xlsxOfSheet(sheetXml(rows(last)))
    expect((await codeOf(sheetOf(IMPORT_MAX_ROWS + 1))).code).toBe('read')
    expect((await codeOf(sheetOf(IMPORT_MAX_ROWS + 2))).code).toBe('IMPORT_TOO_MANY_ROWS')
  })
})

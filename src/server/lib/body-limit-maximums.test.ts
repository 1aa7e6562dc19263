/**
 * Every documented maximum fits its body limit: the largest valid body of each endpoint that takes a long list, built
 * with the schema's own maximum and its longest values, is within bodyLimitOf's limit for that path (with the default
 * 64 KB JSON limit), and `games/bulk` with 2,000 ids is read and answered over HTTP, not refused with 413.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpdateRoundsInputSchema } from '#domain/competition/fixtures.schema.ts'
import { GROUP_TEAMS_MAX, UpdateGroupInputSchema } from '#domain/competition/group.schema.ts'
import { BulkGamesInputSchema } from '#domain/games/game-bulk.schema.ts'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'
import { bodyLimitOf } from './body-limit.ts'

const KB = 1024
const ids = (count: number) => Array.from({ length: count }, () => randomUUID())
/** 80 characters of three bytes each in UTF-8 (the longest name a `.max(80)` lets through, byte for byte) */
const longName = '€'.repeat(80)

const maximal: [string, string, { parse(value: unknown): unknown }, unknown][] = [
  [
    'games/bulk, 2,000 ids',
    '/api/orgs/o/games/bulk',
    BulkGamesInputSchema,
    {
      action: 'setDate',
      ids: ids(2000),
      playAt: '2026-03-07T18:30:00.000Z',
      isPlayAtTimeHidden: false,
      includePlayed: true,
      allowOverlap: true,
    },
  ],
  [
    'games/bulk, 200 schedule entries',
    '/api/orgs/o/games/bulk',
    BulkGamesInputSchema,
    {
      action: 'schedule',
      games: ids(200).map((id) => ({
        id,
        version: 2_147_483_647,
        playAt: '2026-03-07T18:30:00.000Z',
        isPlayAtTimeHidden: false,
        locationId: randomUUID(),
        fieldId: randomUUID(),
      })),
      includePlayed: true,
      allowOverlap: true,
    },
  ],
  [
    'tournaments/{id}/rounds, 500 rounds',
    '/api/orgs/o/tournaments/t/rounds',
    UpdateRoundsInputSchema,
    {
      rounds: ids(500).map((id) => ({ id, name: longName, date: '2026-03-07' })),
      includePlayed: true,
      allowOverlap: true,
      timeZone: 'America/Argentina/Buenos_Aires',
    },
  ],
  [
    `groups, ${GROUP_TEAMS_MAX} teams`,
    '/api/orgs/o/tournaments/t/groups/g',
    UpdateGroupInputSchema,
    { name: longName, teamIds: ids(GROUP_TEAMS_MAX) },
  ],
]

describe('every documented maximum fits its body limit', () => {
  it.each(maximal)('%s', (_, path, schema, body) => {
    expect(() => schema.parse(body)).not.toThrow()
    const bytes = Buffer.byteLength(JSON.stringify(body))
    expect(bytes).toBeLessThanOrEqual(bodyLimitOf(path, 'application/json', 64 * KB))
  })
})

describe('games/bulk with 2,000 ids over HTTP', () => {
  let server: TestServer
  let admin: Awaited<ReturnType<typeof createOrgAdmin>>
  beforeAll(async () => {
    server = await createTestServer()
    admin = await createOrgAdmin(server)
  })
  afterAll(() => server.close())

  it('is read and answered (unknown ids are skipped), not refused as too large', async () => {
    const json = { action: 'publish', ids: ids(2000) }
    expect(Buffer.byteLength(JSON.stringify(json))).toBeGreaterThan(64 * KB)
    const res = await server.request(`/api/orgs/${admin.orgId}/games/bulk`, {
      method: 'POST',
      cookie: admin.cookie,
      json,
    })
    expect(res.status).toBe(200)
    const result = (await res.json()) as { updated: unknown[]; skippedIds: string[] }
    expect(result.updated).toEqual([])
    expect(result.skippedIds).toHaveLength(2000)
  })

  it('2,001 ids are refused by the schema (400), the limit is no wider than it must be', async () => {
    const res = await server.request(`/api/orgs/${admin.orgId}/games/bulk`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { action: 'publish', ids: ids(2001) },
    })
    expect(res.status).toBe(400)
  })
})

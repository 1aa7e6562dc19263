/**
 * Impossible dates answer 400, never 500, on every route; and a game stored at an impossible date
 * (5 BC, as an old bulk move could make) does not break the lists, the dashboard or the game sheet. The date fields
 * come from the OpenAPI document (format date / date-time, in the query or the JSON body), so new routes are fuzzed
 * without touching this file.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { game } from '#server/db/schema.ts'
import { createGroup, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let league: League
beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Liga Fechas')
})
afterAll(() => server.close())

type Schema = {
  type?: string
  format?: string
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  $ref?: string
  const?: unknown
  enum?: unknown[]
}
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
type DateField = Found & { path: string; method: string; where: 'query' | 'body' }

const BAD_DATES = ['0000-01-01', '9999-12-31', '2026-99-01', '1899-12-31', '2201-01-01', '-000005-01-01']
const BAD_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:00:00-05:00',
  '2200-12-31T23:00:00-05:00',
  '2026-13-45T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '-000005-06-01T12:00:00Z',
]

type Found = { name: string; format: string; base?: Record<string, unknown> }
/**
 * Every date property of a body schema, by dotted name; `base` holds the constants of its object (a union's `action`),
 * so the request reaches the variant that has the field.
 */
function dateProperties(schema: Schema | undefined, prefix = ''): Found[] {
  if (!schema) return []
  const found: Found[] = []
  if ((schema.format === 'date' || schema.format === 'date-time') && prefix)
    found.push({ name: prefix, format: schema.format })
  const constants = Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      child.const !== undefined ? [[key, child.const]] : child.enum?.length === 1 ? [[key, child.enum[0]]] : [],
    ),
  )
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    for (const property of dateProperties(child, prefix ? `${prefix}.${key}` : key)) {
      found.push(prefix === '' && Object.keys(constants).length > 0 ? { ...property, base: constants } : property)
    }
  }
  if (schema.items) found.push(...dateProperties(schema.items, `${prefix}.0`))
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...dateProperties(variant, prefix))
  }
  return found
}

function bodyWith(name: string, value: string): unknown {
  const keys = name.split('.')
  const build = (index: number): unknown => {
    if (index === keys.length) return value
    const key = keys[index] as string
    return /^\d+$/.test(key) ? [build(index + 1)] : { [key]: build(index + 1) }
  }
  return build(0)
}

/**
 * The body that carries `value` in the field: an array at the top (a list of spans, named `.0.from`) as itself, else
 * with `base`.
 */
function bodyOf(field: { name: string; base?: Record<string, unknown> }, value: string): unknown {
  const body = bodyWith(field.name.replace(/^\./, ''), value)
  return Array.isArray(body) ? body : { ...field.base, ...(body as object) }
}

const fields: DateField[] = []

describe('impossible dates on every route', () => {
  beforeAll(async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          const format = parameter.schema?.format
          if (parameter.in === 'query' && (format === 'date' || format === 'date-time')) {
            fields.push({ path, method: method.toUpperCase(), where: 'query', name: parameter.name, format })
          }
        }
        const schema = operation.requestBody?.content?.['application/json']?.schema
        for (const found of dateProperties(schema)) {
          fields.push({ path, method: method.toUpperCase(), where: 'body', ...found })
        }
      }
    }
  })

  it('finds the date fields in the OpenAPI document', () => {
    const names = fields.map((f) => `${f.method} ${f.path} ${f.where}:${f.name}`)
    expect(names).toContain('POST /api/orgs/{orgId}/games body:playAt')
    expect(names).toContain('GET /api/orgs/{orgId}/games query:from')
    expect(names).toContain('POST /api/orgs/{orgId}/tournaments/{id}/fixtures body:startDate')
    expect(fields.length).toBeGreaterThan(8)
  })

  it('answers 400 (never 500) to every impossible date in every date field, and names the field', async () => {
    const failures: string[] = []
    const anyId = '00000000-0000-4000-8000-000000000001'
    for (const field of fields) {
      const url = field.path.replace('{orgId}', league.orgId).replace(/\{[^}]+\}/g, anyId)
      for (const value of field.format === 'date' ? BAD_DATES : BAD_DATE_TIMES) {
        const res = await server.request(
          field.where === 'query' ? `${url}?${new URLSearchParams({ [field.name]: value })}` : url,
          {
            method: field.method,
            cookie: league.admin.cookie,
            ...(field.where === 'body' ? { json: bodyOf(field, value) } : {}),
          },
        )
        const body = (await res.json().catch(() => null)) as { invalidParams?: { name: string }[] } | null
        const named = body?.invalidParams?.some((p) => p.name === field.name.replace(/^\./, ''))
        if (res.status !== 400 || !named) {
          failures.push(`${field.method} ${field.path} ${field.name}=${value} → ${res.status} ${JSON.stringify(body)}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses a list cursor whose date does not exist (month 99) or is out of range', async () => {
    for (const at of ['2026-99-01T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z', '2026-02-30T00:00:00.000000Z']) {
      const cursor = Buffer.from(JSON.stringify([at, '00000000-0000-4000-8000-000000000001'])).toString('base64url')
      for (const list of ['teams', 'players', 'seasons', 'tournaments', 'locations']) {
        const res = await server.request(`/api/orgs/${league.orgId}/${list}?cursor=${cursor}`, {
          cookie: league.admin.cookie,
        })
        expect(res.status, `${list} ${at}`).toBe(400)
      }
    }
  })

  it('refuses fixtures whose last rounds would fall past 2200', async () => {
    const tournament = await createTournament(league)
    const teams = [await createTeam(league), await createTeam(league), await createTeam(league)]
    const group = await createGroup(
      league,
      tournament.id,
      teams.map((t) => t.id),
    )
    await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'homeAndAway', startDate: '2200-12-01', intervalDays: 365 },
      400,
    )
  })
})

describe('a game stored at an impossible date', () => {
  it('moving games by days never leaves the years 1900–2200 (the game is skipped)', async () => {
    const tournament = await createTournament(league)
    const [home, away] = [await createTeam(league), await createTeam(league)]
    const created = await expectCall(
      league,
      'POST',
      '/games',
      { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id, playAt: '1901-06-01T18:00:00Z' },
      201,
    )
    const result = await expectCall<{ updated: unknown[]; skippedIds: string[] }>(
      league,
      'POST',
      '/games/bulk',
      { action: 'moveDays', ids: [created.id], days: -3650 },
      200,
    )
    expect(result.skippedIds).toEqual([created.id])
  })

  it('does not break the games list, the dashboard or the game sheet (5 BC, year 9999)', async () => {
    const tournament = await createTournament(league)
    const [home, away] = [await createTeam(league, undefined, 1), await createTeam(league, undefined, 1)]
    const ids: string[] = []
    for (const stamp of ['0005-06-01 12:00:00+00 BC', '9999-12-31 23:00:00+00']) {
      const created = await expectCall(
        league,
        'POST',
        '/games',
        { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id, playAt: '2026-06-01T18:00:00Z' },
        201,
      )
      await server.database.db
        .update(game)
        .set({ playAt: sql`${stamp}::timestamptz` })
        .where(eq(game.id, created.id))
      ids.push(created.id)
    }
    await expectCall(league, 'GET', '/games', undefined, 200)
    await expectCall(league, 'GET', `/games?tournamentId=${tournament.id}`, undefined, 200)
    await expectCall(league, 'GET', '/dashboard', undefined, 200)
    for (const id of ids) await expectCall(league, 'GET', `/games/${id}`, undefined, 200)
    await expectCall(league, 'GET', `/tournaments/${tournament.id}/standings`, undefined, 200)
  })
})

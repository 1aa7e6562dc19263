/**
 * Decision 0034: a lone UTF-16 surrogate (`"\ud800"` in JSON) is text no database can store; it is refused with a
 * translated 400 before any service sees it, never a 500. The fuzz walks every operation of the OpenAPI document
 * that takes a JSON body and sends, as the league's admin, a body of the right shape with each string field in turn
 * holding a lone surrogate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { diffValues } from '#server/lib/audit.ts'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { call, createLeague, type League } from '#test/league.ts'
import { createTestServer, type TestServer, uniqueEmail } from '#test/server.ts'

const LONE = '\ud800'
const NIL = '00000000-0000-4000-8000-000000000000'

let server: TestServer
let league: League
/** the real entities the paths and bodies point at, by what names them */
const ids: Record<string, string> = {}

beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Fuzz League')
  const { tournament, teams, group } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
  const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
  const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
  const season = await expectCall(league, 'POST', '/seasons', { name: 'Fuzz season' }, 201)
  const location = await expectCall(league, 'POST', '/locations', { name: 'Fuzz field' }, 201)
  Object.assign(ids, {
    tournaments: tournament.id,
    teams: home.id,
    players: home.players[0]?.id,
    groups: group.id,
    games: game.id,
    seasons: season.id,
    locations: location.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
  })
}, 120_000)
afterAll(() => server.close())

type Schema = Record<string, unknown> & {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minimum?: number
  maximum?: number
  minItems?: number
}
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>
  components?: { schemas?: Record<string, Schema> }
}

function resolve(doc: Doc, schema: Schema): Schema {
  let s = schema
  while (s.$ref) s = doc.components?.schemas?.[s.$ref.split('/').pop() as string] ?? {}
  return s
}

/** The id an `…Id` field or a path's `{id}` after `/teams` means: a real one where the league has it. */
function idFor(name: string): string {
  if (ids[name]) return ids[name]
  const collection = `${name.replace(/Id$/, '')}s`
  return ids[collection] ?? NIL
}

/** A value of the schema's shape, every optional property included so that every string field is there. */
function sample(doc: Doc, schema: Schema, name: string, depth = 0): unknown {
  const s = resolve(doc, schema)
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum[0]
  const choice = s.anyOf ?? s.oneOf
  if (choice) {
    const first = choice.find((option) => resolve(doc, option).type !== 'null') ?? choice[0]
    return first ? sample(doc, first, name, depth) : null
  }
  if (s.allOf?.[0]) return sample(doc, s.allOf[0], name, depth)
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  if (type === 'object' || s.properties) {
    if (depth > 4) return {}
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([key, value]) => [key, sample(doc, value, key, depth + 1)]),
    )
  }
  if (type === 'array') {
    const item = sample(doc, s.items ?? {}, name.replace(/s$/, ''), depth + 1)
    return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item)
  }
  if (type === 'integer' || type === 'number') {
    if (name === 'version') return 1
    return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? 1)
  }
  if (type === 'boolean') return false
  if (s.format === 'uuid' || /Id$/.test(name)) return idFor(name)
  if (s.format === 'date') return '2026-06-01'
  if (s.format === 'date-time') return '2026-06-01T15:00:00.000Z'
  if (s.format === 'email' || name === 'email') return uniqueEmail('fuzz')
  return `Fuzz ${name}`
}

/** The paths of every string in `value`. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at]
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]))
  return []
}

function withLone(body: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return LONE
  const copy = structuredClone(body) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1) as string | number] = LONE
  return copy
}

function pathOf(template: string): string {
  return template
    .replace('{orgId}', league.orgId)
    .replace(/\/([\w-]+)\/\{id\}/g, (_, collection: string) => `/${collection}/${idFor(collection)}`)
    .replace(/\{(\w+)\}/g, (_, name: string) => idFor(name))
}

describe('lone surrogates', () => {
  it('never answers 5xx to a lone surrogate in any string field of any JSON body of the OpenAPI document', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as Doc
    const sent: string[] = []
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema
        if (!schema) continue
        const body = sample(doc, schema, 'body')
        for (const field of stringPaths(body)) {
          const res = await server.request(pathOf(template), {
            method: method.toUpperCase(),
            cookie: league.admin.cookie,
            json: withLone(body, field),
          })
          const what = `${method.toUpperCase()} ${template} ${field.join('.')} → ${res.status}`
          sent.push(what)
          expect(res.status, `${what}: ${await res.text()}`).toBeLessThan(500)
        }
      }
    }
    expect(sent.length).toBeGreaterThan(100)
  }, 600_000)

  it('refuses a lone surrogate in a group name or a card reason with a translated 400, and stores nothing', async () => {
    const group = await call(
      server,
      league.admin,
      'POST',
      `/api/orgs/${league.orgId}/tournaments/${ids.tournaments}/groups`,
      {
        name: `Zona ${LONE}`,
        teamIds: [],
      },
    )
    expect(group.status).toBe(400)
    expect(group.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      invalidParams: [{ name: 'name', reason: 'validation.invalid_characters' }],
    })
    const card = await call(server, league.admin, 'POST', `/api/orgs/${league.orgId}/games/${ids.games}/cards`, {
      playerId: ids.players,
      teamId: ids.teams,
      type: 'yellow',
      reason: `Protesta ${LONE}`,
    })
    expect(card.status).toBe(400)
    expect(card.body).toMatchObject({ invalidParams: [{ name: 'reason', reason: 'validation.invalid_characters' }] })
    const sheet = await call<{ home: { cards: unknown[] } }>(
      server,
      league.admin,
      'GET',
      `/api/orgs/${league.orgId}/games/${ids.games}`,
    )
    expect(sheet.status).toBe(200)
    expect(JSON.stringify(sheet.body)).not.toContain('Protesta')
  })

  it('refuses a lone surrogate in the name given at sign-up', async () => {
    const res = await server.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: uniqueEmail('lone'), password: 'correct-horse-1', name: `Ana ${LONE}`, acceptTerms: true },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED')
  })

  it('answers a query string with the bytes of a surrogate without a 5xx', async () => {
    const res = await server.request(`/api/orgs/${league.orgId}/teams?q=%ED%A0%80`, { cookie: league.admin.cookie })
    expect(res.status).toBeLessThan(500)
  })
})

describe('the audit trail', () => {
  it('keeps a repaired copy of text holding a lone surrogate, which jsonb would refuse', () => {
    const diff = diffValues(null, { name: `Zona ${LONE}`, tags: [`a${LONE}`], nested: { [`k${LONE}`]: LONE } })
    expect(diff?.after).toEqual({ name: 'Zona \uFFFD', tags: ['a\uFFFD'], nested: { 'k\uFFFD': '\uFFFD' } })
  })
})

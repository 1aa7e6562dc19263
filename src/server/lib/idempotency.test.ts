/**
 * Decision 0033: `Idempotency-Key` on creating POSTs, and one bracket per name under concurrent requests. On PGlite
 * requests take turns; under TEST_DB=postgres they interleave (run both).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bracket, game, idempotencyKey, tournament } from '#server/db/schema.ts'
import { createTeam, createTournament } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer, type TestServer } from '#test/server.ts'
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_TTL_MS } from './idempotency.ts'

let server: TestServer
let league: League
let other: League
beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Liga Una Vez')
  other = await createLeague(server, 'Liga Otra Vez')
})
afterAll(() => server.close())

const post = (who: League, path: string, json: unknown, key?: string, cookie = who.manager.cookie) =>
  server.request(`/api/orgs/${who.orgId}${path}`, {
    method: 'POST',
    cookie,
    json,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  })

const tournamentsNamed = (organizationId: string, name: string) =>
  server.database.db
    .select()
    .from(tournament)
    .where(and(eq(tournament.organizationId, organizationId), eq(tournament.name, name)))

describe('Idempotency-Key', () => {
  it('a repeat of a tournament create gets the first answer (status and body) and makes nothing', async () => {
    const key = crypto.randomUUID()
    const body = { name: 'Apertura Idempotente' }
    const first = await post(league, '/tournaments', body, key)
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    const again = await post(league, '/tournaments', body, key)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(firstBody)
    expect(await tournamentsNamed(league.orgId, body.name)).toHaveLength(1)
  })

  it('a repeat with another body is 422 IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
    const key = crypto.randomUUID()
    expect((await post(league, '/tournaments', { name: 'Clausura Clave' }, key)).status).toBe(201)
    const other = await post(league, '/tournaments', { name: 'Clausura Otra' }, key)
    expect(other.status).toBe(422)
    expect((await other.json()).code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await tournamentsNamed(league.orgId, 'Clausura Otra')).toHaveLength(0)
  })

  it('10 concurrent repeats of a game create make one game; the others wait (409) or replay it', async () => {
    const [home, away] = [await createTeam(league), await createTeam(league)]
    const { id: tournamentId } = (await (await post(league, '/tournaments', { name: 'Copa Carrera' })).json()) as {
      id: string
    }
    const key = crypto.randomUUID()
    const body = { tournamentId, homeTeamId: home.id, awayTeamId: away.id, kind: 'friendly' }
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(league, '/games', body, key)))
    const statuses = responses.map((r) => r.status)
    expect(statuses).toContain(201)
    for (const status of statuses) expect([201, 409]).toContain(status)
    for (const r of responses.filter((each) => each.status === 409)) {
      expect((await r.json()).code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS')
    }
    const games = await server.database.db.select().from(game).where(eq(game.tournamentId, tournamentId))
    expect(games).toHaveLength(1)
    // once the first has answered, a repeat replays it
    const late = await post(league, '/games', body, key)
    expect(late.status).toBe(201)
    expect((await late.json()).id).toBe(games[0]?.id)
  })

  it('is scoped to the user and the organization: the same key elsewhere runs on its own', async () => {
    const key = crypto.randomUUID()
    expect((await post(league, '/tournaments', { name: 'Torneo Compartido' }, key)).status).toBe(201)
    // another user of the same organization
    expect((await post(league, '/tournaments', { name: 'Torneo Compartido 2' }, key, league.admin.cookie)).status).toBe(
      201,
    )
    // another organization
    expect((await post(other, '/tournaments', { name: 'Torneo Compartido' }, key)).status).toBe(201)
    // another organization's user with the key of this one gets 404, and nothing is made
    const intruder = await post(league, '/tournaments', { name: 'Intruso' }, key, other.manager.cookie)
    expect(intruder.status).toBe(404)
    expect(await tournamentsNamed(league.orgId, 'Intruso')).toHaveLength(0)
  })

  it('a refused answer that may change (403) is not kept: the same key runs again', async () => {
    const key = crypto.randomUUID()
    const refused = await post(league, '/tournaments', { name: 'Del Visor' }, key, league.viewer.cookie)
    expect(refused.status).toBe(403)
    const rows = await server.database.db.select().from(idempotencyKey).where(eq(idempotencyKey.key, key))
    expect(rows).toHaveLength(0)
  })

  it('an invalid key is 400 IDEMPOTENCY_KEY_INVALID', async () => {
    const bad = await post(league, '/tournaments', { name: 'Clave Rara' }, 'x'.repeat(300))
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('IDEMPOTENCY_KEY_INVALID')
  })

  it('expired keys are removed', async () => {
    const key = crypto.randomUUID()
    expect((await post(league, '/tournaments', { name: 'Torneo Viejo' }, key)).status).toBe(201)
    // the middleware's hourly cleanup, run as a day later
    expect(
      await deleteExpiredIdempotencyKeys(server.database.db, Date.now() + IDEMPOTENCY_TTL_MS + 1000),
    ).toBeGreaterThan(0)
    const rows = await server.database.db.select().from(idempotencyKey).where(eq(idempotencyKey.key, key))
    expect(rows).toHaveLength(0)
  })
})

describe('concurrent bracket creates without a key', () => {
  it('10 identical requests make one bracket; the others are 409 NAME_TAKEN', async () => {
    const created = await createTournament(league)
    const teams = []
    for (let i = 0; i < 4; i++) teams.push(await createTeam(league))
    const body = { name: 'Copa Gemela', teamIds: teams.map((t) => t.id) }
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(league, `/tournaments/${created.id}/brackets`, body)),
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    for (const r of responses.filter((each) => each.status === 409)) expect((await r.json()).code).toBe('NAME_TAKEN')
    const rows = await server.database.db.select().from(bracket).where(eq(bracket.tournamentId, created.id))
    expect(rows).toHaveLength(1)
  })
})

/**
 * The public site's leagues and stamps kept in memory (public-organizations.ts, decision 0013): a write on this
 * instance is seen by the very next public request, turning the address off or changing it answers 404 at once,
 * a change this instance hears nothing of (made in the database, or on an instance it gets no notification from) is
 * seen within the one-second bound, and readers arriving together share one read. Also: cached bodies are kept
 * compressed, and every encoding gives the same page.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createServerContext, type ServerContext } from '#server/bootstrap.ts'
import { team as teamTable } from '#server/db/schema.ts'
import { parseEnv } from '#server/env.ts'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer, ORIGIN } from '#test/server.ts'
import { createPublicOrganizations } from './public-organizations.ts'

const SLUG = 'liga-cache-test'
let league: League
let tournamentId = ''
let gameId = ''
let teamId = ''

beforeAll(async () => {
  league = await createLeague(await createTestServer(), 'Liga Cache')
  await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
  const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
  tournamentId = tournament.id
  const [a, b] = teams as unknown as [{ id: string }, { id: string }]
  teamId = b.id
  const game = await createGame(league, {
    tournamentId,
    homeTeamId: a.id,
    awayTeamId: b.id,
    playAt: '2026-03-01T18:30:00-03:00',
  })
  gameId = game.id
  await expectCall(league, 'POST', `/games/${gameId}/publish`, {}, 200)
}, 120_000)
afterAll(() => league.server.close())

const get = (path: string, headers: Record<string, string> = {}) => league.server.request(path, { headers })
const page = () => `/es/l/${SLUG}/tournaments/${tournamentId}`
const etagOf = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  await res.arrayBuffer()
  return res.headers.get('etag') as string
}
const renameTeam = async (name: string) => {
  const current = await expectCall(league, 'GET', `/teams/${teamId}`, undefined, 200)
  await expectCall(league, 'PATCH', `/teams/${teamId}`, { version: current.version, name }, 200)
}
/** What another instance's write, or a hand in the database, does: no event reaches this instance. */
const renameInDatabase = (name: string) =>
  league.server.database.db
    .update(teamTable)
    .set({ name, version: sql`${teamTable.version} + 1` })
    .where(eq(teamTable.id, teamId))
/** Polls until `check` passes: the bound itself (a second) is tested with an injected clock below. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 })

describe('public stamps kept in memory', () => {
  it('shows a write on the very next request: a result, then a team renamed (new ETag, new body)', async () => {
    const before = await etagOf(page())
    expect((await get(page(), { 'if-none-match': before })).status).toBe(304)
    await expectCall(
      league,
      'PUT',
      `/games/${gameId}/stats`,
      { home: { goals: [], unassignedGoals: 4 }, away: { goals: [], unassignedGoals: 1 }, confirm: true },
      200,
    )
    const afterResult = await get(page(), { 'if-none-match': before })
    expect(afterResult.status).toBe(200)
    expect(afterResult.headers.get('etag')).not.toBe(before)
    expect(await afterResult.text()).toMatch(/4\s*[–-]\s*1/)
    const json = `/api/public/${SLUG}/tournaments/${tournamentId}/standings`
    const jsonBefore = await etagOf(json)
    await renameTeam('Nombre Nuevo FC')
    const renamed = await get(json, { 'if-none-match': jsonBefore })
    expect(renamed.status).toBe(200)
    expect(await renamed.text()).toContain('Nombre Nuevo FC')
  })

  it('answers 404 at once when the address is turned off or changed, and serves the new one', async () => {
    await etagOf(page())
    await expectCall(league, 'PATCH', '', { publicSlug: null }, 200)
    expect((await get(page())).status).toBe(404)
    expect((await get(`/api/public/${SLUG}`)).status).toBe(404)
    await expectCall(league, 'PATCH', '', { publicSlug: 'liga-cache-nueva' }, 200)
    expect((await get(page())).status).toBe(404)
    expect((await get(`/es/l/liga-cache-nueva/tournaments/${tournamentId}`)).status).toBe(200)
    await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
    expect((await get(`/es/l/liga-cache-nueva/tournaments/${tournamentId}`)).status).toBe(404)
    expect((await get(page())).status).toBe(200)
    // the league's name is on the page too: renaming the organization shows at once
    await expectCall(league, 'PATCH', '', { name: 'Liga Cache Renombrada' }, 200)
    expect(await (await get(page())).text()).toContain('Liga Cache Renombrada')
  })

  it('sees a change it heard nothing of, once the bound has passed', async () => {
    await etagOf(page())
    const before = await etagOf(page())
    await renameInDatabase('Cambiado A Mano')
    await eventually(async () => {
      const res = await get(page(), { 'if-none-match': before })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('Cambiado A Mano')
    })
  })

  it('keeps the stamp until a write is heard or the bound passes; readers together share one read', async () => {
    let clock = 0
    const organizations = createPublicOrganizations({
      db: league.server.database.db,
      live: league.server.live,
      now: () => clock,
    })
    const stampOf = async () => (await organizations.get(SLUG)).stamp
    // the first read subscribes to the league's events; what it read is not kept (a write could have slipped by)
    const first = await stampOf()
    const together = Array.from({ length: 20 }, () => organizations.get(SLUG))
    expect(new Set(together).size).toBe(1)
    expect((await Promise.all(together)).every((o) => o.stamp === first)).toBe(true)
    await renameInDatabase('Sin Aviso')
    expect(await stampOf()).toBe(first)
    clock += 999
    expect(await stampOf()).toBe(first)
    clock += 2
    const changed = await stampOf()
    expect(changed).not.toBe(first)
    // a write heard: the next read goes to the database, whatever the clock says
    await league.server.database.db
      .update(teamTable)
      .set({ version: sql`${teamTable.version} + 1` })
      .where(eq(teamTable.id, teamId))
    expect(await stampOf()).toBe(changed)
    await league.server.live.publish(league.orgId, { entity: 'teams', action: 'updated', id: teamId })
    const heard = await stampOf()
    expect(heard).not.toBe(changed)
    // past half its life the entry still answers while it is read again in the background
    await renameInDatabase('En Segundo Plano')
    clock += 600
    expect(await stampOf()).toBe(heard)
    await vi.waitFor(async () => expect(await stampOf()).not.toBe(heard), { timeout: 5000 })
    // a read in flight when a write is heard is not joined by later readers, nor kept
    await renameInDatabase('En Vuelo')
    clock += 1001
    const inFlight = organizations.get(SLUG)
    await league.server.live.publish(league.orgId, { entity: 'teams', action: 'updated', id: teamId })
    const after = organizations.get(SLUG)
    expect(after).not.toBe(inFlight)
    await Promise.all([inFlight, after])
    expect(organizations.get(SLUG)).not.toBe(after)
    organizations.close()
  })

  it('keeps each cached body compressed once per encoding; brotli, gzip and identity give the same page', async () => {
    const plain = await get(page())
    const html = await plain.text()
    expect(html.length).toBeGreaterThan(1024)
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i)
    const br1 = await get(page(), { 'accept-encoding': 'br' })
    const br2 = await get(page(), { 'accept-encoding': 'gzip, br' })
    expect(br1.headers.get('content-encoding')).toBe('br')
    expect(br1.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(br1.headers.get('etag')).toBe(plain.headers.get('etag'))
    // the headers the app's middleware would add are all there: CSP (no inline script on these pages), request id
    for (const res of [plain, br1]) {
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *')
      expect(res.headers.get('x-frame-options')).toBeNull()
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-request-id')).toBeTruthy()
    }
    const bytes = Buffer.from(await br1.arrayBuffer())
    expect(Buffer.from(await br2.arrayBuffer()).equals(bytes)).toBe(true)
    expect(Number(br1.headers.get('content-length'))).toBe(bytes.byteLength)
    expect((await promisify(zlib.brotliDecompress)(bytes)).toString()).toBe(html)
    const gz = await get(page(), { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect((await promisify(zlib.gunzip)(Buffer.from(await gz.arrayBuffer()))).toString()).toBe(html)
  })
})

describe('two instances on one database', () => {
  let other: ServerContext
  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: league.server.dataDir,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      RATE_LIMIT_MAX: '1000',
    })
    other = await createServerContext({ env, database: league.server.database, logger: pino({ level: 'silent' }) })
  })
  afterAll(() => other.live.close())

  it('a write on the other instance is seen here (within the bound; at once with PostgreSQL NOTIFY)', async () => {
    await etagOf(page())
    const before = await etagOf(page())
    const current = await expectCall(league, 'GET', `/teams/${teamId}`, undefined, 200)
    const res = await other.app.request(`${ORIGIN}/api/orgs/${league.orgId}/teams/${teamId}`, {
      method: 'PATCH',
      headers: { cookie: league.admin.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ version: current.version, name: 'Desde Otra Instancia' }),
    })
    expect(res.status).toBe(200)
    await eventually(async () => expect(await etagOf(page())).not.toBe(before))
    expect(await (await get(page())).text()).toContain('Desde Otra Instancia')
    // turned off there: 404 here within the bound too
    const off = await other.app.request(`${ORIGIN}/api/orgs/${league.orgId}`, {
      method: 'PATCH',
      headers: { cookie: league.admin.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ publicSlug: null }),
    })
    expect(off.status).toBe(200)
    await eventually(async () => expect((await get(page())).status).toBe(404))
    await expectCall(league, 'PATCH', '', { publicSlug: SLUG }, 200)
  })
})

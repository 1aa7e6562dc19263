import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

type Busy = Problem & {
  detail: string
  conflict: { gameId: string; teamId: string | null; homeTeam: { name: string }; awayTeam: { name: string } }
}

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

describe('a round scheduled in one request (games/bulk `schedule`, decision 0025)', () => {
  type Sheet = Json & {
    playAt: string | null
    isPlayAtTimeHidden: boolean
    locationId: string | null
    fieldId: string | null
  }
  const bulk = (body: unknown, user = league.admin, org = league.orgId) =>
    call<Busy & { updated: { id: string }[]; skippedIds: string[] }>(
      league.server,
      user,
      'POST',
      `/api/orgs/${org}/games/bulk`,
      body,
    )
  const sheet = (id: string) => expectCall<Sheet>(league, 'GET', `/games/${id}`, undefined, 200)

  async function setUp() {
    const { tournament, teams } = await createCompetition(league, { teamCount: 6, settings: { teamSize: 11 } })
    const ids = teams.map((t) => t.id)
    const venue = await expectCall<Json & { fields: { id: string }[] }>(
      league,
      'POST',
      '/locations',
      { name: `Predio ${Date.now()}`, fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }] },
      201,
    )
    const games = []
    for (const [home, away] of [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const) {
      games.push(
        await createGame(league, {
          tournamentId: tournament.id,
          homeTeamId: ids[home],
          awayTeamId: ids[away],
          playAt: '2026-09-12T12:00:00Z',
          isPlayAtTimeHidden: true,
        }),
      )
    }
    return { venue, games: games as unknown as [Json, Json, Json] }
  }

  it('saves every game’s date, time, venue and field at once; unchanged and unknown games are left alone', async () => {
    const { venue, games } = await setUp()
    const [f1, f2] = venue.fields.map((f) => f.id) as [string, string]
    const [g1, g2, g3] = games
    const saved = await bulk({
      action: 'schedule',
      games: [
        { id: g1.id, version: g1.version, playAt: '2026-09-12T18:00:00Z', locationId: venue.id, fieldId: f1 },
        // a field alone brings its venue
        { id: g2.id, playAt: '2026-09-12T18:00:00Z', locationId: null, fieldId: f2 },
        // as it is
        { id: g3.id, playAt: '2026-09-12T12:00:00Z', isPlayAtTimeHidden: true, locationId: null },
        // another organization's game
        { id: '00000000-0000-4000-8000-000000000001', playAt: null, locationId: null },
      ],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.updated.map((u) => u.id).sort()).toEqual([g1.id, g2.id].sort())
    expect(saved.body.skippedIds.sort()).toEqual([g3.id, '00000000-0000-4000-8000-000000000001'].sort())
    expect(await sheet(g1.id)).toMatchObject({
      playAt: '2026-09-12T18:00:00.000Z',
      isPlayAtTimeHidden: false,
      locationId: venue.id,
      fieldId: f1,
      version: g1.version + 1,
    })
    expect(await sheet(g2.id)).toMatchObject({ locationId: venue.id, fieldId: f2 })
    expect((await sheet(g3.id)).version).toBe(g3.version)
  })

  it('a double booking names the other game (409), also between two rows of the request; allowOverlap saves', async () => {
    const { venue, games } = await setUp()
    const [f1] = venue.fields.map((f) => f.id) as [string]
    const [g1, g2] = games
    const rows = [
      { id: g1.id, playAt: '2026-09-13T18:00:00Z', locationId: venue.id, fieldId: f1 },
      { id: g2.id, playAt: '2026-09-13T19:00:00Z', locationId: venue.id, fieldId: f1 },
    ]
    const busy = await bulk({ action: 'schedule', games: rows })
    expect([busy.status, busy.body.code]).toEqual([409, 'VENUE_BUSY'])
    expect([busy.body.conflict.gameId, (busy.body.conflict as { gameChecked?: string }).gameChecked].sort()).toEqual(
      [g1.id, g2.id].sort(),
    )
    // nothing was written
    expect((await sheet(g1.id)).version).toBe(g1.version)
    expect((await sheet(g2.id)).playAt).toBe('2026-09-12T12:00:00.000Z')
    const anyway = await bulk({ action: 'schedule', games: rows, allowOverlap: true })
    expect(anyway.status).toBe(200)
    expect(anyway.body.updated).toHaveLength(2)
  })

  it('refuses another organization’s venue, a field of another venue and a stale version; checks the role', async () => {
    const { venue, games } = await setUp()
    const [g1, g2] = games
    const other = await call<Json & { fields: { id: string }[] }>(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/locations`,
      { name: 'Ajeno', fields: [{ name: 'A1' }] },
    )
    expect(other.status).toBe(201)
    const mine = await expectCall<Json & { fields: { id: string }[] }>(
      league,
      'POST',
      '/locations',
      { name: `Otro ${Date.now()}`, fields: [{ name: 'B1' }] },
      201,
    )
    const wrong = await bulk({
      action: 'schedule',
      games: [
        { id: g1.id, playAt: null, locationId: other.body.id },
        { id: g2.id, playAt: null, locationId: venue.id, fieldId: mine.fields[0]?.id },
      ],
    })
    expect([wrong.status, wrong.body.code]).toEqual([400, 'VALIDATION_FAILED'])
    expect(wrong.body.invalidParams).toEqual([
      { name: 'games.0.locationId', reason: 'validation.not_found' },
      { name: 'games.1.fieldId', reason: 'validation.field_not_in_location' },
    ])
    const stale = await bulk({
      action: 'schedule',
      games: [{ id: g1.id, version: g1.version + 5, playAt: null, locationId: null }],
    })
    expect([stale.status, stale.body.code, (stale.body as unknown as { gameId: string }).gameId]).toEqual([
      409,
      'STALE_VERSION',
      g1.id,
    ])
    const scorer = await bulk(
      { action: 'schedule', games: [{ id: g1.id, playAt: null, locationId: null }] },
      league.scorer,
    )
    expect(scorer.status).toBe(403)
    // another organization cannot reach these games through its own address
    const intruder = await bulk(
      { action: 'schedule', games: [{ id: g1.id, playAt: '2026-01-01T10:00:00Z', locationId: null }] },
      league.intruder,
      league.intruder.orgId,
    )
    expect([intruder.status, intruder.body.updated, intruder.body.skippedIds]).toEqual([200, [], [g1.id]])
    expect((await sheet(g1.id)).version).toBe(g1.version)
  })
})

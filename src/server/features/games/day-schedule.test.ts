import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyOf } from '#test/audit.ts'
import { createCompetition, createGame, expectCall } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem, type User } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

type Busy = Problem & { gameId?: string; conflict?: { gameId: string; gameChecked: string } }
type Sheet = Json & { playAt: string | null; locationId: string | null; fieldId: string | null }

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const put = (body: unknown, user: User = league.admin, org = league.orgId) =>
  call<Busy & { updated: { id: string; version: number }[] }>(
    league.server,
    user,
    'PUT',
    `/api/orgs/${org}/games/schedule`,
    Array.isArray(body) ? { games: body } : body,
  )
const sheet = (id: string) => expectCall<Sheet>(league, 'GET', `/games/${id}`, undefined, 200)

/** Two tournaments with a game each on the same Saturday, and a venue with two fields. */
async function matchDay() {
  const first = await createCompetition(league, { teamCount: 2, settings: { teamSize: 11 } })
  const second = await createCompetition(league, { teamCount: 2, settings: { teamSize: 11 } })
  const venue = await expectCall<Json & { fields: { id: string }[] }>(
    league,
    'POST',
    '/locations',
    { name: `Predio ${crypto.randomUUID().slice(0, 8)}`, fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }] },
    201,
  )
  const dated = { playAt: '2026-10-03T12:00:00Z', isPlayAtTimeHidden: true }
  const a = await createGame(league, {
    tournamentId: first.tournament.id,
    homeTeamId: first.teams[0]?.id,
    awayTeamId: first.teams[1]?.id,
    ...dated,
  })
  const b = await createGame(league, {
    tournamentId: second.tournament.id,
    homeTeamId: second.teams[0]?.id,
    awayTeamId: second.teams[1]?.id,
    ...dated,
  })
  const [field1, field2] = venue.fields.map((f) => f.id) as [string, string]
  return { a, b, venue, field1, field2 }
}

describe('a match day scheduled in one request (PUT games/schedule, decision 0042)', () => {
  it('saves the games of two tournaments at once, each audited; a manager may', async () => {
    const { a, b, venue, field1 } = await matchDay()
    const saved = await put(
      [
        { id: a.id, version: a.version, playAt: '2026-10-03T17:00:00Z', locationId: venue.id, fieldId: field1 },
        // the same field right after the first game ends (a tournament's game takes its match minutes)
        { id: b.id, version: b.version, playAt: '2026-10-03T19:00:00Z', locationId: venue.id, fieldId: field1 },
      ],
      league.manager,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.updated.map((u) => u.id).sort()).toEqual([a.id, b.id].sort())
    const [sheetA, sheetB] = [await sheet(a.id), await sheet(b.id)]
    expect([sheetA.playAt, sheetA.fieldId, sheetB.playAt, sheetB.locationId]).toEqual([
      '2026-10-03T17:00:00.000Z',
      field1,
      '2026-10-03T19:00:00.000Z',
      venue.id,
    ])
    const [latest] = await historyOf(league, 'game', a.id)
    expect(latest?.action).toBe('update')
  })

  it('refuses a clash on the same field or of the same team (409) and changes nothing', async () => {
    const { a, b, venue, field1, field2 } = await matchDay()
    const sameField = await put([
      { id: a.id, version: a.version, playAt: '2026-10-03T17:00:00Z', locationId: venue.id, fieldId: field1 },
      { id: b.id, version: b.version, playAt: '2026-10-03T17:30:00Z', locationId: venue.id, fieldId: field1 },
    ])
    expect([sameField.status, sameField.body.code]).toEqual([409, 'VENUE_BUSY'])
    expect((await sheet(a.id)).playAt).toBe('2026-10-03T12:00:00.000Z')
    // the other field at the same time is fine
    const otherField = await put([
      { id: a.id, version: a.version, playAt: '2026-10-03T17:00:00Z', locationId: venue.id, fieldId: field1 },
      { id: b.id, version: b.version, playAt: '2026-10-03T17:30:00Z', locationId: venue.id, fieldId: field2 },
    ])
    expect(otherField.status).toBe(200)
    // a team twice: a game of a's teams at the same time
    const teams = a as unknown as { tournamentId: string; homeTeamId: string; awayTeamId: string }
    const again = await createGame(league, {
      tournamentId: teams.tournamentId,
      homeTeamId: teams.awayTeamId,
      awayTeamId: teams.homeTeamId,
    })
    const teamTwice = await put([
      { id: again.id, version: again.version, playAt: '2026-10-03T18:00:00Z', locationId: null },
    ])
    expect([teamTwice.status, teamTwice.body.code]).toEqual([409, 'TEAM_BUSY'])
    expect((await sheet(again.id)).playAt).toBeNull()
  })

  it('refuses a stale version (409) and rolls back the rows before it', async () => {
    const { a, b } = await matchDay()
    const stale = await put([
      { id: a.id, version: a.version, playAt: '2026-10-03T15:00:00Z', locationId: null },
      { id: b.id, version: b.version + 1, playAt: '2026-10-03T15:00:00Z', locationId: null },
    ])
    expect([stale.status, stale.body.code, stale.body.gameId]).toEqual([409, 'STALE_VERSION', b.id])
    expect((await sheet(a.id)).version).toBe(a.version)
  })

  it('is for managers and admins (403), and another organization gets 404 and changes nothing', async () => {
    const { a } = await matchDay()
    const body = [{ id: a.id, version: a.version, playAt: '2026-10-03T15:00:00Z', locationId: null }]
    for (const user of [league.scorer, league.viewer]) expect((await put(body, user)).status).toBe(403)
    // its own address: the game is not one of its games
    expect((await put(body, league.intruder, league.intruder.orgId)).status).toBe(404)
    // this organization's address: not a member
    expect((await put(body, league.intruder)).status).toBe(404)
    const unchanged = await sheet(a.id)
    expect([unchanged.version, unchanged.playAt]).toEqual([a.version, '2026-10-03T12:00:00.000Z'])
  })

  it('answers 400 for a body that is no list of games', async () => {
    expect((await put({ games: [] })).status).toBe(400)
    expect((await put({ games: [{ id: 'x' }] })).status).toBe(400)
    expect((await put([{ id: crypto.randomUUID(), playAt: null, locationId: null }])).status).toBe(400)
  })
})

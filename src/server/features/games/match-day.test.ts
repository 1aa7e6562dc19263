import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, type GameSheetBody } from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const stats = (confirm: boolean) => ({
  home: { goals: [], unassignedGoals: 2 },
  away: { goals: [], unassignedGoals: 1 },
  confirm,
})

describe('results only once played (issue 15)', () => {
  it('refuses to confirm a game dated after today (409 GAME_NOT_PLAYED_YET) and changes nothing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const later = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
      playAt: inDays(20),
    })
    const refused = await call<Problem>(
      league.server,
      league.admin,
      'PUT',
      api(`/games/${later.id}/stats`),
      stats(true),
    )
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('GAME_NOT_PLAYED_YET')
    const confirm = await call<Problem>(league.server, league.admin, 'POST', api(`/games/${later.id}/confirm`), {})
    expect(confirm.status).toBe(409)
    expect(confirm.body.code).toBe('GAME_NOT_PLAYED_YET')
    const after = await expectCall<GameSheetBody>(league, 'GET', `/games/${later.id}`, undefined, 200)
    expect(after).toMatchObject({ state: 'draft', homeGoals: 0, awayGoals: 0, version: later.version })
    // a result can still be entered without confirming it
    await expectCall(league, 'PUT', `/games/${later.id}/stats`, stats(false), 200)
  })

  it('confirms a game with no date, and confirming a draft publishes it', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const undated = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    expect(undated.state).toBe('draft')
    const done = await expectCall<GameSheetBody & { publishedAt: string | null }>(
      league,
      'PUT',
      `/games/${undated.id}/stats`,
      stats(true),
      200,
    )
    expect(done.state).toBe('confirmed')
    expect(done.publishedAt).toEqual(expect.any(String))
    const today = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[1]?.id,
      awayTeamId: teams[0]?.id,
      playAt: inDays(-1),
    })
    const confirmed = await expectCall<GameSheetBody>(league, 'POST', `/games/${today.id}/confirm`, {}, 200)
    expect(confirmed.state).toBe('confirmed')
  })
})

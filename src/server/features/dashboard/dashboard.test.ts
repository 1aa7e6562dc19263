import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type Dashboard = {
  counts: Record<string, number>
  thisWeek: { from: string; to: string; games: Json[] }
  latestResults: Json[]
  needsAttention: {
    unconfirmedGames: Json[]
    unconfirmedGamesCount: number
    draftSuspensions: Json[]
    draftSuspensionsCount: number
  }
}

const DAY = 86_400_000

describe('dashboard', () => {
  it('counts across tournaments, lists this week’s games and the latest results, and what needs attention', async () => {
    const empty = await expectCall<Dashboard>(league, 'GET', '/dashboard', undefined, 200, league.viewer)
    expect(empty.counts).toEqual({
      seasons: 0,
      tournaments: 0,
      teams: 0,
      players: 0,
      locations: 0,
      games: 0,
      confirmedGames: 0,
      goals: 0,
    })
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const [a, b] = teams as [(typeof teams)[0], (typeof teams)[0]]
    const now = Date.now()
    const at = (offsetDays: number) =>
      createGame(league, {
        tournamentId: tournament.id,
        homeTeamId: a.id,
        awayTeamId: b.id,
        playAt: new Date(now + offsetDays * DAY).toISOString(),
      })
    const played = await at(-10)
    await playGame(league, played.id, 3, 1)
    const forgotten = await at(-3)
    await expectCall(league, 'PUT', `/games/${forgotten.id}/stats`, { home: { unassignedGoals: 1 }, away: {} }, 200)
    const rained = await at(-2)
    await expectCall(league, 'POST', `/games/${rained.id}/suspend`, { reason: 'Lluvia' }, 200)
    const upcoming = await at(2)
    await at(30)
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${played.id}/cards`,
      { playerId: a.players[0]?.id, teamId: a.id, type: 'red' },
      201,
    )

    const weekStart = new Date(now - DAY).toISOString()
    const dashboard = await expectCall<Dashboard>(
      league,
      'GET',
      `/dashboard?weekStart=${encodeURIComponent(weekStart)}`,
      undefined,
      200,
      league.viewer,
    )
    expect(dashboard.counts).toEqual({
      seasons: 0,
      tournaments: 1,
      teams: 2,
      players: 2,
      locations: 0,
      games: 5,
      confirmedGames: 1,
      goals: 4,
    })
    expect(dashboard.thisWeek.from).toBe(weekStart)
    expect(dashboard.thisWeek.games.map((g) => g.id)).toEqual([upcoming.id])
    expect(dashboard.latestResults.map((g) => [g.id, g.homeGoals, g.awayGoals])).toEqual([[played.id, 3, 1]])
    expect(dashboard.needsAttention.unconfirmedGames.map((g) => g.id)).toEqual([forgotten.id])
    expect(dashboard.needsAttention.unconfirmedGamesCount).toBe(1)
    expect(dashboard.needsAttention.draftSuspensions.map((s) => s.id)).toEqual([card.suspensionId])
    expect(dashboard.needsAttention.draftSuspensionsCount).toBe(1)

    await expectCall(league, 'POST', `/suspensions/${card.suspensionId}/confirm`, undefined, 200)
    await expectCall(league, 'POST', `/games/${forgotten.id}/confirm`, undefined, 200, league.scorer)
    const after = await expectCall<Dashboard>(league, 'GET', '/dashboard', undefined, 200)
    expect(after.needsAttention).toMatchObject({
      unconfirmedGames: [],
      unconfirmedGamesCount: 0,
      draftSuspensions: [],
      draftSuspensionsCount: 0,
    })
    expect(after.latestResults.map((g) => g.id)).toEqual([forgotten.id, played.id])
    // the default week runs from Monday 00:00 UTC
    expect(new Date(after.thisWeek.from).getUTCDay()).toBe(1)
    expect(Date.parse(after.thisWeek.to) - Date.parse(after.thisWeek.from)).toBe(7 * DAY)

    // another organization's dashboard shows none of it, and ours is 404 to them
    const theirs = await call<Dashboard>(
      league.server,
      league.intruder,
      'GET',
      `/api/orgs/${league.intruder.orgId}/dashboard`,
    )
    expect(theirs.body.counts.games).toBe(0)
    expect(theirs.body.latestResults).toEqual([])
    expect((await call(league.server, league.intruder, 'GET', `/api/orgs/${league.orgId}/dashboard`)).status).toBe(404)
    expect(
      (await call(league.server, league.admin, 'GET', `/api/orgs/${league.orgId}/dashboard?weekStart=monday`)).status,
    ).toBe(400)
  })
})

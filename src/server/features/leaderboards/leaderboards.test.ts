import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGame, createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type Board = {
  tournaments: { id: string; name: string }[]
  teams: {
    position: number
    teamId: string
    played: number
    won: number
    drawn: number
    lost: number
    goalsFor: number
    points: number
  }[]
  players: { position: number; playerId: string; goals: number; games: number; teams: { id: string }[] }[]
}

describe('leaderboards', () => {
  it('ranks teams by points and players by goals across tournaments, filtered by season, genre, team size and tournament', async () => {
    const season = await expectCall(league, 'POST', '/seasons', { name: 'Temporada 2025' }, 201)
    const men = await createTournament(league, { seasonId: season.id, settings: { genre: 'male', teamSize: 7 } })
    const women = await createTournament(league, {
      seasonId: season.id,
      settings: { genre: 'female', teamSize: 5, points: { win: 2 } },
    })
    const other = await createTournament(league, { settings: { genre: 'male', teamSize: 11 } })
    const [a, b, c] = [
      await createTeam(league, 'Alfa', 1),
      await createTeam(league, 'Beta', 1),
      await createTeam(league, 'Gama', 1),
    ]
    const play = async (
      tournamentId: string,
      home: typeof a,
      away: typeof a,
      homeGoals: number,
      awayGoals: number,
      kind = 'league',
    ) => {
      const game = await createGame(league, { tournamentId, homeTeamId: home.id, awayTeamId: away.id, kind })
      await expectCall(
        league,
        'PUT',
        `/games/${game.id}/stats`,
        {
          home: { goals: homeGoals ? [{ playerId: home.players[0]?.id, goals: homeGoals }] : [] },
          away: { goals: awayGoals ? [{ playerId: away.players[0]?.id, goals: awayGoals }] : [] },
          confirm: true,
        },
        200,
      )
    }
    await play(men.id, a, b, 2, 0) // Alfa 3
    await play(women.id, b, c, 1, 0) // Beta 2 (a win is worth 2 there)
    await play(other.id, c, a, 4, 0) // Gama 3
    await play(men.id, b, a, 5, 0, 'cup') // goals count, points do not
    await expectCall(
      league,
      'POST',
      `/tournaments/${men.id}/point-adjustments`,
      { teamId: a.id, points: -1, reason: 'x' },
      201,
    )
    const unplayed = await createGame(league, { tournamentId: men.id, homeTeamId: c.id, awayTeamId: b.id })
    expect(unplayed.state).toBe('draft')

    const board = (query = '') =>
      expectCall<Board>(league, 'GET', `/leaderboards${query}`, undefined, 200, league.viewer)
    const all = await board()
    expect(all.tournaments.map((t) => t.id).sort()).toEqual([men.id, women.id, other.id].sort())
    expect(all.teams.map((t) => [t.position, t.teamId, t.played, t.won, t.lost, t.points])).toEqual([
      [1, c.id, 2, 1, 1, 3],
      [2, b.id, 2, 1, 1, 2],
      [3, a.id, 2, 1, 1, 2],
    ])
    expect(all.players.map((p) => [p.position, p.playerId, p.goals, p.games])).toEqual([
      [1, b.players[0]?.id, 6, 2],
      [2, c.players[0]?.id, 4, 1],
      [3, a.players[0]?.id, 2, 1],
    ])
    const seasonBoard = await board(`?seasonId=${season.id}`)
    expect(seasonBoard.tournaments.map((t) => t.id).sort()).toEqual([men.id, women.id].sort())
    // level on points: Alfa's goal difference (+2) beats Beta's (−1)
    expect(seasonBoard.teams.map((t) => [t.teamId, t.points])).toEqual([
      [a.id, 2],
      [b.id, 2],
      [c.id, 0],
    ])
    expect((await board('?genre=female')).teams.map((t) => [t.teamId, t.points])).toEqual([
      [b.id, 2],
      [c.id, 0],
    ])
    expect((await board('?genre=male&teamSize=11')).tournaments.map((t) => t.id)).toEqual([other.id])
    expect((await board(`?tournamentId=${men.id}&limit=1`)).teams).toHaveLength(1)
    expect(await board('?teamSize=3')).toEqual({ tournaments: [], teams: [], players: [] })
    for (const query of ['genre=mixed', 'teamSize=12', 'seasonId=1', 'limit=0']) {
      const res = await call<Problem>(
        league.server,
        league.admin,
        'GET',
        `/api/orgs/${league.orgId}/leaderboards?${query}`,
      )
      expect(res.status, query).toBe(400)
    }
    // another organization sees its own (empty) leaderboards, and 404 for ours
    const theirs = await call<Board>(
      league.server,
      league.intruder,
      'GET',
      `/api/orgs/${league.intruder.orgId}/leaderboards?tournamentId=${men.id}`,
    )
    expect(theirs.body).toEqual({ tournaments: [], teams: [], players: [] })
    expect((await call(league.server, league.intruder, 'GET', `/api/orgs/${league.orgId}/leaderboards`)).status).toBe(
      404,
    )
    const doc = (await (await league.server.request('/api/openapi.json')).json()) as { paths: Record<string, Json> }
    expect(Object.keys(doc.paths['/api/orgs/{orgId}/leaderboards'] ?? {})).toEqual(['get'])
    await playGame(league, unplayed.id, 0, 0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGame, createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { createSeason, getSuspension, type SuspensionBody } from '#test/suspensions.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

describe('suspensions by hand', () => {
  it('suspends a player of a team by hand (confirmed at once), served from the earned game when skipEarnedGame is false', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league)
    const [team, other] = teams
    const [first, second] = gamesOf(team) as [string, string]
    const player = team.players[0]?.id as string
    const created = await expectCall<SuspensionBody>(
      league,
      'POST',
      '/suspensions',
      {
        tournamentId: tournament.id,
        playerId: player,
        teamId: team.id,
        gamesCount: 2,
        earnedGameId: first,
        skipEarnedGame: false,
        note: 'Tribunal',
      },
      201,
      league.manager,
    )
    expect(created).toMatchObject({
      status: 'active',
      reason: 'manual',
      isDraft: false,
      skipEarnedGame: false,
      gamesToServe: [second],
    })
    await playGame(league, first, 1, 0)
    expect(await getSuspension(league, created.id)).toMatchObject({
      remaining: 1,
      servedGameIds: [first],
      gamesToServe: [second],
    })
    const free = await expectCall<SuspensionBody>(
      league,
      'POST',
      '/suspensions',
      { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1 },
      201,
    )
    // without an earned game it is served from the games confirmed after its creation, not the ones played before
    expect(free).toMatchObject({ skipEarnedGame: true, earnedGameId: null, remaining: 1, gamesToServe: [second] })
    // games not played: one dated in the future, one suspended; and a team with no part in the tournament
    const future = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: team.id,
      awayTeamId: other.id,
      playAt: '2099-05-01T18:00:00Z',
    })
    const rained = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: other.id,
      awayTeamId: team.id,
      playAt: '2025-04-01T18:00:00Z',
    })
    await expectCall(league, 'POST', `/games/${rained.id}/suspend`, { reason: 'Lluvia' }, 200)
    const outsider = await createTeam(league, 'Fuera del Torneo', 1)
    const notPlayed = [{ name: 'earnedGameId', reason: 'validation.earned_game_not_played' }]
    const cases: [Record<string, unknown>, { name: string; reason: string }[]][] = [
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1, earnedGameId: future.id },
        notPlayed,
      ],
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1, earnedGameId: rained.id },
        notPlayed,
      ],
      [
        { tournamentId: tournament.id, playerId: outsider.players[0]?.id, teamId: outsider.id, gamesCount: 1 },
        [{ name: 'teamId', reason: 'validation.team_not_in_tournament' }],
      ],
      [
        { tournamentId: tournament.id, playerId: other.players[0]?.id, teamId: team.id, gamesCount: 1 },
        [{ name: 'playerId', reason: 'validation.not_in_roster' }],
      ],
      [
        {
          tournamentId: tournament.id,
          playerId: player,
          teamId: team.id,
          gamesCount: 1,
          earnedGameId: (gamesOf(teams[2]) as string[]).find((g) => !gamesOf(team).includes(g)),
        },
        [{ name: 'earnedGameId', reason: 'validation.not_found' }],
      ],
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 0 },
        [{ name: 'gamesCount', reason: 'validation.too_small' }],
      ],
      [
        { tournamentId: tournament.id, playerId: player, teamId: team.id, gamesCount: 1.5, status: 'active' },
        [
          { name: 'gamesCount', reason: 'validation.integer' },
          { name: 'status', reason: 'validation.unknown_field' },
        ],
      ],
      [
        { tournamentId: '00000000-0000-4000-8000-000000000000', playerId: player, teamId: team.id, gamesCount: 1 },
        [{ name: 'tournamentId', reason: 'validation.not_found' }],
      ],
    ]
    const before = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/suspensions?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    for (const [body, params] of cases) {
      const res = await call<Problem>(league.server, league.admin, 'POST', api('/suspensions'), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams).toEqual(params)
    }
    expect(
      await expectCall<{ items: Json[] }>(league, 'GET', `/suspensions?tournamentId=${tournament.id}`, undefined, 200),
    ).toEqual(before)
    expect((await call(league.server, league.admin, 'GET', api('/suspensions?status=late'))).status).toBe(400)
    const all = await expectCall<{ items: Json[] }>(league, 'GET', `/suspensions?playerId=${player}`, undefined, 200)
    expect(all.items.map((s) => s.id)).toEqual([free.id, created.id])
  })
})

describe('a player’s record', () => {
  type PlayerRecord = { tournaments: (Json & { tournamentId: string; teams: { id: string; name: string }[] })[] }
  const record = (playerId: string) =>
    expectCall<PlayerRecord>(league, 'GET', `/players/${playerId}/discipline`, undefined, 200, league.viewer)

  it('lists the tournaments the player’s teams take part in (a group or a game), with the teams that would serve', async () => {
    const { tournament, teams } = await createSeason(league)
    const [team, rival] = teams
    const player = team.players[0]?.id as string
    // nothing yet: the tournament of the team's group, with zeros
    expect((await record(player)).tournaments).toEqual([
      {
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        teams: [{ id: team.id, name: team.name }],
        yellowCardsForSuspension: null,
        goals: 0,
        gamesPlayed: 0,
        yellow: 0,
        blue: 0,
        red: 0,
        warning: null,
        suspensions: [],
      },
    ])
    // also on a second team that plays a cup game of another tournament without groups; newest tournament first
    const cup = await createTournament(league)
    const second = await createTeam(league, 'Zeta')
    await expectCall(league, 'POST', `/teams/${second.id}/players`, { playerId: player }, 201)
    await createGame(league, { tournamentId: cup.id, homeTeamId: second.id, awayTeamId: rival.id, kind: 'cup' })
    expect((await record(player)).tournaments.map((t) => [t.tournamentId, t.teams.map((team) => team.id)])).toEqual([
      [cup.id, [second.id]],
      [tournament.id, [team.id]],
    ])
    // the player leaves the second team: that tournament goes (no record there); a player without teams has none
    await expectCall(league, 'DELETE', `/teams/${second.id}/players/${player}`, undefined, 204)
    expect((await record(player)).tournaments.map((t) => t.tournamentId)).toEqual([tournament.id])
    const loner = await expectCall(league, 'POST', '/players', { firstname: 'Sola', lastname: 'Nadie' }, 201)
    expect((await record(loner.id)).tournaments).toEqual([])
  })

  it('keeps a tournament where the player has a record after they leave the team, without teams to serve', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league)
    const [team] = teams
    const player = team.players[0]?.id as string
    await expectCall(
      league,
      'POST',
      `/games/${gamesOf(team)[0]}/cards`,
      { playerId: player, teamId: team.id, type: 'yellow' },
      201,
    )
    await expectCall(league, 'DELETE', `/teams/${team.id}/players/${player}`, undefined, 204)
    expect((await record(player)).tournaments).toEqual([
      expect.objectContaining({ tournamentId: tournament.id, yellow: 1, teams: [] }),
    ])
  })
})

describe('suspensions: roles and other organizations', () => {
  it('lets scorers and viewers read but not decide suspensions (403, nothing changed)', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league)
    const [team] = teams
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${gamesOf(team)[0]}/cards`,
      { playerId: team.players[0]?.id, teamId: team.id, type: 'red' },
      201,
      league.scorer,
    )
    const id = card.suspensionId
    for (const user of [league.scorer, league.viewer]) {
      for (const [method, path, body] of [
        [
          'POST',
          '/suspensions',
          { tournamentId: tournament.id, playerId: team.players[0]?.id, teamId: team.id, gamesCount: 1 },
        ],
        ['PATCH', `/suspensions/${id}`, { gamesCount: 5 }],
        ['POST', `/suspensions/${id}/confirm`, undefined],
        ['POST', `/suspensions/${id}/ignore`, undefined],
        ['DELETE', `/suspensions/${id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, user, method, api(path), body)
        expect(res.status, `${method} ${path}`).toBe(403)
      }
      expect((await call(league.server, user, 'GET', api(`/suspensions/${id}`))).status).toBe(200)
    }
    expect(await getSuspension(league, id)).toMatchObject({ status: 'draft', gamesCount: 1, version: 1 })
  })

  it('answers 404 to another organization’s admin and changes nothing', async () => {
    const { tournament, teams, gamesOf } = await createSeason(league)
    const [team] = teams
    const card = await expectCall<Json & { suspensionId: string }>(
      league,
      'POST',
      `/games/${gamesOf(team)[0]}/cards`,
      { playerId: team.players[0]?.id, teamId: team.id, type: 'red' },
      201,
    )
    const id = card.suspensionId
    const before = await getSuspension(league, id)
    const { intruder } = league
    for (const orgId of [league.orgId, intruder.orgId]) {
      for (const [method, path, body] of [
        ['GET', `/suspensions/${id}`, undefined],
        ['PATCH', `/suspensions/${id}`, { gamesCount: 9 }],
        ['POST', `/suspensions/${id}/confirm`, undefined],
        ['POST', `/suspensions/${id}/ignore`, undefined],
        ['DELETE', `/suspensions/${id}`, undefined],
        ['GET', `/players/${team.players[0]?.id}/discipline`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, intruder, method, `/api/orgs/${orgId}${path}`, body)
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    const theirs = await call<{ items: Json[] }>(
      league.server,
      intruder,
      'GET',
      `/api/orgs/${intruder.orgId}/suspensions?tournamentId=${tournament.id}`,
    )
    expect(theirs.body.items).toEqual([])
    const created = await call<Problem>(league.server, intruder, 'POST', `/api/orgs/${intruder.orgId}/suspensions`, {
      tournamentId: tournament.id,
      playerId: team.players[0]?.id,
      teamId: team.id,
      gamesCount: 1,
    })
    expect(created.status).toBe(400)
    expect(await getSuspension(league, id)).toEqual(before)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, type GameSheetBody, type StandingsBody } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

describe('results', () => {
  it('sums goals per player and unassigned goals, truncating fractions; a correction after confirmation updates the standings and scorers at once', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 2 })
    const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
    const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
    const sheet = await expectCall<GameSheetBody>(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      {
        home: {
          goals: [
            { playerId: home.players[0]?.id, goals: 2.9 },
            { playerId: home.players[1]?.id, goals: 0 },
          ],
          unassignedGoals: 1.2,
        },
        away: { goals: [{ playerId: away.players[1]?.id, goals: 1 }], unassignedGoals: 0 },
        confirm: true,
      },
      200,
      league.scorer,
    )
    expect(sheet).toMatchObject({ state: 'confirmed', homeGoals: 3, awayGoals: 1, hasResult: true })
    expect(sheet.home).toMatchObject({
      goals: 3,
      unassignedGoals: 1,
      scorers: [{ playerId: home.players[0]?.id, goals: 2 }],
    })
    expect(sheet.away.scorers).toEqual([expect.objectContaining({ playerId: away.players[1]?.id, goals: 1 })])
    const standings = () =>
      expectCall<StandingsBody>(league, 'GET', `/tournaments/${tournament.id}/standings`, undefined, 200).then(
        (s) => s.groups[0]?.rows ?? [],
      )
    expect((await standings()).map((r) => [r.teamId, r.points, r.goalsFor])).toEqual([
      [home.id, 3, 3],
      [away.id, 0, 1],
    ])
    // a correction after confirmation: the away side scored twice more
    const corrected = await expectCall<GameSheetBody>(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      {
        version: sheet.version,
        home: { goals: [{ playerId: home.players[0]?.id, goals: 3 }], unassignedGoals: 0 },
        away: { goals: [{ playerId: away.players[1]?.id, goals: 3 }], unassignedGoals: 1 },
      },
      200,
      league.scorer,
    )
    expect(corrected).toMatchObject({ state: 'confirmed', homeGoals: 3, awayGoals: 4 })
    expect((await standings()).map((r) => [r.teamId, r.points, r.goalsFor])).toEqual([
      [away.id, 3, 4],
      [home.id, 0, 3],
    ])
    const scorers = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/scorers`,
      undefined,
      200,
    )
    expect(scorers.items.map((s) => s.playerId).sort()).toEqual([away.players[1]?.id, home.players[0]?.id].sort())
    expect(scorers.items.map((s) => s.goals)).toEqual([3, 3])
    expect(scorers.items.map((s) => s.position)).toEqual([1, 1])
    const stale = await call<Problem>(league.server, league.scorer, 'PUT', api(`/games/${game.id}/stats`), {
      version: sheet.version,
      home: { goals: [], unassignedGoals: 0 },
      away: { goals: [], unassignedGoals: 0 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({ homeGoals: 3, awayGoals: 4 })
    // unconfirmed: it stops counting
    await expectCall(league, 'POST', `/games/${game.id}/unconfirm`, undefined, 200, league.scorer)
    expect((await standings()).every((r) => r.played === 0)).toBe(true)
  })

  it('refuses a scorer who is not on that side’s roster, negative or duplicated goals (400, nothing saved)', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
    const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
    const path = api(`/games/${game.id}/stats`)
    const cases: [unknown, { name: string; reason: string }[]][] = [
      [
        {
          home: { goals: [{ playerId: away.players[0]?.id, goals: 1 }] },
          away: { goals: [{ playerId: home.players[0]?.id, goals: 1 }] },
        },
        [
          { name: 'home.goals.0.playerId', reason: 'validation.not_in_roster' },
          { name: 'away.goals.0.playerId', reason: 'validation.not_in_roster' },
        ],
      ],
      [{ home: { unassignedGoals: -1 }, away: {} }, [{ name: 'home.unassignedGoals', reason: 'validation.too_small' }]],
      [{ home: { unassignedGoals: 100 }, away: {} }, [{ name: 'home.unassignedGoals', reason: 'validation.too_big' }]],
      [
        {
          home: {
            goals: [
              { playerId: home.players[0]?.id, goals: 1 },
              { playerId: home.players[0]?.id, goals: 1 },
            ],
          },
          away: {},
        },
        [{ name: 'home.goals', reason: 'validation.duplicate' }],
      ],
      [
        { home: { goals: 'many' } },
        [
          { name: 'home.goals', reason: 'validation.invalid_type' },
          { name: 'away', reason: 'validation.required' },
        ],
      ],
      [{ home: {}, away: {}, homeGoals: 3 }, [{ name: 'homeGoals', reason: 'validation.unknown_field' }]],
    ]
    for (const [body, params] of cases) {
      const res = await call<Problem>(league.server, league.admin, 'PUT', path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams).toEqual(params)
    }
    const sheet = await expectCall<GameSheetBody>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(sheet).toMatchObject({ version: 1, hasResult: false, homeGoals: 0 })
  })

  it('replaces the goals as a whole; a scorer removed from the roster since keeps his goals, a new one must be on it', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 3 })
    const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
    const [first, second, third] = home.players.map((p) => p.id) as [string, string, string]
    const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
    const put = (goals: { playerId: string; goals: number }[]) =>
      call<GameSheetBody & Problem>(league.server, league.scorer, 'PUT', api(`/games/${game.id}/stats`), {
        home: { goals, unassignedGoals: 0 },
        away: { goals: [], unassignedGoals: 0 },
      })
    const scorersOf = (sheet: GameSheetBody) =>
      sheet.home.scorers.map((s) => [s.playerId, s.goals]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    const byId = (rows: [string, number][]) => rows.sort((a, b) => a[0].localeCompare(b[0]))

    expect(
      scorersOf(
        (
          await put([
            { playerId: first, goals: 2 },
            { playerId: second, goals: 1 },
          ])
        ).body,
      ),
    ).toEqual(
      byId([
        [first, 2],
        [second, 1],
      ]),
    )
    // a count changed, one scorer dropped, one added (a zero is no goal)
    const changed = await put([
      { playerId: first, goals: 1 },
      { playerId: third, goals: 2 },
      { playerId: second, goals: 0 },
    ])
    expect(changed.status).toBe(200)
    expect(scorersOf(changed.body)).toEqual(
      byId([
        [first, 1],
        [third, 2],
      ]),
    )
    expect(changed.body.homeGoals).toBe(3)

    // `third` leaves the roster: his goals stay on the sheet and may be saved again, `second` may no longer score
    await expectCall(league, 'DELETE', `/teams/${home.id}/players/${third}`, undefined, 204)
    const again = await put([
      { playerId: third, goals: 3 },
      { playerId: first, goals: 1 },
    ])
    expect(again.status).toBe(200)
    expect(scorersOf(again.body)).toEqual(
      byId([
        [first, 1],
        [third, 3],
      ]),
    )
    await expectCall(league, 'DELETE', `/teams/${home.id}/players/${second}`, undefined, 204)
    const refused = await put([{ playerId: second, goals: 1 }])
    expect(refused.status).toBe(400)
    expect(refused.body.invalidParams).toEqual([{ name: 'home.goals.0.playerId', reason: 'validation.not_in_roster' }])
    // nothing changed by the refusal; clearing every goal leaves none
    const sheet = await expectCall<GameSheetBody>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(scorersOf(sheet)).toEqual(
      byId([
        [first, 1],
        [third, 3],
      ]),
    )
    expect(scorersOf((await put([])).body)).toEqual([])
  })

  it('adds and removes cards of a side’s players; refuses a player of the other side or a team not playing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3, playersPerTeam: 1 })
    const [home, away, third] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
    const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
    const card = await expectCall<Json & { gameVersion: number }>(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { playerId: away.players[0]?.id, teamId: away.id, type: 'blue', reason: 'Mano intencional', minute: 12 },
      201,
      league.scorer,
    )
    expect(card).toMatchObject({ gameVersion: 2, suspensionId: null, warning: null })
    const sheet = await expectCall<GameSheetBody>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(sheet.away.cards).toEqual([
      expect.objectContaining({
        id: card.id,
        playerId: away.players[0]?.id,
        type: 'blue',
        reason: 'Mano intencional',
        minute: 12,
      }),
    ])
    const cases: [unknown, { name: string; reason: string }[]][] = [
      [
        { playerId: home.players[0]?.id, teamId: away.id, type: 'yellow' },
        [{ name: 'playerId', reason: 'validation.not_in_roster' }],
      ],
      [
        { playerId: third.players[0]?.id, teamId: third.id, type: 'yellow' },
        [{ name: 'teamId', reason: 'validation.team_not_in_game' }],
      ],
      [
        { playerId: home.players[0]?.id, teamId: home.id, type: 'green' },
        [{ name: 'type', reason: 'validation.invalid_value' }],
      ],
      [
        { playerId: home.players[0]?.id, teamId: home.id, type: 'red', minute: -1 },
        [{ name: 'minute', reason: 'validation.too_small' }],
      ],
    ]
    for (const [body, params] of cases) {
      const res = await call<Problem>(league.server, league.admin, 'POST', api(`/games/${game.id}/cards`), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams).toEqual(params)
    }
    await expectCall(league, 'DELETE', `/games/${game.id}/cards/${card.id}`, undefined, 204, league.scorer)
    expect((await call(league.server, league.admin, 'DELETE', api(`/games/${game.id}/cards/${card.id}`))).status).toBe(
      404,
    )
    expect((await call(league.server, league.admin, 'DELETE', api(`/games/${game.id}/cards/nope`))).status).toBe(404)
    expect((await expectCall<GameSheetBody>(league, 'GET', `/games/${game.id}`, undefined, 200)).away.cards).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { standingsOf } from '#test/standings.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describe('point adjustments', () => {
  it('adds a deduction with a reason, shown in the table after the games; lists and removes it', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const [a, b] = teams as [(typeof teams)[0], (typeof teams)[0]]
    await playGame(
      league,
      (await createGame(league, { tournamentId: tournament.id, homeTeamId: a.id, awayTeamId: b.id })).id,
      1,
      0,
    )
    const adjustment = await expectCall<Json & { points: number }>(
      league,
      'POST',
      `/tournaments/${tournament.id}/point-adjustments`,
      { teamId: a.id, points: -4, reason: 'Incidentes' },
      201,
      league.manager,
    )
    expect(adjustment).toMatchObject({ teamId: a.id, teamName: a.name, points: -4, reason: 'Incidentes' })
    await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/point-adjustments`,
      { teamId: b.id, points: 1, reason: 'Walkover' },
      201,
    )
    const rows = (await standingsOf(league, tournament.id)).groups[0]?.rows ?? []
    expect(rows.map((r) => [r.teamId, r.points, r.pointAdjustment])).toEqual([
      [b.id, 1, 1],
      [a.id, -1, -4],
    ])
    const list = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/point-adjustments`,
      undefined,
      200,
      league.viewer,
    )
    expect(list.items.map((i) => i.points)).toEqual([-4, 1])
    await expectCall(
      league,
      'DELETE',
      `/tournaments/${tournament.id}/point-adjustments/${adjustment.id}`,
      undefined,
      204,
      league.manager,
    )
    expect(((await standingsOf(league, tournament.id)).groups[0]?.rows ?? []).map((r) => [r.teamId, r.points])).toEqual(
      [
        [a.id, 3],
        [b.id, 1],
      ],
    )
    const cases: [unknown, { name: string; reason: string }[]][] = [
      [{ teamId: a.id, points: 0, reason: 'x' }, [{ name: 'points', reason: 'validation.not_zero' }]],
      [
        { teamId: a.id, points: 1.5, reason: '' },
        [
          { name: 'points', reason: 'validation.integer' },
          { name: 'reason', reason: 'validation.required' },
        ],
      ],
      [
        { teamId: '00000000-0000-4000-8000-000000000000', points: 1, reason: 'x' },
        [{ name: 'teamId', reason: 'validation.not_found' }],
      ],
    ]
    for (const [body, params] of cases) {
      const res = await call<Problem>(
        league.server,
        league.admin,
        'POST',
        `/api/orgs/${league.orgId}/tournaments/${tournament.id}/point-adjustments`,
        body,
      )
      expect(res.status).toBe(400)
      expect(res.body.invalidParams).toEqual(params)
    }
    for (const user of [league.scorer, league.viewer]) {
      const res = await call(
        league.server,
        user,
        'POST',
        `/api/orgs/${league.orgId}/tournaments/${tournament.id}/point-adjustments`,
        {
          teamId: a.id,
          points: -1,
          reason: 'x',
        },
      )
      expect(res.status).toBe(403)
    }
    expect(
      (
        await call(
          league.server,
          league.admin,
          'DELETE',
          `/api/orgs/${league.orgId}/tournaments/${tournament.id}/point-adjustments/${adjustment.id}`,
        )
      ).status,
    ).toBe(404)
  })
})

describe('scorers and discipline', () => {
  it('ranks scorers over counting games of every kind (equal goals share a position) and tables the cards', async () => {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 2,
      playersPerTeam: 2,
      settings: { yellowCardsForSuspension: 3 },
    })
    const [a, b] = teams as [(typeof teams)[0], (typeof teams)[0]]
    const [a1, a2] = a.players as [(typeof a.players)[0], (typeof a.players)[0]]
    const b1 = b.players[0] as (typeof a.players)[0]
    const league1 = await createGame(league, { tournamentId: tournament.id, homeTeamId: a.id, awayTeamId: b.id })
    await expectCall(
      league,
      'PUT',
      `/games/${league1.id}/stats`,
      {
        home: {
          goals: [
            { playerId: a1.id, goals: 2 },
            { playerId: a2.id, goals: 1 },
          ],
        },
        away: { goals: [{ playerId: b1.id, goals: 1 }], unassignedGoals: 1 },
        confirm: true,
      },
      200,
    )
    const cup = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: b.id,
      awayTeamId: a.id,
      kind: 'cup',
    })
    await expectCall(
      league,
      'PUT',
      `/games/${cup.id}/stats`,
      { home: { goals: [{ playerId: b1.id, goals: 1 }] }, away: {}, confirm: true },
      200,
    )
    const unconfirmed = await createGame(league, { tournamentId: tournament.id, homeTeamId: b.id, awayTeamId: a.id })
    await expectCall(
      league,
      'PUT',
      `/games/${unconfirmed.id}/stats`,
      { home: {}, away: { goals: [{ playerId: a2.id, goals: 5 }] } },
      200,
    )
    for (const [gameId, playerId, teamId, type] of [
      [league1.id, a1.id, a.id, 'yellow'],
      [cup.id, a1.id, a.id, 'yellow'],
      [league1.id, b1.id, b.id, 'red'],
      [league1.id, a2.id, a.id, 'blue'],
    ] as const) {
      await expectCall(league, 'POST', `/games/${gameId}/cards`, { playerId, teamId, type }, 201)
    }
    const scorers = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/scorers`,
      undefined,
      200,
      league.viewer,
    )
    // a1 and b1 share the first place (b1's second goal was in the cup game); the unconfirmed game does not count
    expect(scorers.items.map((s) => [s.position, s.playerId, s.goals, s.games, s.teamId])).toEqual([
      [1, a1.id, 2, 1, a.id],
      [1, b1.id, 2, 2, b.id],
      [3, a2.id, 1, 1, a.id],
    ])
    const limited = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/scorers?limit=1`,
      undefined,
      200,
    )
    expect(limited.items).toHaveLength(1)
    expect(
      (
        await call(
          league.server,
          league.admin,
          'GET',
          `/api/orgs/${league.orgId}/tournaments/${tournament.id}/scorers?limit=0`,
        )
      ).status,
    ).toBe(400)

    const discipline = await expectCall<{ yellowCardsForSuspension: number; players: Json[]; teams: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/discipline`,
      undefined,
      200,
      league.viewer,
    )
    expect(discipline.yellowCardsForSuspension).toBe(3)
    expect(
      discipline.players.map((p) => [
        p.playerId,
        p.yellow,
        p.blue,
        p.red,
        p.fairPlayPoints,
        p.warning,
        p.pendingSuspensions,
      ]),
    ).toEqual([
      [b1.id, 0, 0, 1, 3, null, 1],
      [a1.id, 2, 0, 0, 2, 'one_more', 0],
      [a2.id, 0, 1, 0, 2, null, 0],
    ])
    expect(discipline.teams.map((t) => [t.teamId, t.yellow, t.blue, t.red, t.fairPlayPoints])).toEqual([
      [b.id, 0, 0, 1, 3],
      [a.id, 2, 1, 0, 4],
    ])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCompetition,
  createGame,
  createGroup,
  createTeam,
  createTournament,
  expectCall,
  playGame,
} from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { standingsOf } from '#test/standings.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

describe('standings', () => {
  it('count only confirmed, not suspended, not deleted league games, with the tournament’s points, fair play and zones', async () => {
    const { tournament, teams, group } = await createCompetition(league, {
      teamCount: 4,
      playersPerTeam: 1,
      settings: {
        points: { win: 2, draw: 1, loss: 0 },
        fairPlay: { yellow: 1, blue: 2, red: 5 },
        qualifiers: { goldCup: 1, silverCup: 1, ascend: 0, descend: 1 },
      },
    })
    const [a, b, c, d] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
    const game = (home: typeof a, away: typeof a, extra: Record<string, unknown> = {}) =>
      createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id, ...extra })
    await playGame(league, (await game(a, b)).id, 3, 0)
    await playGame(league, (await game(c, d)).id, 1, 1)
    const red = await game(b, c)
    await playGame(league, red.id, 2, 1)
    await expectCall(
      league,
      'POST',
      `/games/${red.id}/cards`,
      { playerId: b.players[0]?.id, teamId: b.id, type: 'red' },
      201,
    )
    await expectCall(
      league,
      'POST',
      `/games/${red.id}/cards`,
      { playerId: c.players[0]?.id, teamId: c.id, type: 'yellow' },
      201,
    )
    // none of these count
    await playGame(league, (await game(d, a, { kind: 'cup' })).id, 9, 0)
    await playGame(league, (await game(d, a, { kind: 'friendly' })).id, 9, 0)
    const unconfirmed = await game(d, b)
    await expectCall(league, 'PUT', `/games/${unconfirmed.id}/stats`, { home: { unassignedGoals: 5 }, away: {} }, 200)
    const deleted = await game(d, c)
    await playGame(league, deleted.id, 4, 0)
    await expectCall(league, 'DELETE', `/games/${deleted.id}`, undefined, 204)
    const suspended = await game(a, d)
    await expectCall(league, 'POST', `/games/${suspended.id}/suspend`, { reason: 'Lluvia' }, 200)

    const standings = await standingsOf(league, tournament.id)
    expect(standings.tieBreakers).toEqual([
      'points',
      'goalDifference',
      'goalsFor',
      'headToHead',
      'fairPlay',
      'drawOfLots',
    ])
    expect(standings.groups).toHaveLength(1)
    expect(standings.groups[0]).toMatchObject({ groupId: group.id, name: 'Zona A' })
    const rows = standings.groups[0]?.rows ?? []
    expect(
      rows.map((r) => [
        r.position,
        r.teamId,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.goalsFor,
        r.goalsAgainst,
        r.points,
        r.fairPlayPoints,
        r.zone,
      ]),
    ).toEqual([
      [1, a.id, 1, 1, 0, 0, 3, 0, 2, 0, 'goldCup'],
      [2, b.id, 2, 1, 0, 1, 2, 4, 2, 5, 'silverCup'],
      [3, d.id, 1, 0, 1, 0, 1, 1, 1, 0, null],
      [4, c.id, 2, 0, 1, 1, 2, 3, 1, 1, 'descend'],
    ])
    expect(rows[0]?.decidedBy).toBe('goalDifference')
    expect(rows[2]?.decidedBy).toBe('goalDifference')
  })

  it('gives one table per group in the groups’ order, counting each group’s own games', async () => {
    const tournament = await createTournament(league)
    const teams = [
      await createTeam(league, 'Norte 1'),
      await createTeam(league, 'Norte 2'),
      await createTeam(league, 'Sur 1'),
      await createTeam(league, 'Sur 2'),
    ]
    const north = await createGroup(league, tournament.id, [teams[0]?.id as string, teams[1]?.id as string], 'Norte')
    const south = await createGroup(league, tournament.id, [teams[2]?.id as string, teams[3]?.id as string], 'Sur')
    await playGame(
      league,
      (await createGame(league, { tournamentId: tournament.id, homeTeamId: teams[1]?.id, awayTeamId: teams[0]?.id }))
        .id,
      2,
      0,
    )
    // a cross-group league game belongs to no group: it counts in neither table
    const cross = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[2]?.id,
    })
    expect(cross.groupId).toBeNull()
    await playGame(league, cross.id, 5, 0)
    const standings = await standingsOf(league, tournament.id)
    expect(standings.groups.map((g) => [g.groupId, g.name])).toEqual([
      [north.id, 'Norte'],
      [south.id, 'Sur'],
    ])
    expect(standings.groups[0]?.rows.map((r) => [r.teamName, r.points, r.played])).toEqual([
      ['Norte 2', 3, 1],
      ['Norte 1', 0, 1],
    ])
    expect(standings.groups[1]?.rows.map((r) => r.teamName).sort()).toEqual(['Sur 1', 'Sur 2'])
    expect(standings.groups[1]?.rows.every((r) => r.played === 0)).toBe(true)
  })

  it('without groups, tables every team of the counting league games; teams no criterion separates are flagged, in a stored order', async () => {
    const tournament = await createTournament(league, { settings: { tieBreakers: ['points', 'drawOfLots'] } })
    const [a, b, c] = [await createTeam(league), await createTeam(league), await createTeam(league)]
    await playGame(
      league,
      (await createGame(league, { tournamentId: tournament.id, homeTeamId: a.id, awayTeamId: b.id })).id,
      1,
      1,
    )
    await playGame(
      league,
      (await createGame(league, { tournamentId: tournament.id, homeTeamId: b.id, awayTeamId: c.id })).id,
      0,
      0,
    )
    const first = await standingsOf(league, tournament.id)
    expect(first.groups).toHaveLength(1)
    expect(first.groups[0]).toMatchObject({ groupId: null, name: null })
    const rows = first.groups[0]?.rows ?? []
    expect(rows).toHaveLength(3)
    // level on points: the draw of lots orders them, the same way on every request
    expect(rows.map((r) => r.decidedBy).filter((x) => x === 'drawOfLots').length).toBeGreaterThan(0)
    expect((await standingsOf(league, tournament.id)).groups[0]?.rows.map((r) => r.teamId)).toEqual(
      rows.map((r) => r.teamId),
    )
    const tied = await createTournament(league, { settings: { tieBreakers: ['points'] } })
    await playGame(
      league,
      (await createGame(league, { tournamentId: tied.id, homeTeamId: a.id, awayTeamId: b.id })).id,
      2,
      2,
    )
    const level = (await standingsOf(league, tied.id)).groups[0]?.rows ?? []
    expect(level.map((r) => [r.tiedOnLots, r.tiedWith.length])).toEqual([
      [true, 1],
      [true, 1],
    ])
  })
})

describe('standings follow every change at once', () => {
  it('after a rename, a settings change, a group change, a card, a correction and a deletion', async () => {
    const { tournament, teams, group } = await createCompetition(league, { teamCount: 3, playersPerTeam: 1 })
    const [a, b, c] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
    const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: a.id, awayTeamId: b.id })
    await playGame(league, game.id, 1, 0)
    const rows = async () => (await standingsOf(league, tournament.id)).groups[0]?.rows ?? []
    expect((await rows())[0]).toMatchObject({ teamId: a.id, points: 3 })
    await expectCall(league, 'PATCH', `/teams/${a.id}`, { version: 1, name: 'Renombrado' }, 200)
    expect((await rows())[0]).toMatchObject({ teamName: 'Renombrado' })
    await expectCall(
      league,
      'PATCH',
      `/tournaments/${tournament.id}`,
      { version: 1, settings: { points: { win: 2 } } },
      200,
    )
    expect((await rows())[0]).toMatchObject({ points: 2 })
    await expectCall(
      league,
      'PATCH',
      `/tournaments/${tournament.id}/groups/${group.id}`,
      { teamIds: [a.id, b.id] },
      200,
    )
    expect((await rows()).map((r) => r.teamId)).not.toContain(c.id)
    await expectCall(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { playerId: b.players[0]?.id, teamId: b.id, type: 'red' },
      201,
    )
    expect((await rows())[1]).toMatchObject({ teamId: b.id, fairPlayPoints: 3 })
    await expectCall(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { home: {}, away: { unassignedGoals: 2 } },
      200,
      league.scorer,
    )
    expect((await rows())[0]).toMatchObject({ teamId: b.id, points: 2 })
    await expectCall(league, 'DELETE', `/games/${game.id}`, undefined, 204)
    expect((await rows()).every((r) => r.played === 0)).toBe(true)
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { game as gameTable } from '#server/db/schema.ts'
import {
  createCompetition,
  createGame,
  createGroup,
  createTeam,
  createTournament,
  expectCall,
  playGame,
} from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { standingsCache } from './standings.service.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type Row = {
  position: number
  teamId: string
  teamName: string
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  goalDifference: number
  points: number
  pointAdjustment: number
  fairPlayPoints: number
  zone: string | null
  tiedOnLots: boolean
  tiedWith: string[]
  decidedBy: string | null
}
type StandingsBody = {
  tournamentId: string
  tieBreakers: string[]
  groups: { groupId: string | null; name: string | null; rows: Row[] }[]
}

const standingsOf = (tournamentId: string, user = league.viewer) =>
  expectCall<StandingsBody>(league, 'GET', `/tournaments/${tournamentId}/standings`, undefined, 200, user)

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

    const standings = await standingsOf(tournament.id)
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
    const standings = await standingsOf(tournament.id)
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
    const first = await standingsOf(tournament.id)
    expect(first.groups).toHaveLength(1)
    expect(first.groups[0]).toMatchObject({ groupId: null, name: null })
    const rows = first.groups[0]?.rows ?? []
    expect(rows).toHaveLength(3)
    // level on points: the draw of lots orders them, the same way on every request
    expect(rows.map((r) => r.decidedBy).filter((x) => x === 'drawOfLots').length).toBeGreaterThan(0)
    expect((await standingsOf(tournament.id)).groups[0]?.rows.map((r) => r.teamId)).toEqual(rows.map((r) => r.teamId))
    const tied = await createTournament(league, { settings: { tieBreakers: ['points'] } })
    await playGame(
      league,
      (await createGame(league, { tournamentId: tied.id, homeTeamId: a.id, awayTeamId: b.id })).id,
      2,
      2,
    )
    const level = (await standingsOf(tied.id)).groups[0]?.rows ?? []
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
    const rows = async () => (await standingsOf(tournament.id)).groups[0]?.rows ?? []
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
    const rows = (await standingsOf(tournament.id)).groups[0]?.rows ?? []
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
    expect(((await standingsOf(tournament.id)).groups[0]?.rows ?? []).map((r) => [r.teamId, r.points])).toEqual([
      [a.id, 3],
      [b.id, 1],
    ])
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

describe('tables: other organizations and the API document', () => {
  it('answers 404 to another organization’s admin on every table, and changes nothing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const adjustment = await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/point-adjustments`,
      { teamId: teams[0]?.id, points: -1, reason: 'x' },
      201,
    )
    for (const orgId of [league.orgId, league.intruder.orgId]) {
      const base = `/api/orgs/${orgId}/tournaments/${tournament.id}`
      for (const [method, path, body] of [
        ['GET', `${base}/standings`, undefined],
        ['GET', `${base}/scorers`, undefined],
        ['GET', `${base}/discipline`, undefined],
        ['GET', `${base}/point-adjustments`, undefined],
        ['POST', `${base}/point-adjustments`, { teamId: teams[0]?.id, points: -9, reason: 'x' }],
        ['DELETE', `${base}/point-adjustments/${adjustment.id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, league.intruder, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    const list = await expectCall<{ items: Json[] }>(
      league,
      'GET',
      `/tournaments/${tournament.id}/point-adjustments`,
      undefined,
      200,
    )
    expect(list.items.map((i) => i.id)).toEqual([adjustment.id])
    expect(
      (await call(league.server, league.admin, 'GET', `/api/orgs/${league.orgId}/tournaments/nope/standings`)).status,
    ).toBe(404)
  })

  it('describes the tables in /api/openapi.json', async () => {
    const doc = (await (await league.server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const methods = (path: string) => Object.keys(doc.paths[`/api/orgs/{orgId}/tournaments/{id}${path}`] ?? {}).sort()
    expect(methods('/standings')).toEqual(['get'])
    expect(methods('/scorers')).toEqual(['get'])
    expect(methods('/discipline')).toEqual(['get'])
    expect(methods('/point-adjustments')).toEqual(['get', 'post'])
    expect(methods('/point-adjustments/{adjustmentId}')).toEqual(['delete'])
  })
})

describe('a game written on this instance updates its cached standings', () => {
  const fromScratch = async (tournamentId: string) => {
    standingsCache.clear()
    return standingsOf(tournamentId)
  }

  it('without reading the games again, equal to standings computed from scratch after every kind of game write', async () => {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 4,
      playersPerTeam: 1,
      settings: { fairPlay: { yellow: 1, blue: 2, red: 5 } },
    })
    const [a, b, c, d] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
    const game = async (home: typeof a, away: typeof a) =>
      (await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })).id
    const ab = await game(a, b)
    const cd = await game(c, d)
    const ba = await game(b, a)
    const ac = await game(a, c)
    await playGame(league, ab, 1, 0)
    await playGame(league, ba, 1, 0)
    await expectCall(
      league,
      'POST',
      `/games/${ab}/cards`,
      { playerId: a.players[0]?.id, teamId: a.id, type: 'red' },
      201,
    )
    const stats = (id: string, home: number, away: number, extra: Record<string, unknown> = {}) =>
      expectCall(
        league,
        'PUT',
        `/games/${id}/stats`,
        { home: { unassignedGoals: home }, away: { unassignedGoals: away }, ...extra },
        200,
        league.scorer,
      )
    const steps: [string, () => Promise<unknown>][] = [
      ['a correction of a confirmed game with a card', () => stats(ab, 0, 2)],
      ['a correction of a game with the same score as another', () => stats(ba, 0, 1)],
      ['a first confirmation', () => stats(cd, 3, 3, { confirm: true })],
      ['a result entered, not confirmed', () => stats(ac, 5, 0)],
      ['the same game confirmed', () => stats(ac, 5, 1, { confirm: true })],
      ['the same result again', () => stats(ac, 5, 1)],
      [
        'a yellow card',
        () =>
          expectCall(
            league,
            'POST',
            `/games/${ac}/cards`,
            { playerId: c.players[0]?.id, teamId: c.id, type: 'yellow' },
            201,
          ),
      ],
      [
        'a red card removed',
        async () => {
          const sheet = await expectCall<{ home: { cards: { id: string; type: string }[] } }>(
            league,
            'GET',
            `/games/${ab}`,
            undefined,
            200,
          )
          const red = sheet.home.cards.find((card) => card.type === 'red')
          await expectCall(league, 'DELETE', `/games/${ab}/cards/${red?.id}`, undefined, 204)
        },
      ],
      ['a game unconfirmed', () => expectCall(league, 'POST', `/games/${ba}/unconfirm`, {}, 200)],
      ['a game confirmed again', () => expectCall(league, 'POST', `/games/${ba}/confirm`, {}, 200)],
      [
        'a game that becomes a cup game',
        async () => {
          const current = await expectCall<{ version: number }>(league, 'GET', `/games/${cd}`, undefined, 200)
          await expectCall(league, 'PATCH', `/games/${cd}`, { version: current.version, kind: 'cup' }, 200)
        },
      ],
    ]
    await standingsOf(tournament.id)
    for (const [what, step] of steps) {
      await step()
      const reads = standingsCache.fullReads()
      const updated = await standingsOf(tournament.id)
      expect(standingsCache.fullReads(), what).toBe(reads)
      expect(updated, what).toEqual(await fromScratch(tournament.id))
    }
    const rows = (await standingsOf(tournament.id)).groups[0]?.rows ?? []
    expect(rows.map((r) => [r.teamId, r.played, r.points, r.fairPlayPoints])).toEqual([
      [a.id, 3, 6, 0],
      [b.id, 2, 3, 0],
      [d.id, 0, 0, 0],
      [c.id, 1, 0, 1],
    ])
  })

  it('reads everything again when something else changed behind its back, or when a team joins a table without groups', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3 })
    const [a, b, c] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]]
    const ab = (await createGame(league, { tournamentId: tournament.id, homeTeamId: a.id, awayTeamId: b.id })).id
    const bc = (await createGame(league, { tournamentId: tournament.id, homeTeamId: b.id, awayTeamId: c.id })).id
    await playGame(league, ab, 2, 0)
    await playGame(league, bc, 2, 0)
    await standingsOf(tournament.id)
    // another instance corrects a game: the row changes and its version moves, this instance's cache knows nothing
    await league.server.database.db
      .update(gameTable)
      .set({ homeGoals: 0, awayGoals: 3, version: sql`${gameTable.version} + 1` })
      .where(eq(gameTable.id, bc))
    await playGame(league, ab, 4, 0)
    const reads = standingsCache.fullReads()
    const rows = (await standingsOf(tournament.id)).groups[0]?.rows ?? []
    expect(standingsCache.fullReads()).toBe(reads + 1)
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      [a.id, 3],
      [c.id, 3],
      [b.id, 0],
    ])

    const open = await createTournament(league)
    const first = (await createGame(league, { tournamentId: open.id, homeTeamId: a.id, awayTeamId: b.id })).id
    const second = (await createGame(league, { tournamentId: open.id, homeTeamId: a.id, awayTeamId: c.id })).id
    await playGame(league, first, 1, 0)
    expect((await standingsOf(open.id)).groups[0]?.rows.map((r) => r.teamId)).toEqual([a.id, b.id])
    await playGame(league, second, 1, 0)
    const three = await standingsOf(open.id)
    expect(three.groups[0]?.rows.map((r) => r.teamId).sort()).toEqual([a.id, b.id, c.id].sort())
    expect(three).toEqual(await fromScratch(open.id))
    await playGame(league, first, 0, 0)
    expect(await standingsOf(open.id)).toEqual(await fromScratch(open.id))
  })
})

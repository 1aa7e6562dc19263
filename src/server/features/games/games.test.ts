import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, type GameSheetBody, playGame } from '#test/competition.ts'
import { call, createLeague, type Json, type League, listen, type Problem, waitForEvent } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

type GameBody = Json & {
  state: string
  kind: string
  groupId: string | null
  playAt: string | null
  homeGoals: number
  awayGoals: number
  publishedAt: string | null
  confirmedPlayedAt: string | null
  suspendedReason: string | null
}
type StandingsBody = { groups: { rows: { teamId: string; played: number; goalsFor: number; points: number }[] }[] }

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

async function venue() {
  return expectCall<Json & { fields: { id: string }[] }>(
    league,
    'POST',
    '/locations',
    {
      name: `Complejo ${Math.random().toString(36).slice(2, 7)}`,
      fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
    },
    201,
  )
}

describe('games by hand', () => {
  it('creates a game with kind, date, hidden time, venue and field; a league game joins its teams’ group', async () => {
    const { tournament, teams, group } = await createCompetition(league, { teamCount: 3 })
    const place = await venue()
    const game = await expectCall<GameBody>(
      league,
      'POST',
      '/games',
      {
        tournamentId: tournament.id,
        homeTeamId: teams[0]?.id,
        awayTeamId: teams[1]?.id,
        playAt: '2025-03-01T18:30:00-03:00',
        isPlayAtTimeHidden: true,
        fieldId: place.fields[1]?.id,
      },
      201,
      league.manager,
    )
    expect(game).toMatchObject({
      state: 'draft',
      kind: 'league',
      groupId: group.id,
      playAt: '2025-03-01T21:30:00.000Z',
      isPlayAtTimeHidden: true,
      location: { id: place.id },
      field: { id: place.fields[1]?.id, name: 'Cancha 2' },
      homeTeam: { id: teams[0]?.id, name: teams[0]?.name },
      homeGoals: 0,
      awayGoals: 0,
      hasResult: false,
      version: 1,
    })
    const cup = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[1]?.id,
      awayTeamId: teams[2]?.id,
      kind: 'cup',
    })
    expect(cup).toMatchObject({ kind: 'cup', groupId: null })
    const sheet = await expectCall<GameSheetBody>(league, 'GET', `/games/${game.id}`, undefined, 200, league.viewer)
    expect(sheet).toMatchObject({
      id: game.id,
      state: 'draft',
      home: { teamId: teams[0]?.id, goals: 0, scorers: [], cards: [] },
    })
    const byTeam = await expectCall<{ items: GameBody[]; total: number }>(
      league,
      'GET',
      `/games?teamId=${teams[1]?.id}`,
      undefined,
      200,
    )
    expect(byTeam.items.map((g) => g.id)).toEqual([game.id, cup.id])
    const cups = await expectCall<{ items: GameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}&kind=cup`,
      undefined,
      200,
    )
    expect(cups.items.map((g) => g.id)).toEqual([cup.id])
    const march = await expectCall<{ items: GameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}&from=2025-03-01T00:00:00Z&to=2025-03-02T00:00:00Z`,
      undefined,
      200,
    )
    expect(march.items.map((g) => g.id)).toEqual([game.id])
  })

  it('refuses bad input with a reason per field and creates nothing (never a 500)', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const other = await createCompetition(league, { teamCount: 2 })
    const [place, otherPlace] = [await venue(), await venue()]
    await expectCall(
      league,
      'POST',
      `/tournaments/${other.tournament.id}/fixtures`,
      { groupId: other.group.id, mode: 'home' },
      201,
    )
    const otherRound = (
      await expectCall<{ items: Json[] }>(league, 'GET', `/tournaments/${other.tournament.id}/rounds`, undefined, 200)
    ).items[0]
    const theirs = await call<Json>(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/teams`,
      { name: 'Ajeno' },
    )
    const valid = { tournamentId: tournament.id, homeTeamId: teams[0]?.id, awayTeamId: teams[1]?.id }
    const cases: [Record<string, unknown>, { name: string; reason: string }[]][] = [
      [{ ...valid, awayTeamId: teams[0]?.id }, [{ name: 'awayTeamId', reason: 'validation.same_team' }]],
      [{ ...valid, awayTeamId: theirs.body.id }, [{ name: 'awayTeamId', reason: 'validation.not_found' }]],
      [
        { ...valid, tournamentId: other.tournament.id, awayTeamId: teams[1]?.id, groupId: other.group.id },
        [
          { name: 'homeTeamId', reason: 'validation.team_not_in_group' },
          { name: 'awayTeamId', reason: 'validation.team_not_in_group' },
        ],
      ],
      [{ ...valid, roundId: otherRound?.id }, [{ name: 'roundId', reason: 'validation.not_found' }]],
      [
        { ...valid, locationId: place.id, fieldId: otherPlace.fields[0]?.id },
        [{ name: 'fieldId', reason: 'validation.field_not_in_location' }],
      ],
      [
        { ...valid, tournamentId: '00000000-0000-4000-8000-000000000000' },
        [{ name: 'tournamentId', reason: 'validation.not_found' }],
      ],
      [
        { ...valid, kind: 'derby', playAt: 'tomorrow', isPlayAtTimeHidden: 'yes' },
        [
          { name: 'kind', reason: 'validation.invalid_value' },
          { name: 'playAt', reason: 'validation.invalid_format' },
          { name: 'isPlayAtTimeHidden', reason: 'validation.invalid_type' },
        ],
      ],
      [
        { homeTeamId: 'x', state: 'confirmed' },
        [
          { name: 'tournamentId', reason: 'validation.required' },
          { name: 'homeTeamId', reason: 'validation.invalid_format' },
          { name: 'awayTeamId', reason: 'validation.required' },
          { name: 'state', reason: 'validation.unknown_field' },
        ],
      ],
    ]
    for (const [body, params] of cases) {
      const res = await call<Problem>(league.server, league.admin, 'POST', api('/games'), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams).toEqual(params)
    }
    for (const query of ['state=won', 'limit=0', 'teamId=1', 'from=yesterday']) {
      expect((await call(league.server, league.admin, 'GET', api(`/games?${query}`))).status, query).toBe(400)
    }
    const list = await expectCall<{ total: number }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    expect(list.total).toBe(0)
  })

  it('changes a game with its version (409 STALE_VERSION with the current sheet); teams only while it has no result', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3, playersPerTeam: 1 })
    const place = await venue()
    const game = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    const patched = await expectCall<GameSheetBody>(
      league,
      'PATCH',
      `/games/${game.id}`,
      {
        version: 1,
        playAt: '2025-04-01T20:00:00Z',
        locationId: place.id,
        fieldId: place.fields[0]?.id,
        awayTeamId: teams[2]?.id,
      },
      200,
      league.manager,
    )
    expect(patched).toMatchObject({
      version: 2,
      awayTeamId: teams[2]?.id,
      playAt: '2025-04-01T20:00:00.000Z',
      fieldId: place.fields[0]?.id,
    })
    const stale = await call<Problem>(league.server, league.admin, 'PATCH', api(`/games/${game.id}`), {
      version: 1,
      kind: 'friendly',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('STALE_VERSION')
    expect(stale.body.current).toMatchObject({ id: game.id, version: 2, kind: 'league' })
    // a new venue without a field clears the field
    const moved = await expectCall<GameSheetBody>(
      league,
      'PATCH',
      `/games/${game.id}`,
      { version: 2, locationId: (await venue()).id },
      200,
    )
    expect(moved).toMatchObject({ fieldId: null })
    await expectCall(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { playerId: teams[0]?.players[0]?.id, teamId: teams[0]?.id, type: 'yellow' },
      201,
    )
    const current = await expectCall<GameSheetBody>(league, 'GET', `/games/${game.id}`, undefined, 200)
    const refused = await call<Problem>(league.server, league.admin, 'PATCH', api(`/games/${game.id}`), {
      version: current.version,
      homeTeamId: teams[1]?.id,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('GAME_HAS_RESULT')
    const noVersion = await call<Problem>(league.server, league.admin, 'PATCH', api(`/games/${game.id}`), {
      kind: 'cup',
    })
    expect(noVersion.body.invalidParams).toEqual([{ name: 'version', reason: 'validation.required' }])
  })
})

describe('game states', () => {
  it('publishes, confirms, unconfirms, suspends with a reason and unsuspends', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const game = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    const step = (action: string, body?: unknown, user = league.manager) =>
      expectCall<GameSheetBody & GameBody>(league, 'POST', `/games/${game.id}/${action}`, body, 200, user)
    const published = await step('publish')
    expect(published).toMatchObject({ state: 'published', version: 2 })
    expect((await step('publish')).version).toBe(2) // already published: nothing changes
    const suspended = await step('suspend', { reason: 'Lluvia', version: 2 })
    expect(suspended).toMatchObject({ state: 'suspended', suspendedReason: 'Lluvia', version: 3 })
    const noConfirm = await call<Problem>(league.server, league.scorer, 'POST', api(`/games/${game.id}/confirm`))
    expect(noConfirm.status).toBe(409)
    expect(noConfirm.body.code).toBe('GAME_SUSPENDED')
    const noStats = await call<Problem>(league.server, league.scorer, 'PUT', api(`/games/${game.id}/stats`), {
      home: { goals: [], unassignedGoals: 1 },
      away: { goals: [], unassignedGoals: 0 },
    })
    expect(noStats.body.code).toBe('GAME_SUSPENDED')
    expect(await step('unsuspend')).toMatchObject({ state: 'published', suspendedAt: null, suspendedReason: null })
    const confirmed = await step('confirm', {}, league.scorer)
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmedPlayedAt: expect.any(String) })
    const noSuspend = await call<Problem>(league.server, league.admin, 'POST', api(`/games/${game.id}/suspend`), {
      reason: 'x',
    })
    expect(noSuspend.body.code).toBe('GAME_CONFIRMED')
    const stale = await call<Problem>(league.server, league.scorer, 'POST', api(`/games/${game.id}/unconfirm`), {
      version: 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('STALE_VERSION')
    expect(await step('unconfirm', undefined, league.scorer)).toMatchObject({
      state: 'published',
      confirmedPlayedAt: null,
    })
    const badBody = await call<Problem>(league.server, league.admin, 'POST', api(`/games/${game.id}/suspend`), {
      reason: 5,
      why: 1,
    })
    expect(badBody.body.invalidParams).toEqual([
      { name: 'reason', reason: 'validation.invalid_type' },
      { name: 'why', reason: 'validation.unknown_field' },
    ])
  })

  it('confirming a draft publishes it too', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const game = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    const confirmed = await expectCall<GameBody>(league, 'POST', `/games/${game.id}/confirm`, undefined, 200)
    expect(confirmed.publishedAt).toBe(confirmed.confirmedPlayedAt)
  })

  it('soft-deletes and restores a game; a deleted game cannot change', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const game = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    await expectCall(league, 'DELETE', `/games/${game.id}`, undefined, 204, league.manager)
    const read = await expectCall<GameBody>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(read).toMatchObject({ state: 'deleted', deletedAt: expect.any(String) })
    expect(
      (await expectCall<{ total: number }>(league, 'GET', `/games?tournamentId=${tournament.id}`, undefined, 200))
        .total,
    ).toBe(0)
    const trash = await expectCall<{ items: GameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}&state=deleted`,
      undefined,
      200,
    )
    expect(trash.items.map((g) => g.id)).toEqual([game.id])
    for (const [method, path, body] of [
      ['PATCH', `/games/${game.id}`, { version: 2 }],
      ['POST', `/games/${game.id}/publish`, undefined],
      ['PUT', `/games/${game.id}/stats`, { home: { unassignedGoals: 1 }, away: { unassignedGoals: 0 } }],
      ['POST', `/games/${game.id}/cards`, { playerId: teams[0]?.id, teamId: teams[0]?.id, type: 'red' }],
    ] as const) {
      expect((await call(league.server, league.admin, method, api(path), body)).status, `${method} ${path}`).toBe(404)
    }
    const restored = await expectCall<GameBody>(
      league,
      'POST',
      `/games/${game.id}/restore`,
      undefined,
      200,
      league.manager,
    )
    expect(restored).toMatchObject({ state: 'draft', deletedAt: null })
  })
})

describe('bulk', () => {
  it('publishes and unpublishes many games, skipping what does not apply', async () => {
    const { tournament, group } = await createCompetition(league, { teamCount: 4 })
    const fixtures = await expectCall<{ rounds: { games: { id: string }[] }[] }>(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'home', startDate: '2025-03-01' },
      201,
    )
    const ids = fixtures.rounds.flatMap((r) => r.games.map((g) => g.id))
    const foreign = '00000000-0000-4000-8000-000000000000'
    const published = await expectCall<{ updated: { id: string; version: number }[]; skippedIds: string[] }>(
      league,
      'POST',
      '/games/bulk',
      { action: 'publish', ids: [...ids, foreign] },
      200,
      league.manager,
    )
    expect(published.updated.map((u) => u.id).sort()).toEqual([...ids].sort())
    expect(published.updated.every((u) => u.version === 2)).toBe(true)
    expect(published.skippedIds).toEqual([foreign])
    const list = await expectCall<{ items: GameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}&state=published`,
      undefined,
      200,
    )
    expect(list.items).toHaveLength(6)
    const page = await expectCall<{ items: GameBody[]; total: number }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}&limit=2&offset=2`,
      undefined,
      200,
    )
    expect(page.total).toBe(6)
    expect(page.items.map((g) => g.id)).toEqual(list.items.slice(2, 4).map((g) => g.id))
    const beyond = await expectCall(league, 'GET', `/games?tournamentId=${tournament.id}&offset=50`, undefined, 200)
    expect(beyond).toEqual({ items: [], total: 6 })
    const again = await expectCall<{ updated: unknown[]; skippedIds: string[] }>(
      league,
      'POST',
      '/games/bulk',
      { action: 'publish', ids },
      200,
    )
    expect(again.updated).toEqual([])
    await playGame(league, ids[0] as string, 1, 0)
    const unpublished = await expectCall<{ updated: { id: string }[]; skippedIds: string[] }>(
      league,
      'POST',
      '/games/bulk',
      { action: 'unpublish', ids },
      200,
    )
    expect(unpublished.skippedIds).toEqual([ids[0]]) // a confirmed result stays public
  })

  it('moves games by N days or sets one date; played games only with includePlayed; undated games are not moved', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const at = (playAt: string | null) =>
      createGame(league, { tournamentId: tournament.id, homeTeamId: teams[0]?.id, awayTeamId: teams[1]?.id, playAt })
    const [a, b, undated] = [await at('2025-03-01T20:00:00Z'), await at('2025-03-08T20:00:00Z'), await at(null)]
    await playGame(league, a.id, 0, 0)
    const ids = [a.id, b.id, undated.id]
    const moved = await expectCall<{ updated: { id: string }[]; skippedIds: string[] }>(
      league,
      'POST',
      '/games/bulk',
      { action: 'moveDays', ids, days: 3 },
      200,
    )
    expect(moved.updated.map((u) => u.id)).toEqual([b.id])
    expect(moved.skippedIds.sort()).toEqual([a.id, undated.id].sort())
    const playAt = async (id: string) =>
      (await expectCall<GameBody>(league, 'GET', `/games/${id}`, undefined, 200)).playAt
    expect(await playAt(b.id)).toBe('2025-03-11T20:00:00.000Z')
    await expectCall(league, 'POST', '/games/bulk', { action: 'moveDays', ids, days: -7, includePlayed: true }, 200)
    expect([await playAt(a.id), await playAt(b.id), await playAt(undated.id)]).toEqual([
      '2025-02-22T20:00:00.000Z',
      '2025-03-04T20:00:00.000Z',
      null,
    ])
    // one date for two games of the same teams is a double booking: 409 TEAM_BUSY naming the other, nothing moved
    const busy = await call<Problem & { conflict: { gameId: string } }>(
      league.server,
      league.admin,
      'POST',
      api('/games/bulk'),
      { action: 'setDate', ids, playAt: '2025-06-01T15:00:00-03:00' },
    )
    expect([busy.status, busy.body.code]).toEqual([409, 'TEAM_BUSY'])
    expect([b.id, undated.id]).toContain(busy.body.conflict.gameId)
    expect(await playAt(undated.id)).toBeNull()
    const set = await expectCall<{ updated: { id: string }[] }>(
      league,
      'POST',
      '/games/bulk',
      { action: 'setDate', ids, playAt: '2025-06-01T15:00:00-03:00', allowOverlap: true },
      200,
    )
    expect(set.updated.map((u) => u.id).sort()).toEqual([b.id, undated.id].sort())
    expect(await playAt(undated.id)).toBe('2025-06-01T18:00:00.000Z')
    expect(await playAt(a.id)).toBe('2025-02-22T20:00:00.000Z')
    const cases: [unknown, string[]][] = [
      [{ action: 'moveDays', ids, days: 0 }, ['days']],
      [{ action: 'moveDays', ids, days: 1.5 }, ['days']],
      [{ action: 'delete', ids }, ['action']],
      [{ action: 'publish', ids: [] }, ['ids']],
      [{ action: 'publish', ids: [a.id, a.id] }, ['ids']],
      [{ action: 'setDate', ids }, ['playAt']],
    ]
    for (const [body, names] of cases) {
      const res = await call<Problem>(league.server, league.admin, 'POST', api('/games/bulk'), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams?.map((p) => p.name)).toEqual(names)
    }
  })
})

describe('moving games by days in the viewer’s time zone', () => {
  it('keeps the local time of day across a daylight-saving change; hidden times stay at 12:00 UTC; a bad zone changes nothing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 6 })
    // three pairs of teams: one team never has two games on one day (no double bookings)
    const at = (pair: number, playAt: string, isPlayAtTimeHidden = false) =>
      createGame(league, {
        tournamentId: tournament.id,
        homeTeamId: teams[2 * pair]?.id,
        awayTeamId: teams[2 * pair + 1]?.id,
        playAt,
        isPlayAtTimeHidden,
      })
    // 18:00 in Madrid on Friday 20 March 2026 (CET, UTC+1); Spain moves to CEST (UTC+2) on 29 March
    const madrid = await at(0, '2026-03-20T17:00:00Z')
    const hidden = await at(1, '2026-03-20T12:00:00Z', true)
    const utc = await at(2, '2026-03-20T17:00:00Z')
    const playAt = async (id: string) =>
      (await expectCall<GameBody>(league, 'GET', `/games/${id}`, undefined, 200)).playAt
    await expectCall(
      league,
      'POST',
      '/games/bulk',
      { action: 'moveDays', ids: [madrid.id, hidden.id], days: 14, timeZone: 'Europe/Madrid' },
      200,
    )
    await expectCall(league, 'POST', '/games/bulk', { action: 'moveDays', ids: [utc.id], days: 14 }, 200)
    expect(await playAt(madrid.id)).toBe('2026-04-03T16:00:00.000Z') // still 18:00 in Madrid
    expect(await playAt(hidden.id)).toBe('2026-04-03T12:00:00.000Z')
    expect(await playAt(utc.id)).toBe('2026-04-03T17:00:00.000Z') // without a zone, the UTC clock is kept

    for (const timeZone of ['Mars/Olympus_Mons', '+01:00', "Europe/Madrid'; drop table game; --", 3]) {
      const res = await call<Problem>(league.server, league.admin, 'POST', api('/games/bulk'), {
        action: 'moveDays',
        ids: [madrid.id],
        days: 1,
        timeZone,
      })
      expect(res.status, String(timeZone)).toBe(400)
      expect(res.body.invalidParams?.map((p) => p.name)).toEqual(['timeZone'])
    }
    expect(await playAt(madrid.id)).toBe('2026-04-03T16:00:00.000Z')

    // re-dating a round moves its games the same way
    const other = await createCompetition(league, { teamCount: 2 })
    const round = await expectCall<{ rounds: { id: string }[] }>(
      league,
      'POST',
      `/tournaments/${other.tournament.id}/fixtures`,
      { groupId: other.group.id, mode: 'home', startDate: '2026-10-16' },
      201,
    )
    const roundId = round.rounds[0]?.id as string
    const [generated] = (
      await expectCall<{ items: GameBody[] }>(league, 'GET', `/games?roundId=${roundId}`, undefined, 200)
    ).items
    await expectCall(
      league,
      'PATCH',
      `/games/${generated?.id}`,
      { version: generated?.version, playAt: '2026-10-16T18:30:00+02:00', isPlayAtTimeHidden: false },
      200,
    )
    await expectCall(
      league,
      'PATCH',
      `/tournaments/${other.tournament.id}/rounds`,
      { rounds: [{ id: roundId, date: '2026-10-30' }], timeZone: 'Europe/Madrid' },
      200,
    )
    expect(await playAt(generated?.id as string)).toBe('2026-10-30T17:30:00.000Z') // 18:30 in Madrid, now CET
  })
})

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

describe('roles and other organizations', () => {
  it('lets a scorer enter results and cards and confirm them, and nothing else; a viewer only reads', async () => {
    const { tournament, teams, group } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const game = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    const card = { playerId: teams[0]?.players[0]?.id, teamId: teams[0]?.id, type: 'yellow' }
    const stats = { home: { unassignedGoals: 1 }, away: { unassignedGoals: 1 } }
    const managerOnly = [
      ['POST', '/games', { tournamentId: tournament.id, homeTeamId: teams[0]?.id, awayTeamId: teams[1]?.id }],
      ['PATCH', `/games/${game.id}`, { version: 1, kind: 'cup' }],
      ['DELETE', `/games/${game.id}`, undefined],
      ['POST', `/games/${game.id}/restore`, undefined],
      ['POST', `/games/${game.id}/publish`, undefined],
      ['POST', `/games/${game.id}/suspend`, { reason: 'x' }],
      ['POST', `/games/${game.id}/unsuspend`, undefined],
      ['POST', '/games/bulk', { action: 'publish', ids: [game.id] }],
      ['POST', `/tournaments/${tournament.id}/fixtures`, { groupId: group.id, mode: 'home' }],
    ] as const
    for (const [method, path, body] of managerOnly) {
      const res = await call<Problem>(league.server, league.scorer, method, api(path), body)
      expect(res.status, `${method} ${path}`).toBe(403)
    }
    await expectCall(league, 'PUT', `/games/${game.id}/stats`, stats, 200, league.scorer)
    const added = await expectCall(league, 'POST', `/games/${game.id}/cards`, card, 201, league.scorer)
    await expectCall(league, 'POST', `/games/${game.id}/confirm`, undefined, 200, league.scorer)
    await expectCall(league, 'POST', `/games/${game.id}/unconfirm`, undefined, 200, league.scorer)
    for (const [method, path, body] of [
      ...managerOnly,
      ['PUT', `/games/${game.id}/stats`, stats],
      ['POST', `/games/${game.id}/cards`, card],
      ['DELETE', `/games/${game.id}/cards/${added.id}`, undefined],
      ['POST', `/games/${game.id}/confirm`, undefined],
    ] as const) {
      const res = await call<Problem>(league.server, league.viewer, method, api(path), body)
      expect(res.status, `viewer ${method} ${path}`).toBe(403)
    }
    expect((await call(league.server, league.viewer, 'GET', api(`/games/${game.id}`))).status).toBe(200)
    expect((await call(league.server, league.viewer, 'GET', api('/games'))).status).toBe(200)
  })

  it('answers 404 to another organization’s admin on every game endpoint, and changes nothing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const game = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    const card = await expectCall(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { playerId: teams[0]?.players[0]?.id, teamId: teams[0]?.id, type: 'red' },
      201,
    )
    const before = await expectCall<GameSheetBody>(league, 'GET', `/games/${game.id}`, undefined, 200)
    const { intruder } = league
    for (const orgId of [league.orgId, intruder.orgId]) {
      const base = `/api/orgs/${orgId}/games`
      for (const [method, path, body] of [
        ['GET', `${base}/${game.id}`, undefined],
        ['PATCH', `${base}/${game.id}`, { version: before.version, kind: 'cup' }],
        ['DELETE', `${base}/${game.id}`, undefined],
        ['POST', `${base}/${game.id}/restore`, undefined],
        ['POST', `${base}/${game.id}/publish`, undefined],
        ['POST', `${base}/${game.id}/confirm`, undefined],
        ['POST', `${base}/${game.id}/unconfirm`, undefined],
        ['POST', `${base}/${game.id}/suspend`, { reason: 'x' }],
        ['POST', `${base}/${game.id}/unsuspend`, undefined],
        ['PUT', `${base}/${game.id}/stats`, { home: { unassignedGoals: 9 }, away: {} }],
        ['POST', `${base}/${game.id}/cards`, { playerId: teams[0]?.players[0]?.id, teamId: teams[0]?.id, type: 'red' }],
        ['DELETE', `${base}/${game.id}/cards/${card.id}`, undefined],
      ] as const) {
        const res = await call<Problem>(league.server, intruder, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(404)
      }
    }
    const bulk = await call<{ updated: unknown[]; skippedIds: string[] }>(
      league.server,
      intruder,
      'POST',
      `/api/orgs/${intruder.orgId}/games/bulk`,
      {
        action: 'publish',
        ids: [game.id],
      },
    )
    expect(bulk.body).toEqual({ updated: [], skippedIds: [game.id] })
    const created = await call<Problem>(league.server, intruder, 'POST', `/api/orgs/${intruder.orgId}/games`, {
      tournamentId: tournament.id,
      homeTeamId: teams[0]?.id,
      awayTeamId: teams[1]?.id,
    })
    expect(created.status).toBe(400)
    expect(created.body.invalidParams).toEqual([{ name: 'tournamentId', reason: 'validation.not_found' }])
    const theirs = await call<{ items: Json[] }>(
      league.server,
      intruder,
      'GET',
      `/api/orgs/${intruder.orgId}/games?tournamentId=${tournament.id}`,
    )
    expect(theirs.body.items).toEqual([])
    expect(await expectCall(league, 'GET', `/games/${game.id}`, undefined, 200)).toEqual(before)
  })
})

describe('tournament deletion', () => {
  it('soft-deletes the tournament’s games; restoring the tournament restores them, not the games deleted before', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const [a, b, c] = [
      await createGame(league, { tournamentId: tournament.id, homeTeamId: teams[0]?.id, awayTeamId: teams[1]?.id }),
      await createGame(league, { tournamentId: tournament.id, homeTeamId: teams[1]?.id, awayTeamId: teams[0]?.id }),
      await createGame(league, { tournamentId: tournament.id, homeTeamId: teams[0]?.id, awayTeamId: teams[1]?.id }),
    ]
    await playGame(league, a.id, 2, 0)
    await expectCall(league, 'DELETE', `/games/${c.id}`, undefined, 204)
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}`, undefined, 204)
    for (const game of [a, b, c]) {
      expect((await expectCall<GameBody>(league, 'GET', `/games/${game.id}`, undefined, 200)).state).toBe('deleted')
    }
    expect(
      (await expectCall<{ total: number }>(league, 'GET', `/games?tournamentId=${tournament.id}`, undefined, 200))
        .total,
    ).toBe(0)
    const restoreGame = await call<Problem>(league.server, league.admin, 'POST', api(`/games/${a.id}/restore`))
    expect(restoreGame.status).toBe(404)
    await expectCall(league, 'POST', `/tournaments/${tournament.id}/restore`, undefined, 200)
    const back = await expectCall<{ items: GameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    expect(back.items.map((g) => g.id).sort()).toEqual([a.id, b.id].sort())
    expect(back.items.find((g) => g.id === a.id)).toMatchObject({ state: 'confirmed', homeGoals: 2 })
  })
})

describe('live updates and the API document', () => {
  it('announces game changes', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const { events, stop } = listen(league.server, league.orgId)
    try {
      const game = await createGame(league, {
        tournamentId: tournament.id,
        homeTeamId: teams[0]?.id,
        awayTeamId: teams[1]?.id,
      })
      await waitForEvent(events, { entity: 'games', action: 'created', id: game.id })
      await playGame(league, game.id, 1, 1)
      await waitForEvent(events, { entity: 'games', action: 'updated', id: game.id, version: 2 })
    } finally {
      stop()
    }
  })

  it('describes every game endpoint in /api/openapi.json', async () => {
    const doc = (await (await league.server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const methods = (path: string) => Object.keys(doc.paths[`/api/orgs/{orgId}${path}`] ?? {}).sort()
    expect(methods('/games')).toEqual(['get', 'post'])
    expect(methods('/games/bulk')).toEqual(['post'])
    expect(methods('/games/{id}')).toEqual(['delete', 'get', 'patch'])
    for (const action of ['publish', 'confirm', 'unconfirm', 'suspend', 'unsuspend', 'restore', 'cards']) {
      expect(methods(`/games/{id}/${action}`), action).toEqual(['post'])
    }
    expect(methods('/games/{id}/stats')).toEqual(['put'])
    expect(methods('/games/{id}/cards/{cardId}')).toEqual(['delete'])
  })
})

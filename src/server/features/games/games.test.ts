import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCompetition,
  createGame,
  createVenue,
  expectCall,
  type GameBody,
  type GameSheetBody,
} from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

describe('games by hand', () => {
  it('creates a game with kind, date, hidden time, venue and field; a league game joins its teams’ group', async () => {
    const { tournament, teams, group } = await createCompetition(league, { teamCount: 3 })
    const place = await createVenue(league)
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
    // the games without a date only (the match day pulls them in)
    const undated = await expectCall<{ items: GameBody[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}&undated=true`,
      undefined,
      200,
    )
    expect(undated.items.map((g) => g.id)).toEqual([cup.id])
    await expectCall(league, 'GET', '/games?undated=yes', undefined, 400)
    // the games named only, in either case; an id of no game of the league names nothing
    const named = await expectCall<{ items: GameBody[]; total: number }>(
      league,
      'GET',
      `/games?ids=${cup.id.toUpperCase()},00000000-0000-4000-8000-000000000000`,
      undefined,
      200,
    )
    expect(named).toMatchObject({ items: [{ id: cup.id }], total: 1 })
    const tooMany = Array.from({ length: 101 }, () => cup.id).join(',')
    for (const ids of [`${cup.id},`, `${cup.id};${game.id}`, 'x', tooMany]) {
      const res = await call<Problem>(league.server, league.admin, 'GET', api(`/games?ids=${ids}`))
      expect(res.status, ids).toBe(400)
      expect(res.body.invalidParams).toEqual([{ name: 'ids', reason: 'validation.invalid' }])
    }
  })

  it('answers a page larger than one statement reads (GAMES_SLICE) whole, in fixture order, each game once', async () => {
    // 16 teams, a double round robin: 240 games, read 100 a statement
    const { tournament, group } = await createCompetition(league, { teamCount: 16 })
    await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'homeAndAway', startDate: '2026-03-07' },
      201,
    )
    type Page = { items: GameBody[]; total: number }
    const page = (query: string) =>
      expectCall<Page>(league, 'GET', `/games?tournamentId=${tournament.id}${query}`, undefined, 200)
    const all = await page('')
    expect(all.total).toBe(240)
    expect(all.items).toHaveLength(240)
    const ids = all.items.map((g) => g.id)
    expect(new Set(ids).size).toBe(240)
    // the slices join in order: the same games as pages of 40 read one after another
    const pieces: string[] = []
    for (let offset = 0; offset < 240; offset += 40)
      pieces.push(...(await page(`&limit=40&offset=${offset}`)).items.map((g) => g.id))
    expect(pieces).toEqual(ids)
    // a page across slice bounds, and one past the end
    expect((await page('&limit=150&offset=70')).items.map((g) => g.id)).toEqual(ids.slice(70, 220))
    expect(await page('&limit=500&offset=230')).toMatchObject({
      total: 240,
      items: ids.slice(230).map((id) => ({ id })),
    })
  })

  it('refuses bad input with a reason per field and creates nothing (never a 500)', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const other = await createCompetition(league, { teamCount: 2 })
    const [place, otherPlace] = [await createVenue(league), await createVenue(league)]
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
    for (const query of ['state=won', 'limit=0', 'limit=501', 'teamId=1', 'from=yesterday']) {
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
    const place = await createVenue(league)
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
      { version: 2, locationId: (await createVenue(league)).id },
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

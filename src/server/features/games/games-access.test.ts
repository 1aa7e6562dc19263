import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCompetition,
  createGame,
  expectCall,
  type GameBody,
  type GameSheetBody,
  playGame,
} from '#test/competition.ts'
import { call, createLeague, type Json, type League, listen, type Problem, waitForEvent } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

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

/**
 * The audit trail (decision 0022): what each write records (one test per entity family, with its before/after), the
 * filters, the cursor, roles (admins only), other organizations, and that no route writes or deletes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry, AuditPage } from '#domain/audit/audit.schema.ts'
import { auditOf, historyOf } from '#test/audit.ts'
import { createCompetition, createGame, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { call, createLeague, type League } from '#test/league.ts'
import { createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let league: League
beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Liga Auditada')
})
afterAll(() => server.close())

describe('recording', () => {
  it('players: create, update (only the changed values), delete, restore, with the actor snapshot', async () => {
    const created = await expectCall(
      league,
      'POST',
      '/players',
      { firstname: 'Juan', lastname: 'Pérez', jerseyNumber: 7 },
      201,
      league.manager,
    )
    await expectCall(
      league,
      'PATCH',
      `/players/${created.id}`,
      { version: created.version, jerseyNumber: 9 },
      200,
      league.manager,
    )
    await expectCall(league, 'DELETE', `/players/${created.id}`, undefined, 204)
    await expectCall(league, 'POST', `/players/${created.id}/restore`, {}, 200)
    const [restore, del, update, create] = await historyOf(league, 'player', created.id)
    expect(create).toMatchObject({
      action: 'create',
      entityType: 'player',
      entityId: created.id,
      actor: { userId: league.manager.userId, email: league.manager.email },
      before: null,
      after: { firstname: 'Juan', lastname: 'Pérez', jerseyNumber: 7 },
    })
    expect(create?.actor.name).toBeTruthy()
    expect(create?.after).not.toHaveProperty('searchText')
    expect(create?.after).not.toHaveProperty('version')
    expect(update).toMatchObject({ action: 'update', before: { jerseyNumber: 7 }, after: { jerseyNumber: 9 } })
    expect(Object.keys(update?.after ?? {})).toEqual(['jerseyNumber'])
    expect(del).toMatchObject({ action: 'delete', actor: { userId: league.admin.userId }, after: null })
    expect(restore).toMatchObject({ action: 'restore', before: null, after: { firstname: 'Juan' } })
  })

  it('a refused write records nothing (same transaction)', async () => {
    const created = await expectCall(league, 'POST', '/players', { firstname: 'Ana', lastname: 'Gómez' }, 201)
    // a stale version: refused, no entry
    await expectCall(league, 'PATCH', `/players/${created.id}`, { version: created.version + 5, firstname: 'X' }, 409)
    // an update that changes nothing kept: no entry
    await expectCall(league, 'PATCH', `/players/${created.id}`, { version: created.version, firstname: 'Ana' }, 200)
    const entries = await historyOf(league, 'player', created.id)
    expect(entries.map((e) => e.action)).toEqual(['create'])
  })

  it('teams: create, rename, roster add and remove', async () => {
    const team = await createTeam(league, 'Los Pumas', 1)
    const renamed = await expectCall(league, 'GET', `/teams/${team.id}`, undefined, 200)
    await expectCall(league, 'PATCH', `/teams/${team.id}`, { version: renamed.version, name: 'Los Pumas FC' }, 200)
    const playerId = team.players[0]?.id as string
    await expectCall(league, 'DELETE', `/teams/${team.id}/players/${playerId}`, undefined, 204)
    const actions = await historyOf(league, 'team', team.id)
    expect(actions.map((e) => e.action)).toEqual(['roster_remove', 'update', 'roster_add', 'create'])
    expect(actions[0]).toMatchObject({ before: { playerId }, after: null })
    expect(actions[1]).toMatchObject({ before: { name: 'Los Pumas' }, after: { name: 'Los Pumas FC' } })
    expect(actions[2]?.after).toMatchObject({ playerId, playerName: expect.stringContaining('Jugador1') })
  })

  it('tournaments and groups: create, update, delete, restore', async () => {
    const tournament = await createTournament(league, { name: 'Apertura' })
    await expectCall(
      league,
      'PATCH',
      `/tournaments/${tournament.id}`,
      { version: tournament.version, name: 'Clausura' },
      200,
    )
    const a = await createTeam(league)
    const b = await createTeam(league)
    const group = await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/groups`,
      { name: 'Zona A', teamIds: [a.id, b.id] },
      201,
    )
    await expectCall(
      league,
      'PATCH',
      `/tournaments/${tournament.id}/groups/${group.id}`,
      { version: group.version, name: 'Zona B', teamIds: [b.id] },
      200,
    )
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}/groups/${group.id}`, undefined, 204)
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}`, undefined, 204)
    await expectCall(league, 'POST', `/tournaments/${tournament.id}/restore`, {}, 200)
    const t = await historyOf(league, 'tournament', tournament.id)
    expect(t.map((e) => e.action)).toEqual(['restore', 'delete', 'update', 'create'])
    expect(t[2]).toMatchObject({ before: { name: 'Apertura' }, after: { name: 'Clausura' } })
    expect(t[3]?.after).not.toHaveProperty('lotSeed')
    const g = await historyOf(league, 'group', group.id)
    expect(g.map((e) => e.action)).toEqual(['delete', 'update', 'create'])
    expect(g[1]).toMatchObject({
      before: { name: 'Zona A', teamIds: [a.id, b.id] },
      after: { name: 'Zona B', teamIds: [b.id] },
    })
  })

  it('games: score, goals, cards, publish, confirm, suspend', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
    const game = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      playAt: '2025-03-01T18:00:00Z',
    })
    const scorer = home.players[0]?.id as string
    await expectCall(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      {
        home: { goals: [{ playerId: scorer, goals: 1 }], unassignedGoals: 0 },
        away: { goals: [], unassignedGoals: 0 },
      },
      200,
    )
    await expectCall(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      {
        home: { goals: [{ playerId: scorer, goals: 2 }], unassignedGoals: 0 },
        away: { goals: [], unassignedGoals: 1 },
      },
      200,
    )
    const card = await expectCall(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { teamId: away.id, playerId: away.players[0]?.id, type: 'yellow' },
      201,
    )
    await expectCall(league, 'DELETE', `/games/${game.id}/cards/${card.id}`, undefined, 204)
    await expectCall(league, 'POST', `/games/${game.id}/publish`, {}, 200)
    await expectCall(league, 'POST', `/games/${game.id}/confirm`, {}, 200)
    await expectCall(league, 'POST', `/games/${game.id}/unconfirm`, {}, 200)
    await expectCall(league, 'POST', `/games/${game.id}/suspend`, { reason: 'Lluvia' }, 200)
    const entries = await historyOf(league, 'game', game.id)
    expect(entries.map((e) => e.action)).toEqual([
      'suspend',
      'unconfirm',
      'confirm',
      'publish',
      'card_remove',
      'card_add',
      'score',
      'score',
      'create',
    ])
    const secondScore = entries[6]
    expect(secondScore?.before).toMatchObject({ homeGoals: 1, awayGoals: 0, scorers: [{ playerId: scorer, goals: 1 }] })
    expect(secondScore?.after).toMatchObject({ homeGoals: 2, awayGoals: 1, scorers: [{ playerId: scorer, goals: 2 }] })
    expect(entries[5]?.after).toMatchObject({ type: 'yellow', playerId: away.players[0]?.id })
    expect(entries[4]?.before).toMatchObject({ type: 'yellow', cardId: card.id })
    expect(entries[0]?.after).toMatchObject({ suspendedReason: 'Lluvia' })
  })

  it('games published or taken back to drafts in bulk: one entry per game', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 4, playersPerTeam: 0 })
    const [a, b, c, d] = teams.map((team) => team.id)
    const ids: string[] = []
    for (const [homeTeamId, awayTeamId] of [
      [a, b],
      [c, d],
    ]) {
      ids.push((await createGame(league, { tournamentId: tournament.id, homeTeamId, awayTeamId })).id as string)
    }
    await expectCall(league, 'POST', '/games/bulk', { ids, action: 'publish' }, 200)
    await expectCall(league, 'POST', '/games/bulk', { ids, action: 'unpublish' }, 200)
    for (const id of ids) {
      const entries = await historyOf(league, 'game', id)
      expect(entries.map((e) => e.action).slice(0, 2)).toEqual(['update', 'publish'])
      expect(entries[0]?.after).toEqual({ publishedAt: null })
      expect(entries[1]?.actor).toMatchObject({ userId: expect.any(String) })
    }
  })

  it('suspensions and point adjustments', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const team = teams[0] as (typeof teams)[0]
    const suspension = await expectCall(
      league,
      'POST',
      '/suspensions',
      { tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]?.id, gamesCount: 2 },
      201,
    )
    await expectCall(
      league,
      'PATCH',
      `/suspensions/${suspension.id}`,
      { version: suspension.version, gamesCount: 3 },
      200,
    )
    await expectCall(league, 'DELETE', `/suspensions/${suspension.id}`, undefined, 204)
    const s = await historyOf(league, 'suspension', suspension.id)
    expect(s.map((e) => e.action)).toEqual(['delete', 'update', 'create'])
    expect(s[1]).toMatchObject({ before: { gamesCount: 2 }, after: { gamesCount: 3 } })
    const adjustment = await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/point-adjustments`,
      { teamId: team.id, points: -3, reason: 'Incidentes' },
      201,
    )
    await expectCall(
      league,
      'DELETE',
      `/tournaments/${tournament.id}/point-adjustments/${adjustment.id}`,
      undefined,
      204,
    )
    const p = await historyOf(league, 'point_adjustment', adjustment.id)
    expect(p.map((e) => e.action)).toEqual(['delete', 'create'])
    expect(p[1]?.after).toMatchObject({ points: -3, reason: 'Incidentes', teamName: team.name })
  })

  it('members and roles', async () => {
    await expectCall(league, 'PATCH', `/members/${league.viewer.userId}`, { role: 'scorer' }, 200)
    await expectCall(league, 'PATCH', `/members/${league.viewer.userId}`, { role: 'viewer' }, 200)
    const m = await historyOf(league, 'member', league.viewer.userId)
    expect(m[0]).toMatchObject({ action: 'update', before: { role: 'scorer' }, after: { role: 'viewer' } })
    expect(m[1]).toMatchObject({ action: 'update', before: { role: 'viewer' }, after: { role: 'scorer' } })
    // the member joined by invitation: recorded when they accepted
    expect(m.at(-1)).toMatchObject({ action: 'create', after: { role: 'viewer' } })
  })
})

describe('reading', () => {
  it('filters by entity type, actor and dates; newest first; cursor pages without gaps or repeats', async () => {
    const before = new Date().toISOString()
    for (let i = 0; i < 5; i++) {
      await expectCall(league, 'POST', '/players', { firstname: `Paginado${i}`, lastname: 'Test' }, 201, league.manager)
    }
    const seen: AuditEntry[] = []
    let cursor: string | null = null
    do {
      const query: string = `?entityType=player&actorId=${league.manager.userId}&from=${encodeURIComponent(before)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const res = await auditOf(league, query)
      expect(res.status).toBe(200)
      seen.push(...res.body.items)
      cursor = res.body.nextCursor
    } while (cursor)
    expect(seen.map((e) => e.after?.firstname)).toEqual([
      'Paginado4',
      'Paginado3',
      'Paginado2',
      'Paginado1',
      'Paginado0',
    ])
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]?.at >= (seen[i]?.at ?? '')).toBe(true)
    const future = await auditOf(league, `?from=${encodeURIComponent('2199-01-01T00:00:00Z')}`)
    expect(future.body.items).toEqual([])
    const past = await auditOf(
      league,
      `?to=${encodeURIComponent(before)}&entityType=player&actorId=${league.manager.userId}`,
    )
    expect(past.body.items.every((e) => e.at < before)).toBe(true)
  })

  it('bad filters answer 400 with the field', async () => {
    for (const [query, name] of [
      ['?entityType=spaceship', 'entityType'],
      ['?from=2201-01-01T00:00:00Z', 'from'],
      ['?to=1899-12-31T00:00:00Z', 'to'],
      ['?limit=0', 'limit'],
      ['?cursor=nonsense', 'cursor'],
    ] as const) {
      const res = await call<{ code: string; invalidParams: { name: string }[] }>(
        server,
        league.admin,
        'GET',
        `/api/orgs/${league.orgId}/audit${query}`,
      )
      expect(res.status, query).toBe(400)
      expect(res.body.invalidParams.map((p) => p.name)).toContain(name)
    }
  })

  it('admins only: 403 for manager, scorer and viewer', async () => {
    for (const user of [league.manager, league.scorer, league.viewer]) {
      const res = await auditOf(league, '', user)
      expect(res.status).toBe(403)
    }
  })

  it('this league only: another organization gets 404, and its own trail holds none of ours', async () => {
    const res = await call(server, league.intruder, 'GET', `/api/orgs/${league.orgId}/audit`)
    expect(res.status).toBe(404)
    const own = await call<AuditPage>(
      server,
      league.intruder,
      'GET',
      `/api/orgs/${league.intruder.orgId}/audit?limit=100`,
    )
    expect(own.status).toBe(200)
    const ours = (await auditOf(league, '?limit=100')).body.items.map((e) => e.id)
    expect(own.body.items.some((e) => ours.includes(e.id))).toBe(false)
  })

  it('append-only: no route writes or deletes the trail', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await call(server, league.admin, method, `/api/orgs/${league.orgId}/audit`, {})
      expect(res.status, method).not.toBe(200)
      expect(res.status, method).not.toBe(201)
      expect(res.status, method).not.toBe(204)
    }
    const doc = (await (await server.request('/api/openapi.json')).json()) as { paths: Record<string, object> }
    const auditPaths = Object.entries(doc.paths).filter(([path]) => path.includes('/audit'))
    expect(auditPaths.map(([path, ops]) => [path, Object.keys(ops)])).toEqual([['/api/orgs/{orgId}/audit', ['get']]])
  })
})

/**
 * The audit trail (issue 14): what each write records (one test per entity family, with its before/after), the
 * filters, the cursor, roles (admins only), other organizations, and that no route writes or deletes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry, AuditPage } from '#domain/audit/audit.schema.ts'
import { createCompetition, createGame, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { call, createLeague, imageForm, JPEG, type League, PNG, uploadTo } from '#test/league.ts'
import { createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let league: League
beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Liga Auditada')
})
afterAll(() => server.close())

async function audit(query = '', user = league.admin) {
  return call<AuditPage>(server, user, 'GET', `/api/orgs/${league.orgId}/audit${query}`)
}

async function historyOf(entityType: string, entityId: string): Promise<AuditEntry[]> {
  const res = await audit(`?entityType=${entityType}&entityId=${entityId}`)
  expect(res.status).toBe(200)
  return res.body.items
}

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
    const [restore, del, update, create] = await historyOf('player', created.id)
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
    const entries = await historyOf('player', created.id)
    expect(entries.map((e) => e.action)).toEqual(['create'])
  })

  it('teams: create, rename, roster add and remove', async () => {
    const team = await createTeam(league, 'Los Pumas', 1)
    const renamed = await expectCall(league, 'GET', `/teams/${team.id}`, undefined, 200)
    await expectCall(league, 'PATCH', `/teams/${team.id}`, { version: renamed.version, name: 'Los Pumas FC' }, 200)
    const playerId = team.players[0]?.id as string
    await expectCall(league, 'DELETE', `/teams/${team.id}/players/${playerId}`, undefined, 204)
    const actions = await historyOf('team', team.id)
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
    const t = await historyOf('tournament', tournament.id)
    expect(t.map((e) => e.action)).toEqual(['restore', 'delete', 'update', 'create'])
    expect(t[2]).toMatchObject({ before: { name: 'Apertura' }, after: { name: 'Clausura' } })
    expect(t[3]?.after).not.toHaveProperty('lotSeed')
    const g = await historyOf('group', group.id)
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
    const entries = await historyOf('game', game.id)
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
      const entries = await historyOf('game', id)
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
    const s = await historyOf('suspension', suspension.id)
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
    const p = await historyOf('point_adjustment', adjustment.id)
    expect(p.map((e) => e.action)).toEqual(['delete', 'create'])
    expect(p[1]?.after).toMatchObject({ points: -3, reason: 'Incidentes', teamName: team.name })
  })

  it('members and roles', async () => {
    await expectCall(league, 'PATCH', `/members/${league.viewer.userId}`, { role: 'scorer' }, 200)
    await expectCall(league, 'PATCH', `/members/${league.viewer.userId}`, { role: 'viewer' }, 200)
    const m = await historyOf('member', league.viewer.userId)
    expect(m[0]).toMatchObject({ action: 'update', before: { role: 'scorer' }, after: { role: 'viewer' } })
    expect(m[1]).toMatchObject({ action: 'update', before: { role: 'viewer' }, after: { role: 'scorer' } })
    // the member joined by invitation: recorded when they accepted
    expect(m.at(-1)).toMatchObject({ action: 'create', after: { role: 'viewer' } })
  })
})

/** The entries of `entityType` since `since`, by entity id (the trail is newest first). */
async function entriesSince(since: string, entityType: string): Promise<Map<string, AuditEntry[]>> {
  const byId = new Map<string, AuditEntry[]>()
  let cursor: string | null = null
  do {
    const page: { status: number; body: AuditPage } = await audit(
      `?entityType=${entityType}&from=${encodeURIComponent(since)}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(page.status).toBe(200)
    for (const entry of page.body.items) byId.set(entry.entityId, [...(byId.get(entry.entityId) ?? []), entry])
    cursor = page.body.nextCursor
  } while (cursor)
  return byId
}

type Fixtures = { rounds: { id: string; games: { id: string }[] }[] }

describe('recording what is written in bulk or follows from another write', () => {
  it('fixture generation: one create per game; replacing them: one delete per old game', async () => {
    const { tournament, group } = await createCompetition(league, { teamCount: 4, playersPerTeam: 0 })
    const since = new Date().toISOString()
    const path = `/tournaments/${tournament.id}/fixtures`
    const body = { groupId: group.id, mode: 'home', startDate: '2031-03-01', intervalDays: 7 }
    const first = await expectCall<Fixtures>(league, 'POST', path, body, 201, league.manager)
    const firstIds = first.rounds.flatMap((r) => r.games.map((g) => g.id))
    expect(firstIds).toHaveLength(6)
    let games = await entriesSince(since, 'game')
    for (const id of firstIds) {
      expect(games.get(id)).toEqual([
        expect.objectContaining({
          action: 'create',
          actor: expect.objectContaining({ userId: league.manager.userId }),
          before: null,
          after: expect.objectContaining({ tournamentId: tournament.id, groupId: group.id, isPlayAtTimeHidden: true }),
        }),
      ])
    }
    expect(games.get(firstIds[0] as string)?.[0]?.after).toMatchObject({ playAt: '2031-03-01T12:00:00.000Z' })
    expect(games.get(firstIds[0] as string)?.[0]?.after).not.toHaveProperty('createdAt')
    // another league's admin finds none of them, in either league's trail
    for (const orgId of [league.orgId, league.intruder.orgId]) {
      const res = await call<AuditPage>(
        server,
        league.intruder,
        'GET',
        `/api/orgs/${orgId}/audit?entityType=game&entityId=${firstIds[0]}`,
      )
      if (orgId === league.orgId) expect(res.status).toBe(404)
      else expect(res.body.items).toEqual([])
    }
    const second = await expectCall<Fixtures>(league, 'POST', path, { ...body, replace: true }, 201)
    games = await entriesSince(since, 'game')
    for (const id of firstIds) {
      expect(games.get(id)?.map((e) => e.action)).toEqual(['delete', 'create'])
      expect(games.get(id)?.[0]?.before).toMatchObject({ tournamentId: tournament.id, homeGoals: 0 })
    }
    for (const id of second.rounds.flatMap((r) => r.games.map((g) => g.id))) {
      expect(games.get(id)?.map((e) => e.action)).toEqual(['create'])
    }
  })

  it('bulk date moves and re-dated rounds: one update per game, with the date before and after', async () => {
    const { tournament, group } = await createCompetition(league, { teamCount: 4, playersPerTeam: 0 })
    const fixtures = await expectCall<Fixtures>(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'home', startDate: '2032-03-01', intervalDays: 7 },
      201,
    )
    const [round1, round2] = fixtures.rounds as [Fixtures['rounds'][0], Fixtures['rounds'][0]]
    const ids = round1.games.map((g) => g.id)
    await expectCall(league, 'POST', '/games/bulk', { ids, action: 'moveDays', days: 2 }, 200, league.manager)
    await expectCall(
      league,
      'POST',
      '/games/bulk',
      { ids, action: 'setDate', playAt: '2032-03-04T20:00:00Z', isPlayAtTimeHidden: false },
      200,
    )
    for (const id of ids) {
      const [set, moved] = await historyOf('game', id)
      expect(moved).toMatchObject({
        action: 'update',
        actor: { userId: league.manager.userId },
        before: { playAt: '2032-03-01T12:00:00.000Z' },
        after: { playAt: '2032-03-03T12:00:00.000Z' },
      })
      expect(Object.keys(moved?.after ?? {})).toEqual(['playAt'])
      expect(set).toMatchObject({
        before: { playAt: '2032-03-03T12:00:00.000Z', isPlayAtTimeHidden: true },
        after: { playAt: '2032-03-04T20:00:00.000Z', isPlayAtTimeHidden: false },
      })
    }
    // setting the date they already have changes nothing kept: no entry
    await expectCall(league, 'POST', '/games/bulk', { ids, action: 'setDate', playAt: '2032-03-04T20:00:00Z' }, 200)
    expect((await historyOf('game', ids[0] as string)).map((e) => e.action)).toEqual(['update', 'update', 'create'])
    // a re-dated round moves its games: each one's trail says so
    await expectCall(
      league,
      'PATCH',
      `/tournaments/${tournament.id}/rounds`,
      {
        rounds: [{ id: round2.id, date: '2032-03-10' }],
      },
      200,
    )
    for (const { id } of round2.games) {
      expect((await historyOf('game', id))[0]).toMatchObject({
        action: 'update',
        before: { playAt: '2032-03-08T12:00:00.000Z' },
        after: { playAt: '2032-03-10T12:00:00.000Z' },
      })
    }
  })

  it('a refused bulk move (a double booking) records nothing', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3, playersPerTeam: 0 })
    const [a, b, c] = teams.map((t) => t.id)
    const first = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: a,
      awayTeamId: b,
      playAt: '2033-05-01T18:00:00Z',
    })
    const second = await createGame(league, {
      tournamentId: tournament.id,
      homeTeamId: a,
      awayTeamId: c,
      playAt: '2033-05-02T18:00:00Z',
    })
    await expectCall(league, 'POST', '/games/bulk', { ids: [second.id], action: 'moveDays', days: -1 }, 409)
    expect((await historyOf('game', second.id)).map((e) => e.action)).toEqual(['create'])
    expect((await historyOf('game', first.id)).map((e) => e.action)).toEqual(['create'])
  })

  it('a tournament deleted and restored with its games, and a group deleted with its games: one entry per game', async () => {
    const { tournament, group } = await createCompetition(league, { teamCount: 4, playersPerTeam: 0 })
    const fixtures = await expectCall<Fixtures>(
      league,
      'POST',
      `/tournaments/${tournament.id}/fixtures`,
      { groupId: group.id, mode: 'home' },
      201,
    )
    const ids = fixtures.rounds.flatMap((r) => r.games.map((g) => g.id))
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}`, undefined, 204)
    await expectCall(league, 'POST', `/tournaments/${tournament.id}/restore`, {}, 200)
    for (const id of ids) {
      const [restore, del] = await historyOf('game', id)
      expect(restore).toMatchObject({ action: 'restore', before: null, after: { tournamentId: tournament.id } })
      expect(del).toMatchObject({ action: 'delete', before: { tournamentId: tournament.id }, after: null })
    }
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}/groups/${group.id}`, undefined, 204)
    for (const id of ids) expect((await historyOf('game', id))[0]?.action).toBe('delete')
  })

  it('a knockout bracket: the games it creates, moves a winner into and removes, one entry each', async () => {
    const tournament = await createTournament(league)
    const teams = [
      await createTeam(league),
      await createTeam(league),
      await createTeam(league),
      await createTeam(league),
    ]
    const since = new Date().toISOString()
    const bracket = await expectCall(
      league,
      'POST',
      `/tournaments/${tournament.id}/brackets`,
      { name: 'Copa', teamIds: teams.map((t) => t.id) },
      201,
    )
    const created = await entriesSince(since, 'game')
    expect(created.size).toBe(2) // the two semi-finals; the final waits for its teams
    for (const [, entries] of created) {
      expect(entries).toEqual([
        expect.objectContaining({
          action: 'create',
          after: expect.objectContaining({ kind: 'playoff', bracketId: bracket.id, bracketRound: 0 }),
        }),
      ])
    }
    const [semi, second] = [...created.keys()] as [string, string]
    const result = (home: number, away: number) => ({
      home: { goals: [], unassignedGoals: home },
      away: { goals: [], unassignedGoals: away },
      confirm: true,
    })
    const semiGame = await expectCall(league, 'GET', `/games/${semi}`, undefined, 200)
    const secondGame = await expectCall(league, 'GET', `/games/${second}`, undefined, 200)
    await expectCall(league, 'PUT', `/games/${semi}/stats`, result(2, 0), 200)
    await expectCall(league, 'PUT', `/games/${second}/stats`, result(1, 0), 200)
    const withFinal = await entriesSince(since, 'game')
    const [finalId, finalEntries] = [...withFinal.entries()].find(([id]) => !created.has(id)) ?? []
    expect(finalEntries).toEqual([
      expect.objectContaining({ action: 'create', after: expect.objectContaining({ bracketRound: 1 }) }),
    ])
    const finalTeams = finalEntries?.[0]?.after
    expect([finalTeams?.homeTeamId, finalTeams?.awayTeamId].sort()).toEqual(
      [semiGame.homeTeamId, secondGame.homeTeamId].sort(),
    )
    // a corrected semi-final moves its new winner into the final: the final's trail says who left and who came
    await expectCall(league, 'PUT', `/games/${semi}/stats`, result(0, 3), 200)
    const [moved] = await historyOf('game', finalId as string)
    expect(moved?.action).toBe('update')
    expect(Object.values(moved?.before ?? {})).toContain(semiGame.homeTeamId)
    expect(Object.values(moved?.after ?? {})).toContain(semiGame.awayTeamId)
    await expectCall(league, 'POST', `/games/${second}/unconfirm`, {}, 200)
    await expectCall(league, 'POST', `/games/${semi}/unconfirm`, {}, 200)
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}/brackets/${bracket.id}`, undefined, 204)
    for (const id of [semi, second]) {
      expect((await historyOf('game', id as string))[0]).toMatchObject({
        action: 'delete',
        before: { tournamentId: tournament.id },
      })
    }
  })

  it('the discipline engine: a red card’s, a second yellow’s and accumulated yellows’ drafts, and their removal with the card', async () => {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 2,
      playersPerTeam: 2,
      settings: { yellowCardsForSuspension: 2 },
    })
    const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
    const dates = ['2025-04-01T18:00:00Z', '2025-04-08T18:00:00Z']
    const [g1, g2] = [
      await createGame(league, {
        tournamentId: tournament.id,
        homeTeamId: home.id,
        awayTeamId: away.id,
        playAt: dates[0],
      }),
      await createGame(league, {
        tournamentId: tournament.id,
        homeTeamId: away.id,
        awayTeamId: home.id,
        playAt: dates[1],
      }),
    ]
    const card = (gameId: string, playerId: string, type: string) =>
      expectCall<{ id: string; suspensionId: string | null }>(
        league,
        'POST',
        `/games/${gameId}/cards`,
        { teamId: home.id, playerId, type },
        201,
        league.scorer,
      )
    const [p1, p2] = home.players.map((p) => p.id) as [string, string]
    // a red card drafts a suspension; removing the card removes it
    const red = await card(g1.id, p1, 'red')
    expect(red.suspensionId).toBeTruthy()
    await expectCall(league, 'DELETE', `/games/${g1.id}/cards/${red.id}`, undefined, 204)
    const redTrail = await historyOf('suspension', red.suspensionId as string)
    expect(redTrail.map((e) => e.action)).toEqual(['delete', 'create'])
    expect(redTrail[1]).toMatchObject({
      actor: { userId: league.scorer.userId },
      after: { reason: 'red', isDraft: true, gamesCount: 1, playerId: p1, cardId: red.id, earnedGameId: g1.id },
    })
    expect(redTrail[0]).toMatchObject({ actor: { userId: league.admin.userId }, before: { reason: 'red' } })
    // a second yellow in one game sends off: a draft on the second card, removed with it
    await card(g1.id, p2, 'yellow')
    const second = await card(g1.id, p2, 'yellow')
    expect(second.suspensionId).toBeTruthy()
    await expectCall(league, 'DELETE', `/games/${g1.id}/cards/${second.id}`, undefined, 204)
    const sendingOff = await historyOf('suspension', second.suspensionId as string)
    expect(sendingOff.map((e) => e.action)).toEqual(['delete', 'create'])
    expect(sendingOff[1]?.after).toMatchObject({ reason: 'second_yellow', cardId: second.id })
    // the second yellow of the tournament (one a game) drafts a suspension for accumulated yellows
    const third = await card(g2.id, p2, 'yellow')
    expect(third.suspensionId).toBeTruthy()
    const accumulated = await historyOf('suspension', third.suspensionId as string)
    expect(accumulated.map((e) => e.action)).toContain('create')
    expect(accumulated.map((e) => e.action)).toEqual(['create'])
    expect(accumulated[0]?.after).toMatchObject({ reason: 'yellows', isDraft: true, cardId: third.id })
    // and removing that yellow takes the draft back
    await expectCall(league, 'DELETE', `/games/${g2.id}/cards/${third.id}`, undefined, 204)
    expect((await historyOf('suspension', third.suspensionId as string)).map((e) => e.action)).toEqual([
      'delete',
      'create',
    ])
  })

  it('roster joins made by a spreadsheet import are on each team’s trail', async () => {
    const team = await createTeam(league, 'Importados FC')
    const res = await server.request(`/api/orgs/${league.orgId}/imports/players`, {
      method: 'POST',
      cookie: league.admin.cookie,
      headers: { 'content-type': 'text/csv' },
      body: new TextEncoder().encode('Nombre;Apellido;Equipo\r\nRosa;Importada;Importados FC\r\n'),
    })
    expect(res.status).toBe(200)
    const report = (await res.json()) as { rows: { playerId: string }[] }
    const [join] = await historyOf('team', team.id)
    expect(join).toMatchObject({
      action: 'roster_add',
      actor: { userId: league.admin.userId },
      after: { playerId: report.rows[0]?.playerId, playerName: 'Rosa Importada' },
    })
  })

  it('a player’s photo and a team’s picture: set, then replaced (no file path in the trail)', async () => {
    const player = await expectCall(league, 'POST', '/players', { firstname: 'Foto', lastname: 'Grafiada' }, 201)
    const team = await createTeam(league, 'Con Escudo')
    for (const [path, field] of [
      [`/players/${player.id}/photo`, 'photo'],
      [`/teams/${team.id}/picture`, 'picture'],
    ] as const) {
      for (const image of [PNG, JPEG]) {
        const res = await uploadTo(server, league.manager, `/api/orgs/${league.orgId}${path}`, imageForm(image, 'a'))
        expect(res.status).toBe(200)
      }
      const [replaced, set] = await historyOf(
        field === 'photo' ? 'player' : 'team',
        field === 'photo' ? player.id : team.id,
      )
      expect(set).toMatchObject({ action: 'update', before: { [field]: false }, after: { [field]: true } })
      expect(replaced).toMatchObject({
        action: 'update',
        actor: { userId: league.manager.userId },
        after: { [field]: true },
      })
      expect(JSON.stringify([replaced, set])).not.toMatch(/Path|\.png|\.jpe?g|webp/)
    }
  })

  it('the admin who created the league is its first member on the trail', async () => {
    const m = await historyOf('member', league.admin.userId)
    expect(m.at(-1)).toMatchObject({
      action: 'create',
      actor: { userId: league.admin.userId },
      after: { role: 'admin' },
    })
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
      const res = await audit(query)
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
    const future = await audit(`?from=${encodeURIComponent('2199-01-01T00:00:00Z')}`)
    expect(future.body.items).toEqual([])
    const past = await audit(`?to=${encodeURIComponent(before)}&entityType=player&actorId=${league.manager.userId}`)
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
      const res = await audit('', user)
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
    const ours = (await audit('?limit=100')).body.items.map((e) => e.id)
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

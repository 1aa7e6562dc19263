/**
 * The audit trail (decision 0022): what each write records (one test per entity family, with its before/after), the
 * filters, the cursor, roles (admins only), other organizations, and that no route writes or deletes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry, AuditPage } from '#domain/audit/audit.schema.ts'
import { auditOf, historyOf } from '#test/audit.ts'
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

/** The entries of `entityType` since `since`, by entity id (the trail is newest first). */
async function entriesSince(since: string, entityType: string): Promise<Map<string, AuditEntry[]>> {
  const byId = new Map<string, AuditEntry[]>()
  let cursor: string | null = null
  do {
    const page: { status: number; body: AuditPage } = await auditOf(
      league,
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
      const [set, moved] = await historyOf(league, 'game', id)
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
    expect((await historyOf(league, 'game', ids[0] as string)).map((e) => e.action)).toEqual([
      'update',
      'update',
      'create',
    ])
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
      expect((await historyOf(league, 'game', id))[0]).toMatchObject({
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
    expect((await historyOf(league, 'game', second.id)).map((e) => e.action)).toEqual(['create'])
    expect((await historyOf(league, 'game', first.id)).map((e) => e.action)).toEqual(['create'])
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
      const [restore, del] = await historyOf(league, 'game', id)
      expect(restore).toMatchObject({ action: 'restore', before: null, after: { tournamentId: tournament.id } })
      expect(del).toMatchObject({ action: 'delete', before: { tournamentId: tournament.id }, after: null })
    }
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}/groups/${group.id}`, undefined, 204)
    for (const id of ids) expect((await historyOf(league, 'game', id))[0]?.action).toBe('delete')
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
    const [moved] = await historyOf(league, 'game', finalId as string)
    expect(moved?.action).toBe('update')
    expect(Object.values(moved?.before ?? {})).toContain(semiGame.homeTeamId)
    expect(Object.values(moved?.after ?? {})).toContain(semiGame.awayTeamId)
    await expectCall(league, 'POST', `/games/${second}/unconfirm`, {}, 200)
    await expectCall(league, 'POST', `/games/${semi}/unconfirm`, {}, 200)
    await expectCall(league, 'DELETE', `/tournaments/${tournament.id}/brackets/${bracket.id}`, undefined, 204)
    for (const id of [semi, second]) {
      expect((await historyOf(league, 'game', id as string))[0]).toMatchObject({
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
    const redTrail = await historyOf(league, 'suspension', red.suspensionId as string)
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
    const sendingOff = await historyOf(league, 'suspension', second.suspensionId as string)
    expect(sendingOff.map((e) => e.action)).toEqual(['delete', 'create'])
    expect(sendingOff[1]?.after).toMatchObject({ reason: 'second_yellow', cardId: second.id })
    // the second yellow of the tournament (one a game) drafts a suspension for accumulated yellows
    const third = await card(g2.id, p2, 'yellow')
    expect(third.suspensionId).toBeTruthy()
    const accumulated = await historyOf(league, 'suspension', third.suspensionId as string)
    expect(accumulated.map((e) => e.action)).toContain('create')
    expect(accumulated.map((e) => e.action)).toEqual(['create'])
    expect(accumulated[0]?.after).toMatchObject({ reason: 'yellows', isDraft: true, cardId: third.id })
    // and removing that yellow takes the draft back
    await expectCall(league, 'DELETE', `/games/${g2.id}/cards/${third.id}`, undefined, 204)
    expect((await historyOf(league, 'suspension', third.suspensionId as string)).map((e) => e.action)).toEqual([
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
    const [join] = await historyOf(league, 'team', team.id)
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
        league,
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
    const m = await historyOf(league, 'member', league.admin.userId)
    expect(m.at(-1)).toMatchObject({
      action: 'create',
      actor: { userId: league.admin.userId },
      after: { role: 'admin' },
    })
  })
})

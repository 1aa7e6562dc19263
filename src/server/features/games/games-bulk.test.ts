import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createGame, expectCall, type GameBody, playGame } from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
})
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`

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

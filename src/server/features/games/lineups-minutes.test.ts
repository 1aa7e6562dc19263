/** Minutes on goals and cards, and line-ups ("who played") with games played per player (decision 0026). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '#domain/audit/audit.schema.ts'
import { createCompetition, createGame, createTeam, expectCall, type GameSheetBody } from '#test/competition.ts'
import { call, createLeague, type League, listen, type Problem, waitForEvent } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`
type Lineups = { home: { playerId: string; jerseyNumber: number | null }[]; away: { playerId: string }[] }
type Sheet = GameSheetBody & {
  home: GameSheetBody['home'] & { scorers: { playerId: string; minutes: number[] }[]; lineup: { playerId: string }[] }
  away: GameSheetBody['away'] & { lineup: { playerId: string }[] }
}

async function aGame() {
  const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 3 })
  const [home, away] = teams as [(typeof teams)[0], (typeof teams)[0]]
  const game = await createGame(league, { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id })
  return { tournament, home, away, game }
}

describe('minutes', () => {
  it('stores the minutes of a player’s goals (ascending), shows them on the sheet, and refuses bad ones', async () => {
    const { home, away, game } = await aGame()
    const scorer = home.players[0]?.id as string
    const sheet = await expectCall<Sheet>(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { home: { goals: [{ playerId: scorer, goals: 2, minutes: [67, 23] }] }, away: { goals: [] } },
      200,
      league.scorer,
    )
    expect(sheet.home.scorers).toEqual([expect.objectContaining({ playerId: scorer, goals: 2, minutes: [23, 67] })])
    // without minutes: none noted
    const other = away.players[0]?.id as string
    const again = await expectCall<Sheet>(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      {
        home: { goals: [{ playerId: scorer, goals: 1 }] },
        away: { goals: [{ playerId: other, goals: 1, minutes: [130] }] },
      },
      200,
    )
    expect(again.home.scorers[0]?.minutes).toEqual([])
    expect(again.away.scorers[0]).toMatchObject({ minutes: [130] })
    for (const [minutes, reason] of [
      [[131], 'validation.minute_range'],
      [[-1], 'validation.too_small'],
      [[12.5], 'validation.integer'],
      [[1, 2, 3], 'validation.minutes_over_goals'],
    ] as const) {
      const res = await call<Problem>(league.server, league.admin, 'PUT', api(`/games/${game.id}/stats`), {
        home: { goals: [{ playerId: scorer, goals: 2, minutes }] },
        away: { goals: [] },
      })
      expect(res.status, JSON.stringify(minutes)).toBe(400)
      expect(res.body.invalidParams?.[0]?.reason).toBe(reason)
      expect(res.body.invalidParams?.[0]?.name).toMatch(/^home\.goals\.0\.minutes/)
    }
    const unchanged = await expectCall<Sheet>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(unchanged.home.scorers[0]).toMatchObject({ goals: 1, minutes: [] })
  })

  it('takes a card’s minute from 0 to 130 and refuses 131', async () => {
    const { home, game } = await aGame()
    const playerId = home.players[0]?.id as string
    await expectCall(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { playerId, teamId: home.id, type: 'yellow', minute: 130 },
      201,
    )
    const late = await call<Problem>(league.server, league.admin, 'POST', api(`/games/${game.id}/cards`), {
      playerId,
      teamId: home.id,
      type: 'yellow',
      minute: 131,
    })
    expect(late.status).toBe(400)
    expect(late.body.invalidParams).toEqual([{ name: 'minute', reason: 'validation.minute_range' }])
    const sheet = await expectCall<Sheet>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(sheet.home.cards.map((c) => (c as { minute?: number }).minute)).toEqual([130])
  })
})

describe('line-ups', () => {
  it('saves who played per side (roster players), answers them by GET and on the sheet, audits and announces', async () => {
    const { home, away, game } = await aGame()
    const { events, stop } = listen(league.server, league.orgId)
    const homeIds = home.players.slice(0, 2).map((p) => p.id)
    const awayIds = away.players.map((p) => p.id)
    const saved = await expectCall<Lineups>(
      league,
      'PUT',
      `/games/${game.id}/lineups`,
      { home: homeIds, away: awayIds },
      200,
      league.scorer,
    )
    expect(saved.home.map((p) => p.playerId).sort()).toEqual([...homeIds].sort())
    expect(saved.away).toHaveLength(3)
    await waitForEvent(events, { entity: 'games', action: 'updated', id: game.id })
    stop()
    expect(await expectCall(league, 'GET', `/games/${game.id}/lineups`, undefined, 200, league.viewer)).toEqual(saved)
    const sheet = await expectCall<Sheet>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(sheet.home.lineup.map((p) => p.playerId)).toEqual(saved.home.map((p) => p.playerId))
    expect(sheet.away.lineup).toHaveLength(3)
    // replacing: an empty list clears a side
    const cleared = await expectCall<Lineups>(
      league,
      'PUT',
      `/games/${game.id}/lineups`,
      { home: homeIds, away: [] },
      200,
    )
    expect(cleared.away).toEqual([])
    const history = await call<AuditPage>(
      league.server,
      league.admin,
      'GET',
      api(`/audit?entityType=game&entityId=${game.id}`),
    )
    const entries = history.body.items.filter((e) => e.action === 'lineup')
    expect(entries).toHaveLength(2)
    expect(entries[0]?.after).toMatchObject({ away: [] })
  })

  it('refuses players of another team, of the other side, unknown or repeated ids with 400, saving nothing', async () => {
    const { home, away, game } = await aGame()
    const stranger = await createTeam(league, undefined, 1)
    for (const [body, name, reason] of [
      [{ home: [stranger.players[0]?.id], away: [] }, 'home.0', 'validation.not_in_roster'],
      [{ home: [home.players[0]?.id], away: [home.players[1]?.id] }, 'away.0', 'validation.not_in_roster'],
      [{ home: ['00000000-0000-4000-8000-000000000000'], away: [] }, 'home.0', 'validation.not_in_roster'],
      [{ home: [home.players[0]?.id, home.players[0]?.id], away: [] }, 'home', 'validation.duplicate'],
      [{ home: ['nope'], away: [] }, 'home.0', 'validation.invalid_format'],
    ] as const) {
      const res = await call<Problem>(league.server, league.admin, 'PUT', api(`/games/${game.id}/lineups`), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.invalidParams?.[0]).toMatchObject({ name, reason })
    }
    const none = await expectCall<Lineups>(league, 'GET', `/games/${game.id}/lineups`, undefined, 200)
    expect(none).toEqual({ home: [], away: [] })
    expect(away.players).toHaveLength(3)
  })

  it('lets scorers save and viewers only read (403); another organization gets 404 and changes nothing', async () => {
    const { home, game } = await aGame()
    const body = { home: [home.players[0]?.id], away: [] }
    const viewer = await call<Problem>(league.server, league.viewer, 'PUT', api(`/games/${game.id}/lineups`), body)
    expect(viewer.status).toBe(403)
    const theirs = `/api/orgs/${league.intruder.orgId}/games/${game.id}/lineups`
    expect((await call(league.server, league.intruder, 'PUT', theirs, body)).status).toBe(404)
    expect((await call(league.server, league.intruder, 'GET', theirs)).status).toBe(404)
    expect((await call(league.server, league.intruder, 'PUT', api(`/games/${game.id}/lineups`), body)).status).toBe(404)
    expect((await call(league.server, league.intruder, 'GET', api(`/games/${game.id}/lineups`))).status).toBe(404)
    expect(await expectCall(league, 'GET', `/games/${game.id}/lineups`, undefined, 200)).toEqual({ home: [], away: [] })
  })

  it('counts games played per player and tournament on the player’s record, once the game counts', async () => {
    const { tournament, home, away, game } = await aGame()
    const playerId = home.players[0]?.id as string
    await expectCall(league, 'PUT', `/games/${game.id}/lineups`, { home: [playerId], away: [away.players[0]?.id] }, 200)
    const before = await expectCall<{ tournaments: { tournamentId: string; gamesPlayed: number }[] }>(
      league,
      'GET',
      `/players/${playerId}/discipline`,
      undefined,
      200,
    )
    expect(before.tournaments.find((t) => t.tournamentId === tournament.id)?.gamesPlayed ?? 0).toBe(0)
    await expectCall(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { home: { goals: [] }, away: { goals: [] }, confirm: true },
      200,
    )
    const second = await createGame(league, { tournamentId: tournament.id, homeTeamId: away.id, awayTeamId: home.id })
    await expectCall(league, 'PUT', `/games/${second.id}/lineups`, { home: [], away: [playerId] }, 200)
    await expectCall(
      league,
      'PUT',
      `/games/${second.id}/stats`,
      { home: { goals: [] }, away: { goals: [] }, confirm: true },
      200,
    )
    const after = await expectCall<{ tournaments: { tournamentId: string; gamesPlayed: number }[] }>(
      league,
      'GET',
      `/players/${playerId}/discipline`,
      undefined,
      200,
    )
    expect(after.tournaments.find((t) => t.tournamentId === tournament.id)?.gamesPlayed).toBe(2)
  })
})

/**
 * Walkovers and withdrawals (decision 0027): `PUT /games/{id}/stats` with `walkover`, the tournament's
 * `walkoverScore`, standings and brackets, the audit trail; deleting a team with games (409 TEAM_HAS_GAMES) and
 * withdrawing it from a tournament (remove or award its unplayed games; played ones kept; retired in the standings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { type AuditBody, future, gameBetween, past, type WalkoverSheet, withdrawnStandingsOf } from '#test/walkovers.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`
describe('walkovers', () => {
  it('gives the winner the default 3–0, no scorers, counts it in the standings, and a result with goals clears it', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const [home, away] = teams
    const game = await gameBetween(league, tournament.id, home?.id as string, away?.id as string)
    // goals entered first: the walkover replaces them
    const scorer = home?.players[0]?.id as string
    await expectCall(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { home: { goals: [{ playerId: scorer, goals: 1 }] }, away: { unassignedGoals: 1 } },
      200,
    )
    const wo = await expectCall<WalkoverSheet>(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { walkover: { winner: 'away' }, confirm: true },
      200,
      league.scorer,
    )
    expect(wo).toMatchObject({ walkover: { winner: 'away' }, homeGoals: 0, awayGoals: 3, state: 'confirmed' })
    expect(wo.home.scorers).toEqual([])
    expect(wo.away.scorers).toEqual([])
    const listed = await expectCall<{ items: WalkoverSheet[] }>(
      league,
      'GET',
      `/games?tournamentId=${tournament.id}`,
      undefined,
      200,
    )
    expect(listed.items[0]?.walkover).toEqual({ winner: 'away' })
    const table = await withdrawnStandingsOf(league, tournament.id)
    const row = (id: string | undefined) => table.groups[0]?.rows.find((r) => r.teamId === id)
    expect(row(away?.id)).toMatchObject({ position: 1, points: 3, won: 1, goalsFor: 3, withdrawn: false })
    expect(row(home?.id)).toMatchObject({ position: 2, points: 0, played: 1 })

    // back to a normal result: the walkover is gone
    const normal = await expectCall<WalkoverSheet>(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { home: { unassignedGoals: 2 }, away: { unassignedGoals: 2 } },
      200,
    )
    expect(normal).toMatchObject({ walkover: null, homeGoals: 2, awayGoals: 2 })

    // both changes are in the audit trail
    const audit = await expectCall<AuditBody>(
      league,
      'GET',
      `/audit?entityType=game&entityId=${game.id}`,
      undefined,
      200,
    )
    const walkovers = audit.items.filter((e) => e.action === 'walkover')
    expect(walkovers).toHaveLength(2)
    expect(walkovers.map((e) => e.after.walkover)).toEqual(expect.arrayContaining(['away', null]))
  })

  it('uses the tournament’s walkoverScore, keeps cards allowed, and refuses goals or penalties with it', async () => {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 2,
      playersPerTeam: 1,
      settings: { walkoverScore: { winner: 2, loser: 0 } },
    })
    const [home, away] = teams
    const game = await gameBetween(league, tournament.id, home?.id as string, away?.id as string)
    const wo = await expectCall<WalkoverSheet>(
      league,
      'PUT',
      `/games/${game.id}/stats`,
      { walkover: { winner: 'home' } },
      200,
    )
    expect(wo).toMatchObject({ walkover: { winner: 'home' }, homeGoals: 2, awayGoals: 0, state: 'draft' })
    await expectCall(
      league,
      'POST',
      `/games/${game.id}/cards`,
      { playerId: away?.players[0]?.id, teamId: away?.id, type: 'red' },
      201,
    )
    const stillWo = await expectCall<WalkoverSheet>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(stillWo.walkover).toEqual({ winner: 'home' })

    for (const [body, field, reason] of [
      [{ walkover: { winner: 'home' }, home: { unassignedGoals: 1 } }, 'home', 'validation.walkover_no_goals'],
      [{ walkover: { winner: 'away' }, penalties: { home: 3, away: 2 } }, 'penalties', 'validation.walkover_no_goals'],
      [{ walkover: { winner: 'nobody' } }, 'walkover.winner', 'validation.invalid_option'],
      [{ walkover: { winner: 'home', extra: 1 } }, 'walkover.extra', 'validation.unknown_field'],
      [{ confirm: true }, 'home', 'validation.required'],
    ] as const) {
      const res = await call<Problem>(league.server, league.admin, 'PUT', api(`/games/${game.id}/stats`), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const param = res.body.invalidParams?.find((p) => p.name === field)
      expect(param, JSON.stringify(res.body.invalidParams)).toBeDefined()
      if (reason) expect(param?.reason).toBe(reason)
    }
    // a walkover score whose winner does not win is refused
    const bad = await call<Problem>(league.server, league.admin, 'POST', api('/tournaments'), {
      name: 'Mal WO',
      settings: { walkoverScore: { winner: 1, loser: 1 } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.invalidParams?.[0]).toMatchObject({
      name: 'settings.walkoverScore.loser',
      reason: 'validation.walkover_score',
    })
    // the default is in the settings JSON
    const created = await expectCall<{ settings: { walkoverScore: unknown } }>(
      league,
      'POST',
      '/tournaments',
      { name: 'Con WO por defecto' },
      201,
    )
    expect(created.settings.walkoverScore).toEqual({ winner: 3, loser: 0 })
  })

  it('follows the match-day rules: not confirmed before its day, roles as for results, other leagues 404', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2 })
    const game = await gameBetween(league, tournament.id, teams[0]?.id as string, teams[1]?.id as string, future(10))
    const early = await call<Problem>(league.server, league.admin, 'PUT', api(`/games/${game.id}/stats`), {
      walkover: { winner: 'home' },
      confirm: true,
    })
    expect(early.status).toBe(409)
    expect(early.body.code).toBe('GAME_NOT_PLAYED_YET')
    const viewer = await call<Problem>(league.server, league.viewer, 'PUT', api(`/games/${game.id}/stats`), {
      walkover: { winner: 'home' },
    })
    expect(viewer.status).toBe(403)
    const intruder = await call<Problem>(
      league.server,
      league.intruder,
      'PUT',
      `/api/orgs/${league.intruder.orgId}/games/${game.id}/stats`,
      { walkover: { winner: 'home' } },
    )
    expect(intruder.status).toBe(404)
    const after = await expectCall<WalkoverSheet>(league, 'GET', `/games/${game.id}`, undefined, 200)
    expect(after).toMatchObject({ walkover: null, hasResult: false, version: game.version })
  })

  it('decides a knockout tie: the winner of the walkover moves up', async () => {
    const tournament = await createTournament(league)
    const list = [await createTeam(league, 'WO Seed 1'), await createTeam(league, 'WO Seed 2')]
    list.push(await createTeam(league, 'WO Seed 3'), await createTeam(league, 'WO Seed 4'))
    type Bracket = { id: string; rounds: { ties: { gameIds: string[]; winnerTeamId: string | null }[] }[] }
    const bracket = await expectCall<Bracket>(
      league,
      'POST',
      `/tournaments/${tournament.id}/brackets`,
      { name: 'Copa WO', teamIds: list.map((t) => t.id) },
      201,
    )
    const first = bracket.rounds[0]?.ties[0]?.gameIds[0] as string
    const sheet = await expectCall<WalkoverSheet>(league, 'GET', `/games/${first}`, undefined, 200)
    await expectCall(league, 'PUT', `/games/${first}/stats`, { walkover: { winner: 'away' }, confirm: true }, 200)
    const now = await expectCall<Bracket>(
      league,
      'GET',
      `/tournaments/${tournament.id}/brackets/${bracket.id}`,
      undefined,
      200,
    )
    expect(now.rounds[0]?.ties[0]?.winnerTeamId).toBe(sheet.awayTeamId)
  })
})

describe('deleting a team with games', () => {
  it('answers 409 TEAM_HAS_GAMES with the count and deletes nothing; a team without games is deleted', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 3 })
    const [a, b, c] = teams
    await gameBetween(league, tournament.id, a?.id as string, b?.id as string)
    await gameBetween(league, tournament.id, c?.id as string, a?.id as string, past(5))
    const other = await createTournament(league)
    await gameBetween(league, other.id, a?.id as string, c?.id as string, past(9))
    const refused = await call<Problem & { gameCount: number }>(
      league.server,
      league.manager,
      'DELETE',
      api(`/teams/${a?.id}`),
    )
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'TEAM_HAS_GAMES', gameCount: 3 })
    await expectCall(league, 'GET', `/teams/${a?.id}`, undefined, 200)
    const lonely = await createTeam(league)
    const deleted = await call(league.server, league.manager, 'DELETE', api(`/teams/${lonely.id}`))
    expect(deleted.status).toBe(204)
  })
})

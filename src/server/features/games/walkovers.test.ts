/**
 * Walkovers and withdrawals (issue 15, decision 0027): `PUT /games/{id}/stats` with `walkover`, the tournament's
 * `walkoverScore`, standings and brackets, the audit trail; deleting a team with games (409 TEAM_HAS_GAMES) and
 * withdrawing it from a tournament (remove or award its unplayed games; played ones kept; retired in the standings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCompetition,
  createGame,
  createTeam,
  createTournament,
  expectCall,
  type GameSheetBody,
  playGame,
} from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`
const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

type WalkoverSheet = GameSheetBody & {
  walkover: { winner: 'home' | 'away' } | null
  homeGoals: number
  awayGoals: number
  state: string
}
type StandingsBody = {
  groups: {
    rows: {
      teamId: string
      position: number
      points: number
      played: number
      won: number
      goalsFor: number
      withdrawn: boolean
      zone: string | null
    }[]
  }[]
}
type AuditBody = { items: { action: string; entityId: string; before: unknown; after: Record<string, unknown> }[] }

async function gameBetween(tournamentId: string, homeTeamId: string, awayTeamId: string, playAt = past(2)) {
  return createGame(league, { tournamentId, homeTeamId, awayTeamId, playAt })
}

const standingsOf = (tournamentId: string) =>
  expectCall<StandingsBody>(league, 'GET', `/tournaments/${tournamentId}/standings`, undefined, 200, league.viewer)

describe('walkovers', () => {
  it('gives the winner the default 3–0, no scorers, counts it in the standings, and a result with goals clears it', async () => {
    const { tournament, teams } = await createCompetition(league, { teamCount: 2, playersPerTeam: 1 })
    const [home, away] = teams
    const game = await gameBetween(tournament.id, home?.id as string, away?.id as string)
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
    const table = await standingsOf(tournament.id)
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
    const game = await gameBetween(tournament.id, home?.id as string, away?.id as string)
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
    const game = await gameBetween(tournament.id, teams[0]?.id as string, teams[1]?.id as string, future(10))
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
    await gameBetween(tournament.id, a?.id as string, b?.id as string)
    await gameBetween(tournament.id, c?.id as string, a?.id as string, past(5))
    const other = await createTournament(league)
    await gameBetween(other.id, a?.id as string, c?.id as string, past(9))
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

describe('withdrawing a team from a tournament', () => {
  async function season() {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 4,
      settings: { qualifiers: { descend: 1 } },
    })
    const [a, b, c, d] = teams.map((t) => t.id) as [string, string, string, string]
    const played = await gameBetween(tournament.id, a, b, past(14))
    await playGame(league, played.id, 2, 0) // a beats b
    const alsoPlayed = await gameBetween(tournament.id, c, d, past(14))
    await playGame(league, alsoPlayed.id, 1, 0)
    const unplayed = [
      await gameBetween(tournament.id, c, a, future(7)),
      await gameBetween(tournament.id, a, d, future(14)),
    ]
    const notA = await gameBetween(tournament.id, b, c, future(9))
    return { tournament, a, b, c, d, played, unplayed, notA }
  }

  it('awards its unplayed games as walkovers, keeps its played games, and shows it retired, last, without a zone', async () => {
    const { tournament, a, c, d, played, unplayed, notA } = await season()
    const done = await expectCall<{
      removedGameIds: string[]
      walkoverGameIds: string[]
      playedGames: number
      unplayed: string
    }>(
      league,
      'POST',
      `/tournaments/${tournament.id}/teams/${a}/withdraw`,
      { unplayed: 'walkover' },
      200,
      league.manager,
    )
    expect(done).toMatchObject({ unplayed: 'walkover', playedGames: 1, removedGameIds: [] })
    expect(done.walkoverGameIds.sort()).toEqual(unplayed.map((g) => g.id).sort())
    const first = await expectCall<WalkoverSheet>(league, 'GET', `/games/${unplayed[0]?.id}`, undefined, 200)
    expect(first).toMatchObject({ walkover: { winner: 'home' }, homeGoals: 3, awayGoals: 0, state: 'confirmed' })
    const second = await expectCall<WalkoverSheet>(league, 'GET', `/games/${unplayed[1]?.id}`, undefined, 200)
    expect(second).toMatchObject({ walkover: { winner: 'away' }, homeGoals: 0, awayGoals: 3, state: 'confirmed' })
    const kept = await expectCall<WalkoverSheet>(league, 'GET', `/games/${played.id}`, undefined, 200)
    expect(kept).toMatchObject({ walkover: null, homeGoals: 2, awayGoals: 0, state: 'confirmed' })
    const untouched = await expectCall<WalkoverSheet>(league, 'GET', `/games/${notA.id}`, undefined, 200)
    expect(untouched).toMatchObject({ state: 'draft', hasResult: false })

    const rows = (await standingsOf(tournament.id)).groups[0]?.rows ?? []
    expect(rows.at(-1)).toMatchObject({ teamId: a, withdrawn: true, zone: null, played: 3, points: 3 })
    expect(rows.filter((r) => r.withdrawn)).toHaveLength(1)
    expect(rows.find((r) => r.teamId === c)).toMatchObject({ points: 6, played: 2 })
    expect(rows.find((r) => r.teamId === d)).toMatchObject({ points: 3, played: 2 })
    // the relegation zone goes to the last team still in
    expect(rows.at(-2)).toMatchObject({ zone: 'descend', withdrawn: false })

    const csv = await (
      await league.server.request(api(`/tournaments/${tournament.id}/standings.csv?lang=en`), {
        cookie: league.viewer.cookie,
      })
    ).text()
    expect(csv).toMatch(/\(Withdrawn\)/)
    const games = await (
      await league.server.request(api(`/tournaments/${tournament.id}/games.csv?lang=en`), {
        cookie: league.viewer.cookie,
      })
    ).text()
    // the header has the column; the two awarded games have the mark
    expect(
      games
        .split('\n')
        .slice(1)
        .filter((line) => line.includes(',W.O.,')),
    ).toHaveLength(2)

    const audit = await expectCall<AuditBody>(league, 'GET', `/audit?entityType=team&entityId=${a}`, undefined, 200)
    expect(audit.items[0]).toMatchObject({
      action: 'withdraw',
      after: { tournamentId: tournament.id, unplayed: 'walkover', walkoverGames: 2, playedGames: 1 },
    })

    const again = await call<Problem>(
      league.server,
      league.admin,
      'POST',
      api(`/tournaments/${tournament.id}/teams/${a}/withdraw`),
      { unplayed: 'remove' },
    )
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('TEAM_WITHDRAWN')
  })

  it('removes its unplayed games when asked, and keeps the played ones', async () => {
    const { tournament, a, played, unplayed } = await season()
    const done = await expectCall<{ removedGameIds: string[]; walkoverGameIds: string[] }>(
      league,
      'POST',
      `/tournaments/${tournament.id}/teams/${a}/withdraw`,
      { unplayed: 'remove' },
      200,
    )
    expect(done.walkoverGameIds).toEqual([])
    expect(done.removedGameIds.sort()).toEqual(unplayed.map((g) => g.id).sort())
    for (const g of unplayed) {
      const sheet = await expectCall<WalkoverSheet>(league, 'GET', `/games/${g.id}`, undefined, 200)
      expect(sheet.state).toBe('deleted')
    }
    const kept = await expectCall<WalkoverSheet>(league, 'GET', `/games/${played.id}`, undefined, 200)
    expect(kept.state).toBe('confirmed')
    const rows = (await standingsOf(tournament.id)).groups[0]?.rows ?? []
    expect(rows.at(-1)).toMatchObject({ teamId: a, withdrawn: true, played: 1, points: 3 })
  })

  it('validates, checks roles and tenants, and refuses a team that is not in the tournament', async () => {
    const { tournament, a, unplayed } = await season()
    const path = api(`/tournaments/${tournament.id}/teams/${a}/withdraw`)
    for (const body of [{}, { unplayed: 'forfeit' }, { unplayed: 'remove', extra: true }]) {
      const res = await call<Problem>(league.server, league.admin, 'POST', path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    for (const user of [league.scorer, league.viewer]) {
      const res = await call<Problem>(league.server, user, 'POST', path, { unplayed: 'remove' })
      expect(res.status).toBe(403)
    }
    const intruder = await call<Problem>(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/tournaments/${tournament.id}/teams/${a}/withdraw`,
      { unplayed: 'remove' },
    )
    expect(intruder.status).toBe(404)
    const foreignTeam = await call<Json>(
      league.server,
      league.intruder,
      'POST',
      `/api/orgs/${league.intruder.orgId}/teams`,
      { name: 'Ajeno' },
    )
    const crossed = await call<Problem>(
      league.server,
      league.admin,
      'POST',
      api(`/tournaments/${tournament.id}/teams/${foreignTeam.body.id}/withdraw`),
      { unplayed: 'remove' },
    )
    expect(crossed.status).toBe(404)
    const outsider = await createTeam(league)
    const notIn = await call<Problem>(
      league.server,
      league.admin,
      'POST',
      api(`/tournaments/${tournament.id}/teams/${outsider.id}/withdraw`),
      { unplayed: 'remove' },
    )
    expect(notIn.status).toBe(409)
    expect(notIn.body.code).toBe('TEAM_NOT_IN_TOURNAMENT')
    // nothing changed
    const sheet = await expectCall<WalkoverSheet>(league, 'GET', `/games/${unplayed[0]?.id}`, undefined, 200)
    expect(sheet.state).toBe('draft')
    const rows = (await standingsOf(tournament.id)).groups[0]?.rows ?? []
    expect(rows.some((r) => r.withdrawn)).toBe(false)
  })
})

type Json = Record<string, unknown> & { id: string; version: number }

describe('on the public site', () => {
  it('says W.O. in the JSON, the pages and the calendar, and shows a withdrawn team as retired', async () => {
    const slug = 'liga-wo-test'
    await expectCall(league, 'PATCH', '', { publicSlug: slug }, 200)
    const { tournament, teams } = await createCompetition(league, { teamCount: 3 })
    const [a, b, c] = teams.map((t) => t.id) as [string, string, string]
    const game = await gameBetween(tournament.id, a, b, past(3))
    await expectCall(league, 'PUT', `/games/${game.id}/stats`, { walkover: { winner: 'home' }, confirm: true }, 200)
    await gameBetween(tournament.id, c, b, future(6))
    await expectCall(league, 'POST', `/tournaments/${tournament.id}/teams/${b}/withdraw`, { unplayed: 'walkover' }, 200)
    const get = (path: string) => league.server.request(path, {})

    const json = (await (await get(`/api/public/${slug}/games/${game.id}`)).json()) as Record<string, unknown>
    expect(json).toMatchObject({ homeGoals: 3, awayGoals: 0, walkover: { winner: 'home' } })
    const page = await (await get(`/es/l/${slug}/games/${game.id}`)).text()
    expect(page).toContain('3 – 0 (W.O.)')
    const list = await (await get(`/en/l/${slug}/tournaments/${tournament.id}`)).text()
    expect(list).toContain('3 – 0 (W.O.)')
    const ics = await (await get(`/api/public/${slug}/tournaments/${tournament.id}/calendar.ics`)).text()
    expect(ics.replace(/\r\n /g, '')).toMatch(/SUMMARY:.* 3–0 \(W\.O\.\)/)

    const standings = (await (await get(`/api/public/${slug}/tournaments/${tournament.id}/standings`)).json()) as {
      groups: { rows: { team: { id: string }; withdrawn: boolean }[] }[]
    }
    const rows = standings.groups[0]?.rows ?? []
    expect(rows.at(-1)).toMatchObject({ team: { id: b }, withdrawn: true })
    expect(rows.filter((r) => r.withdrawn)).toHaveLength(1)
    expect(list).toContain('Withdrawn')
    expect(await (await get(`/es/l/${slug}/tournaments/${tournament.id}`)).text()).toContain('Retirado')
  })
})

/**
 * Walkovers and withdrawals (decision 0027): `PUT /games/{id}/stats` with `walkover`, the tournament's
 * `walkoverScore`, standings and brackets, the audit trail; deleting a team with games (409 TEAM_HAS_GAMES) and
 * withdrawing it from a tournament (remove or award its unplayed games; played ones kept; retired in the standings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompetition, createTeam, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { type AuditBody, future, gameBetween, past, type WalkoverSheet, withdrawnStandingsOf } from '#test/walkovers.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

const api = (path: string) => `/api/orgs/${league.orgId}${path}`
type Json = Record<string, unknown> & { id: string; version: number }

describe('withdrawing a team from a tournament', () => {
  async function season() {
    const { tournament, teams } = await createCompetition(league, {
      teamCount: 4,
      settings: { qualifiers: { descend: 1 } },
    })
    const [a, b, c, d] = teams.map((t) => t.id) as [string, string, string, string]
    const played = await gameBetween(league, tournament.id, a, b, past(14))
    await playGame(league, played.id, 2, 0) // a beats b
    const alsoPlayed = await gameBetween(league, tournament.id, c, d, past(14))
    await playGame(league, alsoPlayed.id, 1, 0)
    const unplayed = [
      await gameBetween(league, tournament.id, c, a, future(7)),
      await gameBetween(league, tournament.id, a, d, future(14)),
    ]
    const notA = await gameBetween(league, tournament.id, b, c, future(9))
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

    const rows = (await withdrawnStandingsOf(league, tournament.id)).groups[0]?.rows ?? []
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
    const rows = (await withdrawnStandingsOf(league, tournament.id)).groups[0]?.rows ?? []
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
    const rows = (await withdrawnStandingsOf(league, tournament.id)).groups[0]?.rows ?? []
    expect(rows.some((r) => r.withdrawn)).toBe(false)
  })
})

describe('on the public site', () => {
  it('says W.O. in the JSON, the pages and the calendar, and shows a withdrawn team as retired', async () => {
    const slug = 'liga-wo-test'
    await expectCall(league, 'PATCH', '', { publicSlug: slug }, 200)
    const { tournament, teams } = await createCompetition(league, { teamCount: 3 })
    const [a, b, c] = teams.map((t) => t.id) as [string, string, string]
    const game = await gameBetween(league, tournament.id, a, b, past(3))
    await expectCall(league, 'PUT', `/games/${game.id}/stats`, { walkover: { winner: 'home' }, confirm: true }, 200)
    await gameBetween(league, tournament.id, c, b, future(6))
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

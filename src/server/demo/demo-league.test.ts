import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type Json } from '#test/league.ts'
import { cookieOf, createTestServer, type TestServer } from '#test/server.ts'
import { buildDemoLeague, DEMO_EMAIL, DEMO_PASSWORD, type DemoResult } from './demo-league.ts'

let server: TestServer
let result: DemoResult
let cookie: string
const NOW = new Date()

beforeAll(async () => {
  server = await createTestServer()
  result = await buildDemoLeague({ db: server.database.db, live: server.live, now: NOW })
  const res = await server.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  })
  expect(res.status).toBe(200)
  cookie = cookieOf(res)
}, 300_000)
afterAll(() => server.close())

const get = async <T = Json>(path: string) => {
  const res = await call<T>(server, { cookie }, 'GET', `/api/orgs/${result.organizationId}${path}`)
  expect(res.status, path).toBe(200)
  return res.body
}

describe('the demo league', () => {
  it('creates a season, two tournaments, 16 teams and 200 players, and its admin can sign in', async () => {
    expect(result).toMatchObject({
      created: true,
      email: DEMO_EMAIL,
      counts: { tournaments: 2, teams: 16, players: 200, games: 56 + 24, playedGames: 28 + 12 },
    })
    const me = await call<{ user: { displayName: string } }>(server, { cookie }, 'GET', '/api/me')
    expect(me.body.user.displayName).toBe('Demo Admin')
    const dashboard = await get<{ counts: Record<string, number>; needsAttention: Json }>('/dashboard')
    expect(dashboard.counts).toMatchObject({
      seasons: 1,
      tournaments: 2,
      teams: 16,
      players: 200,
      locations: 2,
      games: 80,
    })
    // every played game but the last of each group is confirmed
    expect(dashboard.counts.confirmedGames).toBe(40 - 3)
    expect(dashboard.needsAttention.unconfirmedGamesCount).toBe(3)
  })

  it('has generated fixtures with half of them played, scorers, cards, standings and suspensions', async () => {
    const tournaments = await get<{ items: Json[] }>('/tournaments')
    expect(tournaments.items).toHaveLength(2)
    for (const tournament of tournaments.items) {
      const standings = await get<{ groups: { rows: { played: number; points: number }[] }[] }>(
        `/tournaments/${tournament.id}/standings`,
      )
      const rows = standings.groups.flatMap((g) => g.rows)
      expect(rows).toHaveLength(8)
      expect(rows.reduce((sum, row) => sum + row.played, 0)).toBeGreaterThan(0)
      const scorers = await get<{ items: { goals: number }[] }>(`/tournaments/${tournament.id}/scorers`)
      expect(scorers.items.length).toBeGreaterThan(5)
      const games = await get<{ items: Json[]; total: number }>(`/games?tournamentId=${tournament.id}`)
      expect(games.items.every((g) => g.state !== 'draft')).toBe(true)
      expect(games.items.every((g) => g.locationId !== null && g.playAt !== null)).toBe(true)
    }
    const suspensions = await get<{ items: Json[] }>('/suspensions')
    expect(suspensions.items.length).toBeGreaterThan(0)
    const discipline = await get<{ players: Json[] }>(`/tournaments/${tournaments.items[0]?.id}/discipline`)
    expect(discipline.players.length).toBeGreaterThan(0)
    const leaderboards = await get<{ teams: Json[]; players: Json[] }>('/leaderboards')
    expect(leaderboards.teams).toHaveLength(16)
  })

  it('is not built twice', async () => {
    const again = await buildDemoLeague({ db: server.database.db, live: server.live, now: NOW })
    expect(again).toEqual({ created: false, organizationId: result.organizationId, email: DEMO_EMAIL })
    expect((await get<{ counts: { teams: number } }>('/dashboard')).counts.teams).toBe(16)
  })
})

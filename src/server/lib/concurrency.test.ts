/**
 * Check-then-insert paths under concurrent requests. On PGlite requests take turns anyway; under
 * TEST_DB=postgres (npm test runs it there too) they interleave, and these tests caught 18 rounds instead of 6,
 * and 500s on the slug and the pending invitation's unique keys, before the advisory locks.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { game, invitation, organization, round } from '#server/db/schema.ts'
import { createGroup, createTeam, createTournament } from '#test/competition.ts'
import { createLeague, type League } from '#test/league.ts'
import { createTestServer, signUp, type TestServer, uniqueEmail } from '#test/server.ts'

let server: TestServer
let league: League
beforeAll(async () => {
  server = await createTestServer()
  league = await createLeague(server, 'Liga Carrera')
})
afterAll(() => server.close())

describe('concurrent check-then-insert', () => {
  it('5 concurrent fixture generations of one group give one set of rounds', async () => {
    const tournament = await createTournament(league)
    const teams = []
    for (let i = 0; i < 4; i++) teams.push(await createTeam(league))
    const group = await createGroup(
      league,
      tournament.id,
      teams.map((t) => t.id),
    )
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request(`/api/orgs/${league.orgId}/tournaments/${tournament.id}/fixtures`, {
          method: 'POST',
          cookie: league.admin.cookie,
          json: { groupId: group.id, mode: 'homeAndAway', startDate: '2026-03-07' },
        }),
      ),
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409])
    const rounds = await server.database.db.select().from(round).where(eq(round.groupId, group.id))
    const games = await server.database.db
      .select()
      .from(game)
      .where(and(eq(game.groupId, group.id), isNull(game.deletedAt)))
    expect(rounds).toHaveLength(6)
    expect(games).toHaveLength(12)
  })

  it('10 concurrent organizations of one name all get made, each with its own slug', async () => {
    // ten founders: an account creates at most 3 leagues a day (decision 0035)
    const users = []
    for (let i = 0; i < 10; i++) users.push(await signUp(server, { displayName: 'Fundador' }))
    const name = `Liga Gemela ${Math.random().toString(36).slice(2, 7)}`
    const responses = await Promise.all(
      users.map((user) =>
        server.request('/api/orgs', {
          method: 'POST',
          cookie: user.cookie,
          json: { name, leagues: [{ name: 'Primera', country: 'ES' }] },
        }),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201))
    const rows = await server.database.db.select().from(organization).where(eq(organization.name, name))
    expect(new Set(rows.map((r) => r.slug)).size).toBe(10)
  })

  it('10 concurrent invitations to one address leave one pending invitation and no 500', async () => {
    const email = uniqueEmail('twin')
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.request(`/api/orgs/${league.orgId}/invitations`, {
          method: 'POST',
          cookie: league.admin.cookie,
          json: { email, role: 'viewer' },
        }),
      ),
    )
    const statuses = responses.map((r) => r.status).sort()
    // the first three are sent (the same invitation, reused); the address's daily limit refuses the rest
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429])
    const rows = await server.database.db
      .select()
      .from(invitation)
      .where(and(eq(invitation.organizationId, league.orgId), eq(invitation.email, email)))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('pending')
  })
})

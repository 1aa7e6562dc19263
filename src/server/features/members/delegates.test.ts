/**
 * Delegates (decision 0039): invited with teams, they read what a viewer reads plus their own teams' private player
 * data, and keep their teams' lists, players and line-ups; nothing else.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamPlayer } from '#server/db/schema.ts'
import { createCompetition, createGame, expectCall, type TeamWithPlayers } from '#test/competition.ts'
import { call, createLeague, type Json, type League, type Problem, type User } from '#test/league.ts'
import { addMember, createTestServer } from '#test/server.ts'

let league: League
let own: TeamWithPlayers
let other: TeamWithPlayers
let tournamentId: string
let delegate: User
const api = (path: string) => `/api/orgs/${league.orgId}${path}`
type PlayerBody = Json & { dni: string | null; birthDate: string | null; email: string | null; teams: { id: string }[] }

beforeAll(async () => {
  league = await createLeague(await createTestServer())
  const competition = await createCompetition(league, { teamCount: 2, playersPerTeam: 2 })
  tournamentId = competition.tournament.id
  ;[own, other] = competition.teams as [TeamWithPlayers, TeamWithPlayers]
  for (const [i, p] of [...own.players, ...other.players].entries()) {
    const current = await expectCall<Json>(league, 'GET', `/players/${p.id}`, undefined, 200)
    const data = {
      version: current.version,
      dni: `3000000${i}`,
      birthDate: `2000-01-0${i + 1}`,
      email: `p${i}@x.org`,
    }
    await expectCall(league, 'PATCH', `/players/${p.id}`, data, 200)
  }
  delegate = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [own.id])
})
afterAll(() => league.server.close())

const as = (user: User, method: string, path: string, body?: unknown) =>
  call<Json & Problem>(league.server, user, method, api(path), body)

describe('inviting and changing a delegate', () => {
  it('needs teams for a delegate, refuses them for another role and another organization’s team', async () => {
    const invite = (json: unknown) => as(league.admin, 'POST', '/invitations', json)
    const noTeams = await invite({ email: 'd1@example.com', role: 'delegate' })
    expect(noTeams.status).toBe(400)
    expect(noTeams.body.invalidParams?.[0]?.name).toBe('teamIds')
    expect((await invite({ email: 'd1@example.com', role: 'delegate', teamIds: [] })).status).toBe(400)
    expect((await invite({ email: 'd1@example.com', role: 'viewer', teamIds: [own.id] })).status).toBe(400)
    const foreign = await call(league.server, league.intruder, 'POST', `/api/orgs/${league.intruder.orgId}/teams`, {
      name: 'Ajeno',
    })
    const notOurs = await invite({ email: 'd1@example.com', role: 'delegate', teamIds: [foreign.body.id] })
    expect(notOurs.status).toBe(400)
    expect(notOurs.body.invalidParams).toEqual([{ name: 'teamIds.0', reason: 'validation.not_found' }])
    const list = await as(league.admin, 'GET', '/invitations')
    expect(JSON.stringify(list.body)).not.toContain('d1@example.com')
  })

  it('names the teams in the e-mail and the invitation page; accepting makes a delegate of them', async () => {
    const sent = league.server.sent.length
    const res = await as(league.admin, 'POST', '/invitations', {
      email: 'd2@example.com',
      role: 'delegate',
      teamIds: [own.id],
      lang: 'en',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ role: 'delegate', teamIds: [own.id], teams: [{ id: own.id, name: own.name }] })
    const mail = league.server.sent[sent]
    expect(mail?.text).toContain(`as delegate of “${own.name}”`)
    const token = mail?.link?.split('/').pop() ?? ''
    const page = await league.server.request(`/api/invitations/${token}`)
    expect(await page.json()).toMatchObject({ role: 'delegate', teamNames: [own.name] })
    const member = await as(league.admin, 'GET', `/members/${delegate.userId}`)
    expect(member.body).toMatchObject({ role: 'delegate', teamIds: [own.id], teams: [{ id: own.id, name: own.name }] })
  })

  it('lets an admin change a delegate’s teams, and drops them with another role', async () => {
    const helper = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [own.id])
    const path = `/members/${helper.userId}`
    expect((await as(league.admin, 'PATCH', path, { teamIds: [own.id, other.id] })).body).toMatchObject({
      teamIds: expect.arrayContaining([own.id, other.id]),
    })
    expect((await as(league.admin, 'PATCH', path, { teamIds: [] })).status).toBe(400)
    expect((await as(league.admin, 'PATCH', path, { role: 'viewer', teamIds: [own.id] })).status).toBe(400)
    expect((await as(delegate, 'PATCH', path, { teamIds: [own.id] })).status).toBe(403)
    const viewer = await as(league.admin, 'PATCH', path, { role: 'viewer' })
    expect(viewer.body).toMatchObject({ role: 'viewer', teamIds: [], teams: [] })
    const back = await as(league.admin, 'PATCH', path, { role: 'delegate' })
    expect(back.status).toBe(400)
    const again = await as(league.admin, 'PATCH', path, { role: 'delegate', teamIds: [other.id] })
    expect(again.body).toMatchObject({ role: 'delegate', teamIds: [other.id] })
  })
})

describe('what a delegate reads', () => {
  it('sees private data of their own team’s players only', async () => {
    const mine = await as(delegate, 'GET', `/players/${own.players[0]?.id}`)
    expect(mine.body).toMatchObject({ dni: '30000000', birthDate: '2000-01-01', email: 'p0@x.org' })
    const theirs = (await as(delegate, 'GET', `/players/${other.players[0]?.id}`)).body as unknown as PlayerBody
    expect(theirs).toMatchObject({ dni: null, birthDate: null, email: null, firstname: other.players[0]?.firstname })
    const page = (await as(delegate, 'GET', '/players?limit=100')).body as unknown as { items: PlayerBody[] }
    const byId = new Map(page.items.map((p) => [p.id, p]))
    expect(byId.get(own.players[1]?.id ?? '')?.dni).toBe('30000001')
    expect(byId.get(other.players[1]?.id ?? '')?.dni).toBeNull()
    const roster = (await as(delegate, 'GET', `/teams/${other.id}/players`)).body as unknown as { items: PlayerBody[] }
    expect(roster.items.map((p) => p.dni)).toEqual([null, null])
    const team = (await as(delegate, 'GET', `/teams/${other.id}`)).body as unknown as { players: PlayerBody[] }
    expect(team.players.map((p) => p.dni)).toEqual([null, null])
    const ownRoster = (await as(delegate, 'GET', `/teams/${own.id}/players`)).body as unknown as { items: PlayerBody[] }
    expect(ownRoster.items.map((p) => p.dni).sort()).toEqual(['30000000', '30000001'])
  })

  it('finds no other team’s player by DNI, and cannot export players or print sheets', async () => {
    const byDni = (await as(delegate, 'GET', '/players?dni=30000002')).body as unknown as { items: unknown[] }
    expect(byDni.items).toEqual([])
    const byQ = (await as(delegate, 'GET', '/players?q=30000003')).body as unknown as { items: unknown[] }
    expect(byQ.items).toEqual([])
    expect((await as(delegate, 'GET', '/players.csv')).status).toBe(403)
    const viewerCsv = await league.server.request(api('/players.csv'), { cookie: league.viewer.cookie })
    expect(viewerCsv.status).toBe(200)
    const game = await createGame(league, { tournamentId, homeTeamId: own.id, awayTeamId: other.id })
    expect((await as(delegate, 'GET', `/games/${game.id}/sheet.pdf`)).status).toBe(403)
  })
})

describe('what a delegate writes', () => {
  it('creates a player on their own team, and not without a team or on another', async () => {
    const data = { firstname: 'Nuevo', lastname: 'Delegado', dni: '41.000.001' }
    const created = await as(delegate, 'POST', '/players', { ...data, teamId: own.id })
    expect(created.status).toBe(201)
    expect((created.body as unknown as PlayerBody).teams.map((t) => t.id)).toEqual([own.id])
    expect((await as(delegate, 'POST', '/players', { ...data, dni: '41000002' })).status).toBe(400)
    const elsewhere = await as(delegate, 'POST', '/players', { ...data, dni: '41000003', teamId: other.id })
    expect(elsewhere.status).toBe(403)
    const found = (await as(league.admin, 'GET', '/players?dni=41000003')).body as unknown as { items: unknown[] }
    expect(found.items).toEqual([])
  })

  let named = ''
  it('adds a league player named by DNI to their list without seeing their private data', async () => {
    // on another team of the same tournament: one team per player (decision 0038), refused and nothing shown
    const taken = await as(delegate, 'POST', '/players', {
      firstname: 'X',
      lastname: 'Y',
      dni: '30000002',
      teamId: own.id,
    })
    expect(taken.status).toBe(409)
    expect((taken.body as unknown as { code: string }).code).toBe('ON_ANOTHER_TEAM')
    expect(JSON.stringify(taken.body)).not.toContain('30000002')
    const loose = await expectCall(
      league,
      'POST',
      '/players',
      {
        firstname: 'Lola',
        lastname: 'Suelta',
        dni: '30000099',
        email: 'lola@example.com',
      },
      201,
    )
    named = loose.id as string
    const res = await as(delegate, 'POST', '/players', {
      firstname: 'X',
      lastname: 'Y',
      dni: '30000099',
      teamId: own.id,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: named, dni: null, birthDate: null, email: null })
    const roster = (await as(league.admin, 'GET', `/teams/${own.id}/players`)).body as unknown as { items: Json[] }
    expect(roster.items.map((p) => p.id)).toContain(named)
    const again = await as(league.admin, 'GET', `/players/${named}`)
    expect(again.body).toMatchObject({ firstname: 'Lola', dni: '30000099' })
  })

  it('sees no private data of a player whose entry on their list is a pending request', async () => {
    const entry = and(eq(teamPlayer.teamId, own.id), eq(teamPlayer.playerId, named))
    await league.server.database.db.update(teamPlayer).set({ status: 'pending' }).where(entry)
    expect((await as(delegate, 'GET', `/players/${named}`)).body).toMatchObject({ dni: null, email: null })
    const roster = (await as(delegate, 'GET', `/teams/${own.id}/players`)).body as unknown as { items: PlayerBody[] }
    expect(roster.items.find((p) => p.id === named)?.dni).toBeNull()
    await league.server.database.db.update(teamPlayer).set({ status: 'approved' }).where(entry)
    expect((await as(delegate, 'GET', `/players/${named}`)).body).toMatchObject({ dni: '30000099' })
  })

  it('adds and removes players on their own list only', async () => {
    const loose = await expectCall(league, 'POST', '/players', { firstname: 'Suelto', lastname: 'Libre' }, 201)
    expect((await as(delegate, 'POST', `/teams/${other.id}/players`, { playerId: loose.id })).status).toBe(403)
    expect((await as(delegate, 'POST', `/teams/${own.id}/players`, { playerId: loose.id })).status).toBe(201)
    expect((await as(delegate, 'DELETE', `/teams/${other.id}/players/${other.players[1]?.id}`)).status).toBe(403)
    expect((await as(delegate, 'DELETE', `/teams/${own.id}/players/${loose.id}`)).status).toBe(204)
    const roster = (await as(league.admin, 'GET', `/teams/${other.id}/players`)).body as unknown as { items: Json[] }
    expect(roster.items.map((p) => p.id)).toContain(other.players[1]?.id)
  })

  it('edits their own players, not their DNI once listed, and not another team’s', async () => {
    const mine = (await as(delegate, 'GET', `/players/${own.players[0]?.id}`)).body
    const renamed = await as(delegate, 'PATCH', `/players/${mine.id}`, { version: mine.version, jerseyNumber: 9 })
    expect(renamed.status).toBe(200)
    const dni = await as(delegate, 'PATCH', `/players/${mine.id}`, { version: renamed.body.version, dni: '55555555' })
    expect(dni.status).toBe(409)
    expect(dni.body.code).toBe('PLAYER_DNI_LOCKED')
    const theirs = (await as(league.admin, 'GET', `/players/${other.players[1]?.id}`)).body
    const res = await as(delegate, 'PATCH', `/players/${theirs.id}`, { version: theirs.version, firstname: 'Hack' })
    expect(res.status).toBe(403)
    expect((await as(league.admin, 'GET', `/players/${theirs.id}`)).body.firstname).not.toBe('Hack')
  })

  it('names their own side’s line-up until kick-off, and the other side stays', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    const game = await createGame(league, { tournamentId, homeTeamId: own.id, awayTeamId: other.id, playAt: tomorrow })
    const theirs = [other.players[1]?.id]
    await expectCall(league, 'PUT', `/games/${game.id}/lineups`, { home: [], away: theirs }, 200, league.scorer)
    const mine = [own.players[0]?.id, own.players[1]?.id]
    expect((await as(delegate, 'PUT', `/games/${game.id}/lineups`, { away: [] })).status).toBe(403)
    expect((await as(delegate, 'PUT', `/games/${game.id}/lineups`, { home: mine, away: [] })).status).toBe(403)
    const saved = await as(delegate, 'PUT', `/games/${game.id}/lineups`, { home: mine })
    expect(saved.status).toBe(200)
    const lineups = saved.body as unknown as { home: { playerId: string }[]; away: { playerId: string }[] }
    expect(lineups.home.map((p) => p.playerId).sort()).toEqual([...mine].sort())
    expect(lineups.away.map((p) => p.playerId)).toEqual(theirs)
    const past = new Date(Date.now() - 60_000).toISOString()
    await expectCall(league, 'PATCH', `/games/${game.id}`, { version: game.version, playAt: past }, 200)
    const closed = await as(delegate, 'PUT', `/games/${game.id}/lineups`, { home: [] })
    expect(closed.status).toBe(409)
    expect(closed.body.code).toBe('LINEUP_CLOSED')
  })

  it('may not enter results or cards, nor change teams, settings, members or billing', async () => {
    const game = await createGame(league, { tournamentId, homeTeamId: own.id, awayTeamId: other.id })
    const forbidden: [string, string, unknown][] = [
      ['PUT', `/games/${game.id}/stats`, { home: { unassignedGoals: 1 }, away: {} }],
      ['POST', `/games/${game.id}/cards`, { playerId: own.players[0]?.id, teamId: own.id, type: 'yellow' }],
      ['POST', `/games/${game.id}/confirm`, undefined],
      ['PATCH', `/teams/${own.id}`, { version: 1, name: 'Renamed' }],
      ['DELETE', `/players/${own.players[0]?.id}`, undefined],
      ['PATCH', '', { name: 'Pwned' }],
      ['POST', '/invitations', { email: 'z@example.com', role: 'viewer' }],
      ['PATCH', `/members/${league.viewer.userId}`, { role: 'admin' }],
      ['GET', '/audit', undefined],
      ['POST', '/teams', { name: 'Mine now' }],
    ]
    for (const [method, path, body] of forbidden) {
      expect((await as(delegate, method, path, body)).status, `${method} ${path}`).toBe(403)
    }
  })
})

/**
 * The registered list and eligibility at every game (decision 0038): the rules on additions, approvals and rejections,
 * the requests page, the eligibility answer, the guard of line-ups, goals and cards, and suspensions served only by
 * games the player sat out. Every endpoint by role, and another organization's admin gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGroup, createTeam, createTournament, expectCall, type GameSheetBody } from '#test/competition.ts'
import { call, createLeague, type League, type Problem } from '#test/league.ts'
import { createTestServer } from '#test/server.ts'
import { addRosterPlayer } from '../teams/team-roster.service.ts'

let league: League
beforeAll(async () => {
  league = await createLeague(await createTestServer())
}, 180_000)
afterAll(() => league.server.close())

type Entry = {
  id: string
  status: string
  rejectReason: string | null
  decidedBy: string | null
  decidedAt: string | null
}
type Eligibility = {
  home: { teamId: string; players: { playerId: string; eligible: boolean; reasons: { code: string }[] }[] }
  away: { teamId: string; players: { playerId: string; eligible: boolean; reasons: { code: string }[] }[] }
}
type Refusal = Problem & { detail?: string; rule?: Record<string, unknown>; players?: { playerId: string }[] }

let counter = 0
async function newPlayer(birthDate: string | null = '2010-05-05') {
  counter += 1
  const body = { firstname: `Elegible${counter}`, lastname: 'Prueba', ...(birthDate ? { birthDate } : {}) }
  return expectCall(league, 'POST', '/players', body, 201)
}

/** A tournament with the given registration rules and one group of two empty teams. */
async function aTournament(registration: Record<string, unknown>) {
  const tournament = await createTournament(league, { settings: { registration } })
  const home = await createTeam(league)
  const away = await createTeam(league)
  await createGroup(league, tournament.id, [home.id, away.id])
  return { tournament, home, away }
}

const add = (teamId: string, playerId: string, user = league.admin) =>
  call<Entry & Refusal>(league.server, user, 'POST', `/api/orgs/${league.orgId}/teams/${teamId}/players`, { playerId })

/** A non-admin's addition (a team delegate, to come): through the service, with a role that may not decide. */
async function askAsNonAdmin(teamId: string, playerId: string) {
  const { database, live } = league.server
  return addRosterPlayer({
    db: database.db,
    live,
    organizationId: league.orgId,
    id: teamId,
    data: { playerId },
    actor: { userId: league.scorer.userId, role: 'scorer' },
  })
}

describe('adding to the registered list', () => {
  it('refuses a full list, a player outside the category or without a birth date, and one on another team', async () => {
    const { home, away } = await aTournament({ maxPlayers: 1, bornFrom: '2009-01-01' })
    const first = await newPlayer()
    expect((await add(home.id, first.id)).body).toMatchObject({ status: 'approved', rejectReason: null })
    const full = await add(home.id, (await newPlayer()).id)
    expect(full.status).toBe(409)
    expect(full.body).toMatchObject({ code: 'ROSTER_FULL', rule: { count: 1, max: 1 } })
    expect(full.body.detail).toContain('1 of 1')
    const old = await add(away.id, (await newPlayer('2008-12-31')).id)
    expect(old.body).toMatchObject({ status: 409, code: 'OUTSIDE_CATEGORY', rule: { bornFrom: '2009-01-01' } })
    const unknown = await add(away.id, (await newPlayer(null)).id)
    expect(unknown.body).toMatchObject({ status: 409, code: 'BIRTH_DATE_MISSING' })
    const twice = await add(away.id, first.id)
    expect(twice.body).toMatchObject({ status: 409, code: 'ON_ANOTHER_TEAM', rule: { teamName: home.name } })
    expect(twice.body.detail).toContain(home.name)
    const roster = await expectCall<{ items: Entry[] }>(league, 'GET', `/teams/${away.id}/players`, undefined, 200)
    expect(roster.items).toEqual([])
  })

  it('after the close: an admin or manager adds (late addition); a non-admin’s request waits as pending', async () => {
    const { home } = await aTournament({ closesAt: '2026-01-01T00:00:00Z' })
    const late = await add(home.id, (await newPlayer()).id, league.manager)
    expect(late.body).toMatchObject({ status: 'approved', decidedBy: league.manager.userId })
    const asked = await askAsNonAdmin(home.id, (await newPlayer()).id)
    expect(asked).toMatchObject({ status: 'pending', rejectReason: 'REGISTRATION_CLOSED', decidedAt: null })
  })

  it('requiresApproval: a non-admin’s addition is pending, an admin’s approved', async () => {
    const { home } = await aTournament({ requiresApproval: true })
    expect((await add(home.id, (await newPlayer()).id)).body.status).toBe('approved')
    expect((await askAsNonAdmin(home.id, (await newPlayer()).id)).status).toBe('pending')
  })
})

describe('approving and rejecting', () => {
  it('approves (the rules checked again) or rejects with a reason; lists the requests oldest first', async () => {
    const { home } = await aTournament({ requiresApproval: true, maxPlayers: 2 })
    const [a, b, c] = [await newPlayer(), await newPlayer(), await newPlayer()]
    for (const p of [a, b, c]) await askAsNonAdmin(home.id, p.id)
    const requests = await expectCall<{ items: { playerId: string; breaches: unknown[] }[] }>(
      league,
      'GET',
      '/roster-requests',
      undefined,
      200,
      league.manager,
    )
    const mine = requests.items.filter((r) => [a.id, b.id, c.id].includes(r.playerId))
    expect(mine.map((r) => r.playerId)).toEqual([a.id, b.id, c.id])
    const base = `/teams/${home.id}/players`
    const approved = await expectCall<Entry>(league, 'POST', `${base}/${a.id}/approve`, undefined, 200, league.manager)
    expect(approved).toMatchObject({ status: 'approved', decidedBy: league.manager.userId })
    await expectCall(league, 'POST', `${base}/${b.id}/approve`, undefined, 200)
    const full = await expectCall<Refusal>(league, 'POST', `${base}/${c.id}/approve`, undefined, 409)
    expect(full).toMatchObject({ code: 'ROSTER_FULL', rule: { count: 2, max: 2 } })
    const after = await expectCall<{ items: { playerId: string; breaches: { code: string }[] }[] }>(
      league,
      'GET',
      '/roster-requests',
      undefined,
      200,
    )
    expect(after.items.find((r) => r.playerId === c.id)?.breaches.map((x) => x.code)).toEqual(['ROSTER_FULL'])
    const rejected = await expectCall<Entry>(
      league,
      'POST',
      `${base}/${c.id}/reject`,
      { reason: 'Lista completa' },
      200,
    )
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Lista completa' })
    expect(await expectCall<Refusal>(league, 'POST', `${base}/${c.id}/approve`, undefined, 409)).toMatchObject({
      code: 'ROSTER_NOT_PENDING',
    })
    await expectCall(league, 'POST', `${base}/${a.id}/reject`, { reason: ' ' }, 400)
  })

  it('scorers and viewers may not decide nor read the requests; another league’s admin gets 404', async () => {
    const { home } = await aTournament({ requiresApproval: true })
    const p = await newPlayer()
    await askAsNonAdmin(home.id, p.id)
    const base = `/teams/${home.id}/players/${p.id}`
    for (const user of [league.scorer, league.viewer]) {
      await expectCall(league, 'POST', `${base}/approve`, undefined, 403, user)
      await expectCall(league, 'POST', `${base}/reject`, { reason: 'No' }, 403, user)
      await expectCall(league, 'GET', '/roster-requests', undefined, 403, user)
    }
    const foreign = (path: string, body?: unknown) =>
      call(league.server, league.intruder, 'POST', `/api/orgs/${league.orgId}${path}`, body)
    expect((await foreign(`${base}/approve`)).status).toBe(404)
    expect((await foreign(`${base}/reject`, { reason: 'No' })).status).toBe(404)
    const theirs = `/api/orgs/${league.intruder.orgId}/teams/${home.id}/players/${p.id}/approve`
    expect((await call(league.server, league.intruder, 'POST', theirs)).status).toBe(404)
    const list = await call(league.server, league.intruder, 'GET', `/api/orgs/${league.orgId}/roster-requests`)
    expect(list.status).toBe(404)
    const roster = await expectCall<{ items: Entry[] }>(league, 'GET', `/teams/${home.id}/players`, undefined, 200)
    expect(roster.items.map((e) => e.status)).toEqual(['pending'])
  })
})

/** A game between two teams of a tournament, each with `approved` players on its list. */
async function aGame(registration: Record<string, unknown> = {}) {
  const { tournament, home, away } = await aTournament(registration)
  const homePlayers = [await newPlayer(), await newPlayer(), await newPlayer()]
  const awayPlayers = [await newPlayer(), await newPlayer()]
  for (const p of homePlayers) await add(home.id, p.id)
  for (const p of awayPlayers) await add(away.id, p.id)
  const game = await expectCall(
    league,
    'POST',
    '/games',
    { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id, playAt: '2026-03-01T18:00:00Z' },
    201,
  )
  return { tournament, home, away, game, homeIds: homePlayers.map((p) => p.id), awayIds: awayPlayers.map((p) => p.id) }
}

async function suspend(tournamentId: string, teamId: string, playerId: string, gamesCount = 1) {
  return expectCall(league, 'POST', '/suspensions', { tournamentId, teamId, playerId, gamesCount }, 201)
}

describe('eligibility at a game', () => {
  it('answers every player of each side with the reasons, to any member; 404 to another league', async () => {
    const { tournament, home, game, homeIds } = await aGame({ requiresApproval: true })
    const suspension = await suspend(tournament.id, home.id, homeIds[0] as string)
    const pending = await newPlayer()
    await askAsNonAdmin(home.id, pending.id)
    for (const user of [league.admin, league.manager, league.scorer, league.viewer]) {
      const body = await expectCall<Eligibility>(league, 'GET', `/games/${game.id}/eligibility`, undefined, 200, user)
      expect(body.home.players).toHaveLength(4)
      expect(body.away.players.every((p) => p.eligible)).toBe(true)
    }
    const body = await expectCall<Eligibility>(league, 'GET', `/games/${game.id}/eligibility`, undefined, 200)
    expect(body.home.players.find((p) => p.playerId === homeIds[0])).toMatchObject({
      eligible: false,
      reasons: [{ code: 'SUSPENDED', suspensionId: suspension.id, gamesLeft: 1 }],
    })
    expect(body.home.players.find((p) => p.playerId === pending.id)?.reasons).toEqual([
      { code: 'NOT_APPROVED', status: 'pending' },
    ])
    const foreign = await call(
      league.server,
      league.intruder,
      'GET',
      `/api/orgs/${league.orgId}/games/${game.id}/eligibility`,
    )
    expect(foreign.status).toBe(404)
  })

  it('refuses a line-up, goal or card of an ineligible player and changes nothing', async () => {
    const { tournament, home, away, game, homeIds } = await aGame()
    const banned = homeIds[0] as string
    await suspend(tournament.id, home.id, banned)
    const lineup = await expectCall<Refusal>(
      league,
      'PUT',
      `/games/${game.id}/lineups`,
      { home: homeIds, away: [] },
      409,
      league.scorer,
    )
    expect(lineup).toMatchObject({
      code: 'PLAYER_NOT_ELIGIBLE',
      players: [{ playerId: banned, reasons: [{ code: 'SUSPENDED' }] }],
    })
    const stats = { home: { goals: [{ playerId: banned, goals: 1 }] }, away: { goals: [] } }
    expect((await expectCall<Refusal>(league, 'PUT', `/games/${game.id}/stats`, stats, 409)).code).toBe(
      'PLAYER_NOT_ELIGIBLE',
    )
    const card = { playerId: banned, teamId: home.id, type: 'yellow' }
    expect((await expectCall<Refusal>(league, 'POST', `/games/${game.id}/cards`, card, 409)).code).toBe(
      'PLAYER_NOT_ELIGIBLE',
    )
    const sheet = await expectCall<GameSheetBody & { home: { lineup: unknown[] } }>(
      league,
      'GET',
      `/games/${game.id}`,
      undefined,
      200,
    )
    expect([sheet.homeGoals, sheet.home.lineup.length, sheet.home.cards.length]).toEqual([0, 0, 0])
    // a scorer may not field them anyway; an admin may, with a reason, and the game carries the flag
    const anyway = { home: homeIds, away: [], allowIneligible: true, reason: 'Mala inclusión: lo decide el tribunal' }
    await expectCall(league, 'PUT', `/games/${game.id}/lineups`, anyway, 403, league.scorer)
    await expectCall(league, 'PUT', `/games/${game.id}/lineups`, { ...anyway, reason: undefined }, 400)
    await expectCall(league, 'PUT', `/games/${game.id}/lineups`, anyway, 200, league.manager)
    const flagged = await expectCall<{ ineligibleFielded: { playerId: string; reason: string; by: string }[] }>(
      league,
      'GET',
      `/games/${game.id}`,
      undefined,
      200,
    )
    expect(flagged.ineligibleFielded).toEqual([
      expect.objectContaining({ playerId: banned, teamId: home.id, reason: anyway.reason, by: league.manager.userId }),
    ])
    // already in the game: a goal of theirs now is not asked again
    await expectCall(league, 'PUT', `/games/${game.id}/stats`, stats, 200)
    const audit = await expectCall<{ items: { action: string }[] }>(
      league,
      'GET',
      `/audit?entityId=${game.id}`,
      undefined,
      200,
    )
    expect(audit.items.map((e) => e.action)).toContain('ineligible_fielded')
    expect(away.id).toBeTruthy()
  })

  it('a line-up larger than maxPlayersPerGame is refused, whoever asks', async () => {
    const { game, homeIds } = await aGame({ maxPlayersPerGame: 2 })
    const body = { home: homeIds, away: [], allowIneligible: true, reason: 'x' }
    const refusal = await expectCall<Refusal>(league, 'PUT', `/games/${game.id}/lineups`, body, 409)
    expect(refusal).toMatchObject({ code: 'LINEUP_TOO_LARGE', rule: 'maxPlayersPerGame', count: 3, max: 2 })
    await expectCall(league, 'PUT', `/games/${game.id}/lineups`, { home: homeIds.slice(0, 2), away: [] }, 200)
  })

  it('a game the suspended player scored in does not serve the suspension; the next one sat out does', async () => {
    const { tournament, home, away, game, homeIds } = await aGame()
    const banned = homeIds[0] as string
    const s = await suspend(tournament.id, home.id, banned)
    const stats = {
      home: { goals: [{ playerId: banned, goals: 1 }] },
      away: { goals: [] },
      confirm: true,
      allowIneligible: true,
      reason: 'Jugó igual',
    }
    await expectCall(league, 'PUT', `/games/${game.id}/stats`, stats, 200)
    const read = () =>
      expectCall<{ remaining: number; status: string; breachedGameIds: string[] }>(
        league,
        'GET',
        `/suspensions/${s.id}`,
        undefined,
        200,
      )
    expect(await read()).toMatchObject({ remaining: 1, status: 'active', breachedGameIds: [game.id] })
    const next = await expectCall(
      league,
      'POST',
      '/games',
      { tournamentId: tournament.id, homeTeamId: away.id, awayTeamId: home.id, playAt: '2026-03-08T18:00:00Z' },
      201,
    )
    const atNext = await expectCall<Eligibility>(league, 'GET', `/games/${next.id}/eligibility`, undefined, 200)
    expect(atNext.away.players.find((p) => p.playerId === banned)?.eligible).toBe(false)
    await expectCall(
      league,
      'PUT',
      `/games/${next.id}/stats`,
      { home: { goals: [] }, away: { goals: [] }, confirm: true },
      200,
    )
    expect(await read()).toMatchObject({ remaining: 0, status: 'served' })
  })
})

describe('the public team page', () => {
  it('shows approved players only', async () => {
    await expectCall(league, 'PATCH', '', { publicSlug: 'liga-elegibilidad' }, 200)
    const { tournament, home, away } = await aTournament({ requiresApproval: true })
    const approved = await newPlayer()
    await add(home.id, approved.id)
    const pending = await newPlayer()
    await askAsNonAdmin(home.id, pending.id)
    // a team is public once it plays a published game
    const game = await expectCall(
      league,
      'POST',
      '/games',
      { tournamentId: tournament.id, homeTeamId: home.id, awayTeamId: away.id },
      201,
    )
    await expectCall(league, 'POST', `/games/${game.id}/publish`, {}, 200)
    const res = await league.server.request(`/api/public/liga-elegibilidad/teams/${home.id}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { roster: { id: string }[] }
    expect(body.roster.map((p) => p.id)).toEqual([approved.id])
  })
})

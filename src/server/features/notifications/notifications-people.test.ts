/**
 * Notifications (decision 0047) of a person and of games moved at once: one user's inbox and devices are theirs alone,
 * a round moved or dated in bulk tells the people of each published game, never of a draft, and a cup's new game its teams.
 */
import { createECDH, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notification, organization, pushSubscription } from '#server/db/schema.ts'
import { createGame, createGroup, createTeam, createTournament, expectCall, playGame } from '#test/competition.ts'
import { call, createLeague, type League, type User } from '#test/league.ts'
import { addMember, createTestServer, signUp } from '#test/server.ts'

let league: League
let delegateA: User
let teamA: Awaited<ReturnType<typeof createTeam>>
let teamB: Awaited<ReturnType<typeof createTeam>>
let tournamentId: string
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString()

beforeAll(async () => {
  league = await createLeague(await createTestServer())
  tournamentId = (await createTournament(league)).id
  teamA = await createTeam(league, 'Los Andes', 0)
  teamB = await createTeam(league, 'Boca Sur', 0)
  await createGroup(league, tournamentId, [teamA.id, teamB.id])
  delegateA = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [teamA.id])
})
afterAll(() => league.server.close())

const inbox = async (user: User) =>
  (
    await call<{ items: { title: string; kind: string }[]; unread: number }>(
      league.server,
      user,
      'GET',
      '/api/me/notifications',
    )
  ).body
const run = () => league.server.jobs.runDueJobs({ now: new Date() })

describe('one person’s notifications', () => {
  it('are theirs alone: another user reads none, marks none read and forgets no subscription of theirs', async () => {
    const db = league.server.database.db
    const game = await createGame(league, {
      tournamentId,
      homeTeamId: teamA.id,
      awayTeamId: teamB.id,
      playAt: inDays(9),
    })
    await expectCall(league, 'POST', `/games/${game.id}/publish`, { version: game.version }, 200)
    await run()
    const theirs = await db
      .select({ id: notification.id })
      .from(notification)
      .where(and(eq(notification.userId, delegateA.userId), eq(notification.channel, 'inbox')))
    expect(theirs.length).toBeGreaterThan(0)
    const stranger = await signUp(league.server)
    expect((await inbox(stranger)).items).toEqual([])
    const unreadBefore = (await inbox(delegateA)).unread
    expect(unreadBefore).toBeGreaterThan(0)
    const read = await call<{ unread: number }>(league.server, stranger, 'POST', '/api/me/notifications/read', {
      ids: theirs.map((n) => n.id),
    })
    expect([read.status, read.body.unread]).toEqual([200, 0])
    const all = await call(league.server, stranger, 'POST', '/api/me/notifications/read', {})
    expect(all.status).toBe(200)
    expect((await inbox(delegateA)).unread).toBe(unreadBefore)

    const endpoint = 'https://push.example/delegate-a-device'
    const keys = {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    }
    expect(
      (await call(league.server, delegateA, 'POST', '/api/me/push-subscriptions', { endpoint, keys })).status,
    ).toBe(204)
    expect((await call(league.server, stranger, 'DELETE', '/api/me/push-subscriptions', { endpoint })).status).toBe(204)
    const kept = await db.select().from(pushSubscription).where(eq(pushSubscription.endpoint, endpoint))
    expect(kept.map((s) => s.userId)).toEqual([delegateA.userId])
    // signed out, none of it answers
    for (const [method, path] of [
      ['GET', '/api/me/notifications'],
      ['POST', '/api/me/notifications/read'],
      ['GET', '/api/me/notification-settings'],
      ['DELETE', '/api/me/push-subscriptions'],
    ] as const) {
      expect((await call(league.server, { cookie: '' }, method, path, method === 'GET' ? undefined : {})).status).toBe(
        401,
      )
    }
  })
})

describe('games moved in bulk', () => {
  it('tells of each published game a round move or a date set at once moves, and of no draft', async () => {
    const published = await createGame(league, {
      tournamentId,
      homeTeamId: teamA.id,
      awayTeamId: teamB.id,
      playAt: inDays(40),
    })
    await expectCall(league, 'POST', `/games/${published.id}/publish`, { version: published.version }, 200)
    const draft = await createGame(league, {
      tournamentId,
      homeTeamId: teamB.id,
      awayTeamId: teamA.id,
      playAt: inDays(41),
    })
    await run()
    const moved = async () =>
      (await inbox(delegateA)).items.filter(
        (n) => n.kind === 'game.moved' && n.title.startsWith('Los Andes – Boca Sur'),
      )
    expect(await moved()).toHaveLength(0)

    const ids = [published.id, draft.id]
    await expectCall(league, 'POST', '/games/bulk', { action: 'moveDays', ids, days: 7 }, 200)
    await run()
    expect(await moved()).toHaveLength(1)
    await expectCall(
      league,
      'POST',
      '/games/bulk',
      { action: 'setDate', ids, playAt: inDays(50), allowOverlap: true },
      200,
    )
    await run()
    expect(await moved()).toHaveLength(2)
    expect((await inbox(delegateA)).items.some((n) => n.title.startsWith('Boca Sur – Los Andes'))).toBe(false)
  })
})

describe('a cup’s games', () => {
  it('tell the teams’ people of a knockout game the bracket creates published', async () => {
    const cup = await createTournament(league)
    const heard = async () =>
      (await inbox(delegateA)).items.filter((n) => n.kind === 'game.scheduled' && n.title.includes(' – '))
    const before = (await heard()).length
    await expectCall(
      league,
      'POST',
      `/tournaments/${cup.id}/brackets`,
      { name: 'Copa', teamIds: [teamA.id, teamB.id] },
      201,
    )
    await run()
    expect((await heard()).length).toBe(before + 1)
  })
})

describe('a result', () => {
  it('tells the teams’ people the score once it is confirmed, not while it is entered', async () => {
    const game = await createGame(league, {
      tournamentId,
      homeTeamId: teamB.id,
      awayTeamId: teamA.id,
      playAt: inDays(-1),
    })
    await expectCall(league, 'POST', `/games/${game.id}/publish`, { version: game.version }, 200)
    const results = async () => (await inbox(delegateA)).items.filter((n) => n.kind === 'game.result')
    const before = (await results()).length
    const stats = { home: { goals: [], unassignedGoals: 2 }, away: { goals: [], unassignedGoals: 1 } }
    await expectCall(league, 'PUT', `/games/${game.id}/stats`, stats, 200)
    await run()
    expect(await results()).toHaveLength(before)
    await playGame(league, game.id, 2, 1)
    await run()
    const heard = await results()
    expect(heard).toHaveLength(before + 1)
    expect(heard[0]?.title).toMatch(/^Boca Sur 2 – 1 Los Andes: /)
    // edited after: no second message
    await expectCall(league, 'PUT', `/games/${game.id}/stats`, { ...stats, confirm: true }, 200)
    await run()
    expect(await results()).toHaveLength(before + 1)
  })
})

describe('an e-mail', () => {
  it('shows the league’s crest beside its name', async () => {
    await league.server.database.db
      .update(organization)
      .set({ logoPath: 'logos/crest.png' })
      .where(eq(organization.id, league.orgId))
    const game = await createGame(league, {
      tournamentId,
      homeTeamId: teamA.id,
      awayTeamId: teamB.id,
      playAt: inDays(60),
    })
    await expectCall(league, 'POST', `/games/${game.id}/publish`, { version: game.version }, 200)
    const sentBefore = league.server.sent.length
    await run()
    await league.server.jobs.runDueJobs({ now: new Date(Date.now() + 10 * 60_000) })
    const mail = league.server.sent.slice(sentBefore).find((m) => m.to === delegateA.email)
    expect(mail?.html).toContain('<img src="http://localhost:3000/api/uploads/logos/crest.png"')
  })
})

/**
 * Notifications (decision 0047) end to end: events reach exactly the right people, drafts tell nobody, a burst is one
 * e-mail, preferences and the one-click unsubscribe work, and the queue delivers once (a lease that runs out, two
 * workers).
 */
import { createECDH, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { job, notification, player, pushSubscription } from '#server/db/schema.ts'
import { addRosterPlayer } from '#server/features/teams/teams.api.ts'
import { createGame, createGroup, createTeam, createTournament, expectCall } from '#test/competition.ts'
import { call, createLeague, type League, type User } from '#test/league.ts'
import { addReferee } from '#test/officials.ts'
import { addMember, createTestServer, signUp } from '#test/server.ts'

let league: League
let delegateA: User
let delegateC: User
let playerUser: User
let teamA: Awaited<ReturnType<typeof createTeam>>
let teamB: Awaited<ReturnType<typeof createTeam>>
let teamC: Awaited<ReturnType<typeof createTeam>>
let tournamentId: string
const MINUTE = 60_000

beforeAll(async () => {
  league = await createLeague(await createTestServer({ NOTIFY_DIGEST_SECONDS: '120' }))
  const tournament = await createTournament(league, { settings: { registration: { requiresApproval: true } } })
  tournamentId = tournament.id
  teamA = await createTeam(league, 'Los Andes', 1)
  teamB = await createTeam(league, 'Boca Sur', 1)
  teamC = await createTeam(league, 'Ceibos', 0)
  await createGroup(league, tournament.id, [teamA.id, teamB.id, teamC.id])
  delegateA = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [teamA.id])
  delegateC = await addMember(league.server, { ...league.admin, orgId: league.orgId }, 'delegate', [teamC.id])
  playerUser = await signUp(league.server)
  await league.server.database.db
    .update(player)
    .set({ userId: playerUser.userId })
    .where(eq(player.id, teamB.players[0]?.id ?? ''))
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
const run = (now: Date) => league.server.jobs.runDueJobs({ now })
const mailsTo = (user: User) => league.server.sent.filter((m) => m.to === user.email && m.headers)

describe('events → recipients', () => {
  let gameId: string
  let version: number
  it('tells nobody of a draft; a published game reaches both teams’ delegates and linked players only', async () => {
    const playAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString()
    const created = await createGame(league, { tournamentId, homeTeamId: teamA.id, awayTeamId: teamB.id, playAt })
    gameId = created.id
    const moved = await expectCall(
      league,
      'PATCH',
      `/games/${gameId}`,
      { version: created.version, playAt: new Date(Date.now() + 8 * 24 * 3600_000).toISOString() },
      200,
    )
    await run(new Date(Date.now() + 10 * MINUTE))
    const db = league.server.database.db
    expect((await db.select({ n: count() }).from(notification))[0]?.n).toBe(0)

    const published = await expectCall(league, 'POST', `/games/${gameId}/publish`, { version: moved.version }, 200)
    version = published.version
    await run(new Date())
    expect((await inbox(delegateA)).items.map((i) => i.kind)).toEqual(['game.scheduled'])
    expect((await inbox(playerUser)).items).toHaveLength(1)
    expect((await inbox(playerUser)).items[0]?.title).toContain('Los Andes – Boca Sur')
    for (const other of [delegateC, league.admin, league.manager, league.intruder])
      expect((await inbox(other)).items).toHaveLength(0)
    // the e-mails wait for the digest window
    expect(mailsTo(delegateA)).toHaveLength(0)
    await run(new Date(Date.now() + 3 * MINUTE))
    expect(mailsTo(delegateA)).toHaveLength(1)
    expect(mailsTo(playerUser)).toHaveLength(1)
    expect(mailsTo(delegateC)).toHaveLength(0)
    // the same round again sends nothing more
    await run(new Date(Date.now() + 10 * MINUTE))
    expect(mailsTo(delegateA)).toHaveLength(1)
  })

  it('makes ONE e-mail of a burst of 10 moves, with RFC 8058 headers and a text and an HTML part', async () => {
    const base = Date.now() + 10 * 24 * 3600_000
    for (let i = 0; i < 10; i++) {
      const next = await expectCall(
        league,
        'PATCH',
        `/games/${gameId}`,
        { version, playAt: new Date(base + i * 3600_000).toISOString() },
        200,
      )
      version = next.version
    }
    await run(new Date())
    expect((await inbox(delegateA)).unread).toBe(11)
    await run(new Date(Date.now() + MINUTE))
    expect(mailsTo(delegateA)).toHaveLength(1)
    await run(new Date(Date.now() + 3 * MINUTE))
    const mails = mailsTo(delegateA)
    expect(mails).toHaveLength(2)
    const mail = mails[1]
    expect(mail?.subject).toContain('10')
    expect(mail?.text.match(/Los Andes – Boca Sur/g)).toHaveLength(10)
    expect(mail?.html).toContain('<ul>')
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/,
    )
  })

  it('tells a confirmed suspension to the player and the team’s delegates, a roster decision to who asked', async () => {
    await expectCall(
      league,
      'POST',
      '/suspensions',
      { tournamentId, playerId: teamB.players[0]?.id, teamId: teamB.id, gamesCount: 2 },
      201,
    )
    const extra = await expectCall(league, 'POST', '/players', { firstname: 'Nuevo', lastname: 'Pedido' }, 201)
    const { database, live } = league.server
    const asked = await addRosterPlayer({
      db: database.db,
      live,
      organizationId: league.orgId,
      id: teamA.id,
      data: { playerId: extra.id },
      actor: { userId: delegateA.userId, role: 'delegate' },
    })
    expect(asked.status).toBe('pending')
    await run(new Date())
    expect((await inbox(playerUser)).items[0]?.kind).toBe('suspension.confirmed')
    expect((await inbox(delegateA)).items[0]?.kind).not.toBe('suspension.confirmed')
    expect((await inbox(league.admin)).items.map((i) => i.kind)).toEqual(['roster.requested'])
    expect((await inbox(league.manager)).items.map((i) => i.kind)).toEqual(['roster.requested'])
    expect((await inbox(league.viewer)).items).toHaveLength(0)
    await expectCall(league, 'POST', `/teams/${teamA.id}/players/${extra.id}/approve`, undefined, 200)
    await run(new Date())
    expect((await inbox(delegateA)).items[0]?.kind).toBe('roster.decided')
    expect((await inbox(delegateA)).items[0]?.title).toContain('Nuevo Pedido')
    expect((await inbox(delegateC)).items).toHaveLength(0)
    // marking read
    const read = await call<{ unread: number }>(league.server, delegateA, 'POST', '/api/me/notifications/read', {})
    expect(read.body.unread).toBe(0)
    await run(new Date(Date.now() + 10 * MINUTE))
  })
})

describe('preferences and unsubscribe', () => {
  it('keeps the e-mails of a category off, and a one-click POST without a cookie turns them off', async () => {
    const put = await call<{ channels: { schedule: { email: boolean; inbox: boolean } } }>(
      league.server,
      delegateA,
      'PUT',
      '/api/me/notification-settings',
      { lang: 'en', channels: { schedule: { email: false } } },
    )
    expect(put.body.channels.schedule).toMatchObject({ email: false, inbox: true })
    const bad = await call(league.server, delegateA, 'PUT', '/api/me/notification-settings', { channels: { nope: {} } })
    expect(bad.status).toBe(400)

    const unsubscribe = mailsTo(playerUser)[0]?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? ''
    const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search
    const page = await league.server.app.request(`http://localhost:3000${path}`)
    expect(page.status).toBe(200)
    const settingsBefore = await call<{ channels: { discipline: { email: boolean } } }>(
      league.server,
      playerUser,
      'GET',
      '/api/me/notification-settings',
    )
    expect(settingsBefore.body.channels.discipline.email).toBe(true)
    // a mail program's one-click POST: no cookie, no Origin
    const done = await league.server.app.request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    const settingsAfter = await call<{ channels: { schedule: { email: boolean; push: boolean } } }>(
      league.server,
      playerUser,
      'GET',
      '/api/me/notification-settings',
    )
    expect(settingsAfter.body.channels.schedule).toMatchObject({ email: false, push: true })
    const forged = await league.server.app.request(`http://localhost:3000${path.slice(0, -3)}abc`, { method: 'POST' })
    expect(forged.status).toBe(400)

    const sentBefore = league.server.sent.length
    const game = await createGame(league, {
      tournamentId,
      homeTeamId: teamA.id,
      awayTeamId: teamB.id,
      playAt: new Date(Date.now() + 20 * 24 * 3600_000).toISOString(),
    })
    await expectCall(league, 'POST', `/games/${game.id}/publish`, { version: game.version }, 200)
    await run(new Date())
    await run(new Date(Date.now() + 5 * MINUTE))
    expect((await inbox(delegateA)).items[0]?.title).toMatch(/^Los Andes – Boca Sur: /)
    const after = league.server.sent.slice(sentBefore)
    // the player's e-mail is about the schedule, which the one-click link of a schedule e-mail turned off
    expect(after.filter((m) => m.to === delegateA.email || m.to === playerUser.email)).toHaveLength(0)
  })
})

describe('delivery', () => {
  it('takes a job again once the lease of a worker that died runs out, and delivers once', async () => {
    const db = league.server.database.db
    const { enqueueJob, runDueJobs } = await import('#server/lib/jobs/job-queue.ts')
    const seen: string[] = []
    const handlers = { 'test.echo': async (row: { key: string }) => void seen.push(row.key) }
    await enqueueJob(db, { kind: 'test.echo', key: 'echo:1' })
    await enqueueJob(db, { kind: 'test.echo', key: 'echo:1' })
    const now = new Date(Date.now() + 60 * MINUTE)
    // a worker claims it and dies: its handler never finishes
    const dying = runDueJobs({ db, now, leaseMs: MINUTE, handlers: { 'test.echo': () => new Promise(() => {}) } })
    void dying
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await runDueJobs({ db, now, handlers })).done).toBe(0)
    expect((await runDueJobs({ db, now: new Date(now.getTime() + 2 * MINUTE), handlers })).done).toBe(1)
    expect(seen).toEqual(['echo:1'])
    expect(await db.select().from(job).where(eq(job.key, 'echo:1'))).toHaveLength(0)
  })

  it('delivers once with two workers racing on the same database', async () => {
    const db = league.server.database.db
    const { enqueueJob, runDueJobs } = await import('#server/lib/jobs/job-queue.ts')
    const seen: string[] = []
    const handlers = {
      'test.race': async (row: { key: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        seen.push(row.key)
      },
    }
    for (let i = 0; i < 30; i++) await enqueueJob(db, { kind: 'test.race', key: `race:${i}` })
    const now = new Date(Date.now() + 60 * MINUTE)
    const [a, b] = await Promise.all([runDueJobs({ db, now, handlers }), runDueJobs({ db, now, handlers })])
    expect((a?.done ?? 0) + (b?.done ?? 0)).toBe(30)
    expect(seen.sort()).toEqual([...new Set(seen)].sort())
    expect(seen).toHaveLength(30)
  })

  it('removes a push subscription the push service says is gone (410), keeps a live one', async () => {
    const hits: string[] = []
    const fake = http.createServer((req, res) => {
      hits.push(req.url ?? '')
      res.writeHead(req.url === '/gone' ? 410 : 201).end()
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    const port = (fake.address() as AddressInfo).port
    const keys = () => ({
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    })
    const db = league.server.database.db
    await db.insert(pushSubscription).values([
      { userId: playerUser.userId, endpoint: `http://127.0.0.1:${port}/gone`, ...keys() },
      { userId: playerUser.userId, endpoint: `http://127.0.0.1:${port}/live`, ...keys() },
    ])
    const game = await createGame(league, {
      tournamentId,
      homeTeamId: teamB.id,
      awayTeamId: teamA.id,
      playAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    })
    await expectCall(league, 'POST', `/games/${game.id}/publish`, { version: game.version }, 200)
    await run(new Date())
    await run(new Date(Date.now() + 5 * MINUTE))
    fake.close()
    expect(hits.sort()).toEqual(['/gone', '/live'])
    const left = await db.select().from(pushSubscription).where(eq(pushSubscription.userId, playerUser.userId))
    expect(left.map((s) => s.endpoint)).toEqual([`http://127.0.0.1:${port}/live`])
    const pushed = await db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, playerUser.userId), eq(notification.channel, 'push')))
    expect(pushed.every((n) => n.sentAt !== null)).toBe(true)
  })
})

describe('officials and match reports', () => {
  it('tells the appointed official in the app, then of the game’s moves; the teams of a submitted report, the admins of a dispute', async () => {
    const referee = await addReferee(league.server, league.orgId, 'Árbitra Avisos')
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString()
    const created = await createGame(league, {
      tournamentId,
      homeTeamId: teamA.id,
      awayTeamId: teamC.id,
      playAt: yesterday,
      allowOverlap: true,
    })
    const published = await expectCall(
      league,
      'POST',
      `/games/${created.id}/publish`,
      { version: created.version },
      200,
    )
    await expectCall(
      league,
      'PUT',
      `/games/${created.id}/officials`,
      { referee: referee.officialId, assistants: [] },
      200,
    )
    await run(new Date())
    const appointment = (await inbox(referee)).items.find((i) => i.kind === 'appointment.made')
    expect(appointment?.title).toContain('Los Andes – Ceibos')
    // its e-mail is the appointment's own (with the way to answer), not a second one from the inbox's digest
    await run(new Date(Date.now() + 3 * MINUTE))
    expect(mailsTo(referee).filter((m) => /designa|appointed/i.test(m.text))).toHaveLength(0)
    await expectCall(
      league,
      'PATCH',
      `/games/${created.id}`,
      { version: published.version, playAt: new Date(Date.now() - 23 * 3600_000).toISOString() },
      200,
    )
    await run(new Date())
    expect((await inbox(referee)).items.map((i) => i.kind)).toContain('game.moved')

    const as = (user: User, path: string, body: unknown) =>
      call(league.server, user, 'POST', `/api/orgs/${league.orgId}/games/${created.id}${path}`, body)
    expect((await as(referee, '/officials/respond', { accept: true })).status).toBe(200)
    expect((await as(referee, '/report/submit', { remarks: 'Sin incidentes' })).status).toBe(200)
    await run(new Date())
    for (const delegate of [delegateA, delegateC])
      expect((await inbox(delegate)).items.map((i) => i.kind)).toContain('report.submitted')
    expect((await inbox(league.admin)).items.map((i) => i.kind)).not.toContain('report.submitted')
    expect((await as(delegateC, '/report/dispute', { reason: 'El gol fue en offside' })).status).toBe(200)
    await run(new Date())
    expect((await inbox(league.admin)).items.map((i) => i.kind)).toContain('report.disputed')
    expect((await inbox(league.manager)).items.map((i) => i.kind)).not.toContain('report.disputed')
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { member, session, user } from '#server/db/schema.ts'
import { createLeague, type League, listen, waitForEvent } from '#test/league.ts'
import { createTestServer, signUp, type TestServer } from '#test/server.ts'
import { SESSION_CACHE_MS, SessionCache } from './guards.ts'

describe('SessionCache', () => {
  const inOneDay = () => new Date(Date.now() + 86_400_000)

  it('remembers a cookie for SESSION_CACHE_MS, never past the session’s own expiry', () => {
    let now = 1_000_000
    const cache = new SessionCache(() => now)
    cache.set('a', 'user-a', inOneDay())
    cache.set('b', 'user-b', new Date(now + 1_000))
    expect(cache.get('a')).toBe('user-a')
    expect(cache.get('b')).toBe('user-b')
    expect(cache.get('c')).toBeNull()
    now += 1_000
    expect(cache.get('b')).toBeNull()
    expect(cache.get('a')).toBe('user-a')
    now += SESSION_CACHE_MS - 1_000
    expect(cache.get('a')).toBeNull()
  })

  it('forgets everything on clear, also a session read before the clear and set after it', () => {
    const cache = new SessionCache()
    cache.set('a', 'user-a', inOneDay())
    const readBefore = cache.generation
    cache.clear()
    expect(cache.get('a')).toBeNull()
    cache.set('b', 'user-b', inOneDay(), readBefore)
    expect(cache.get('b')).toBeNull()
    cache.set('b', 'user-b', inOneDay())
    expect(cache.get('b')).toBe('user-b')
  })

  it('keeps a bounded number of cookies, dropping the oldest', () => {
    const cache = new SessionCache()
    for (let i = 0; i <= 5_000; i++) cache.set(`cookie-${i}`, `user-${i}`, inOneDay())
    expect(cache.get('cookie-0')).toBeNull()
    expect(cache.get('cookie-1')).toBe('user-1')
    expect(cache.get('cookie-5000')).toBe('user-5000')
  })
})

describe('requireActor with the session cache', () => {
  let server: TestServer
  let league: League
  beforeAll(async () => {
    server = await createTestServer()
    league = await createLeague(server)
  })
  afterAll(() => server.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('honours a session revoked elsewhere (another instance) within SESSION_CACHE_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { cookie, userId } = await signUp(server)
    expect((await server.request('/api/me', { cookie })).status).toBe(200)
    // what a sign-out on another instance leaves: the session row is gone, this instance did not see the request
    await server.database.db.delete(session).where(eq(session.userId, userId))
    expect((await server.request('/api/me', { cookie })).status).toBe(200)
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1)
    expect((await server.request('/api/me', { cookie })).status).toBe(401)
  })

  it('reads the user and the membership fresh on every request: profile, disabling and role changes show at once', async () => {
    const { cookie, userId } = await signUp(server, { displayName: 'Before' })
    const me = async () => (await server.request('/api/me', { cookie })).json() as Promise<{ user: Json }>
    expect((await me()).user.displayName).toBe('Before')
    await server.database.db.update(user).set({ displayName: 'After' }).where(eq(user.id, userId))
    expect((await me()).user.displayName).toBe('After')

    const path = `/api/orgs/${league.orgId}/seasons`
    const viewer = league.viewer
    const create = () => server.request(path, { method: 'POST', cookie: viewer.cookie, json: { name: 'Apertura' } })
    expect((await create()).status).toBe(403)
    await server.database.db.update(member).set({ role: 'manager' }).where(eq(member.userId, viewer.userId))
    expect((await create()).status).toBe(201)
    await server.database.db.delete(member).where(eq(member.userId, viewer.userId))
    expect((await server.request(path, { cookie: viewer.cookie })).status).toBe(404)

    await server.database.db.update(user).set({ banned: true }).where(eq(user.id, userId))
    expect((await server.request('/api/me', { cookie })).status).toBe(401)
  })

  it('names the organization as stored when the path spells its id in capitals: its live events reach its members', async () => {
    const upper = league.orgId.toUpperCase()
    const org = await server.request(`/api/orgs/${upper}`, { cookie: league.admin.cookie })
    expect(org.status).toBe(200)
    expect(((await org.json()) as Json).id).toBe(league.orgId)
    const { events, stop } = listen(server, league.orgId)
    try {
      const created = await server.request(`/api/orgs/${upper}/seasons`, {
        method: 'POST',
        cookie: league.admin.cookie,
        json: { name: 'Mayúsculas' },
      })
      expect(created.status).toBe(201)
      await waitForEvent(events, {
        entity: 'seasons',
        action: 'created',
        id: ((await created.json()) as Json).id as string,
      })
    } finally {
      stop()
    }
  })
})

type Json = Record<string, unknown>

/** The account's sessions in Settings (decision 0036): better-auth's list, revoke one, revoke the others. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieOf, createTestServer, signUp, type TestServer } from '#test/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

type SessionRow = { id: string; token: string; userAgent: string | null; ipAddress: string | null }

async function signInFrom(email: string, password: string, ip: string, userAgent: string) {
  const res = await server.request('/api/auth/sign-in/email', {
    method: 'POST',
    ip,
    headers: { 'user-agent': userAgent },
    json: { email, password },
  })
  expect(res.status).toBe(200)
  return cookieOf(res)
}

describe('sessions', () => {
  it('lists the account’s sessions with device and address, and signs one out', async () => {
    // unverified: opening the verification link signs in too (autoSignInAfterVerification), a session of its own
    const account = await signUp(server, { verified: false })
    const phone = await signInFrom(account.email, account.password, '203.0.113.7', 'Mozilla/5.0 (iPhone) Safari')
    const list = await server.request('/api/auth/list-sessions', { cookie: account.cookie })
    expect(list.status).toBe(200)
    const sessions = (await list.json()) as SessionRow[]
    expect(sessions).toHaveLength(2)
    const phoneSession = sessions.find((s) => s.ipAddress === '203.0.113.7')
    expect(phoneSession?.userAgent).toContain('iPhone')

    // another account cannot sign this one's session out
    const stranger = await signUp(server)
    await server.request('/api/auth/revoke-session', {
      method: 'POST',
      cookie: stranger.cookie,
      json: { token: phoneSession?.token },
    })
    expect((await server.request('/api/me', { cookie: phone })).status).toBe(200)

    const revoke = await server.request('/api/auth/revoke-session', {
      method: 'POST',
      cookie: account.cookie,
      json: { token: phoneSession?.token },
    })
    expect(revoke.status).toBe(200)
    expect((await server.request('/api/me', { cookie: phone })).status).toBe(401)
    expect((await server.request('/api/me', { cookie: account.cookie })).status).toBe(200)
  })

  it('signs every other device out and keeps this one', async () => {
    const account = await signUp(server)
    const others = [
      await signInFrom(account.email, account.password, '203.0.113.8', 'Firefox'),
      await signInFrom(account.email, account.password, '203.0.113.9', 'Chrome'),
    ]
    const res = await server.request('/api/auth/revoke-other-sessions', {
      method: 'POST',
      cookie: account.cookie,
      json: {},
    })
    expect(res.status).toBe(200)
    for (const cookie of others) expect((await server.request('/api/me', { cookie })).status).toBe(401)
    expect((await server.request('/api/me', { cookie: account.cookie })).status).toBe(200)
    const list = (await (
      await server.request('/api/auth/list-sessions', { cookie: account.cookie })
    ).json()) as unknown[]
    expect(list).toHaveLength(1)
  })
})

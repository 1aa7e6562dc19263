import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, signUp, type TestServer, uniqueEmail } from '#test/server.ts'
import { CLIENT_IP_HEADER } from './auth.ts'
import { createSignInThrottle, FAILURE_WINDOW_MS, MAX_DELAY_MS, signInDelayMs } from './sign-in-throttle.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' })
})
afterAll(() => server.close())

const signIn = (email: string, password: string, headers: Record<string, string>, ip = '127.0.0.1') =>
  server.request('/api/auth/sign-in/email', { method: 'POST', ip, headers, json: { email, password } })

describe('the client address behind a trusted proxy', () => {
  it('is the right-most X-Forwarded-For entry, so a forged left-hand entry does not escape the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await signIn(uniqueEmail(), 'wrong-password', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses.slice(3)).toEqual([429, 429])
    // another real client behind the same proxy is not limited
    const other = await signIn(uniqueEmail(), 'wrong-password', { 'x-forwarded-for': '198.51.100.1, 203.0.113.8' })
    expect(other.status).toBe(401)
  })
})

describe('sign-in limited per account', () => {
  it('grows a gentle delay per e-mail, never a lockout', () => {
    expect([0, 1, 2].map(signInDelayMs)).toEqual([0, 0, 0])
    expect(signInDelayMs(3)).toBe(500)
    expect(signInDelayMs(4)).toBe(1000)
    expect(signInDelayMs(5)).toBe(2000)
    expect(signInDelayMs(50)).toBe(MAX_DELAY_MS)
  })

  it('waits before checking the password of an account with recent failures, across addresses, and forgets on success', async () => {
    const user = await signUp(server)
    let clock = 1_000_000_000
    const waits: number[] = []
    const throttle = createSignInThrottle({
      db: server.database.db,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
    const handle = (ip: string, password: string) =>
      throttle.guard(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', [CLIENT_IP_HEADER]: ip },
          body: JSON.stringify({ email: user.email.toUpperCase(), password }),
        }),
        (request) => server.auth.handler(request),
      )
    for (let i = 0; i < 5; i++) {
      const res = await handle(`192.0.2.${i}`, 'wrong-password')
      expect(res.status).toBe(401)
      clock += 100
    }
    // 3 failures free, then 500 ms and 1 s after the last failure (100 ms of which have passed)
    expect(waits).toEqual([400, 900])
    // another account is not delayed
    await throttle.wait(uniqueEmail())
    expect(waits).toHaveLength(2)
    // the owner still gets in (after the delay), and the count starts again
    const ok = await handle('192.0.2.99', user.password)
    expect(ok.status).toBe(200)
    expect(waits).toEqual([400, 900, 1900])
    clock += 100
    await handle('192.0.2.98', 'wrong-password')
    expect(waits).toHaveLength(3)
    // failures older than the window are forgotten
    for (let i = 0; i < 6; i++) await throttle.recordFailure(user.email)
    clock += FAILURE_WINDOW_MS + 1
    await throttle.wait(user.email)
    expect(waits).toHaveLength(3)
  })
})

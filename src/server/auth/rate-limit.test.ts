import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer, uniqueEmail } from '#test/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' })
})
afterAll(() => server.close())

const attempt = (path: string, ip: string, json: unknown) => server.request(path, { method: 'POST', ip, json })

describe('rate limiting per client IP', () => {
  it.each([
    ['/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' }],
    ['/api/auth/sign-up/email', { email: 'x', password: 'short', name: 'X', acceptTerms: true }],
    ['/api/auth/request-password-reset', { email: 'nobody@example.com', redirectTo: '/es/reset-password' }],
  ])('%s answers 429 after the limit, for that IP only', async (path, body) => {
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await attempt(path, ip, body)).status)
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses[3]).toBe(429)
    const other = await attempt(path, '192.0.2.77', body)
    expect(other.status).not.toBe(429)
  })

  it('does not trust a client-sent X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const ip = '10.9.9.9'
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await server.request('/api/auth/sign-in/email', {
        method: 'POST',
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        json: { email: uniqueEmail(), password: 'wrong-password' },
      })
      statuses.push(res.status)
    }
    expect(statuses[3]).toBe(429)
  })
})

/** Two-factor sign-in with TOTP and backup codes (decision 0036), through better-auth's twoFactor plugin. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema.ts'
import { cookieOf, createTestServer, signUp, type TestServer } from '#test/server.ts'
import { totpCode } from '#test/totp.ts'
import { enableTotp, nextIp } from '#test/two-factor.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const codeOf = async (res: Response) => ((await res.json()) as { code?: string }).code

async function signInWithPassword(email: string, password: string) {
  const res = await server.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })
  expect(res.status).toBe(200)
  return { body: (await res.json()) as { twoFactorRedirect?: boolean }, cookie: cookieOf(res) }
}

describe('TOTP', () => {
  it('is turned on with the password and a first code; sign-in then asks for a code before any session', async () => {
    const account = await signUp(server)
    const refused = await server.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie: account.cookie,
      ip: nextIp(),
      json: { password: 'not-the-password' },
    })
    expect(refused.status).toBe(400)
    expect(await codeOf(refused)).toBe('INVALID_PASSWORD')

    const { secret, totpURI, backupCodes, cookie } = await enableTotp(server, account)
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/League%20Portal:/)
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('League Portal')
    expect(backupCodes).toHaveLength(10)
    expect((await server.request('/api/me', { cookie })).status).toBe(200)
    const [row] = await server.database.db.select().from(user).where(eq(user.id, account.userId))
    expect(row?.twoFactorEnabled).toBe(true)

    const pending = await signInWithPassword(account.email, account.password)
    expect(pending.body.twoFactorRedirect).toBe(true)
    expect(pending.cookie).not.toMatch(/session_token=/)
    expect((await server.request('/api/me', { cookie: pending.cookie })).status).toBe(401)

    const wrong = await server.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: pending.cookie,
      ip: nextIp(),
      json: { code: totpCode(secret, Date.now() - 10 * 60_000) },
    })
    expect(wrong.status).toBe(401)
    expect(await codeOf(wrong)).toBe('INVALID_CODE')
    const right = await server.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: pending.cookie,
      ip: nextIp(),
      json: { code: totpCode(secret) },
    })
    expect(right.status).toBe(200)
    const session = cookieOf(right)
    expect(session).toMatch(/session_token=/)
    expect((await server.request('/api/me', { cookie: session })).status).toBe(200)
  })

  it('accepts each backup code once', async () => {
    const account = await signUp(server)
    const { backupCodes } = await enableTotp(server, account)
    const code = backupCodes[0] ?? ''
    const first = await signInWithPassword(account.email, account.password)
    const used = await server.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      cookie: first.cookie,
      ip: nextIp(),
      json: { code },
    })
    expect(used.status).toBe(200)
    expect((await server.request('/api/me', { cookie: cookieOf(used) })).status).toBe(200)

    const second = await signInWithPassword(account.email, account.password)
    const reused = await server.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      cookie: second.cookie,
      ip: nextIp(),
      json: { code },
    })
    expect(reused.status).toBe(401)
    expect(await codeOf(reused)).toBe('INVALID_BACKUP_CODE')
    expect(cookieOf(reused)).not.toMatch(/session_token=[^;]+/)
  })

  it('is turned off only with the password, and sign-in then needs the password alone', async () => {
    const account = await signUp(server)
    const { cookie } = await enableTotp(server, account)
    const wrong = await server.request('/api/auth/two-factor/disable', {
      method: 'POST',
      cookie,
      ip: nextIp(),
      json: { password: 'not-the-password' },
    })
    expect(wrong.status).toBe(400)
    const [still] = await server.database.db.select().from(user).where(eq(user.id, account.userId))
    expect(still?.twoFactorEnabled).toBe(true)
    const off = await server.request('/api/auth/two-factor/disable', {
      method: 'POST',
      cookie,
      ip: nextIp(),
      json: { password: account.password },
    })
    expect(off.status).toBe(200)
    const again = await signInWithPassword(account.email, account.password)
    expect(again.body.twoFactorRedirect).toBeUndefined()
    expect(again.cookie).toMatch(/session_token=/)
  })

  it('mails no sign-in link to an account with two-factor on (a link would skip the code)', async () => {
    const account = await signUp(server)
    await enableTotp(server, account)
    const before = server.sent.length
    const res = await server.request('/api/auth/sign-in/magic-link', {
      method: 'POST',
      json: { email: account.email, callbackURL: '/en/dashboard' },
    })
    expect(res.status).toBe(200)
    expect(server.sent.length).toBe(before)
  })
})

describe('QR code', () => {
  it('draws a TOTP key URI as an SVG data URL and refuses anything else', async () => {
    const { cookie } = await signUp(server)
    const ok = await server.request('/api/me/two-factor/qr-code', {
      method: 'POST',
      cookie,
      json: { uri: 'otpauth://totp/League%20Portal:a%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=League%20Portal' },
    })
    expect(ok.status).toBe(200)
    const { image } = (await ok.json()) as { image: string }
    expect(Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg')
    const bad = await server.request('/api/me/two-factor/qr-code', {
      method: 'POST',
      cookie,
      json: { uri: 'https://evil.example/' },
    })
    expect(bad.status).toBe(400)
    expect(await codeOf(bad)).toBe('VALIDATION_FAILED')
    expect((await server.request('/api/me/two-factor/qr-code', { method: 'POST', json: { uri: 'x' } })).status).toBe(
      401,
    )
  })
})

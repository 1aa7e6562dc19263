/** Helpers for tests of two-factor sign-in (decision 0036): turn it on for an account, sign in with a code. */

import { cookieOf, type TestServer } from './server.ts'
import { secretOf, totpCode } from './totp.ts'

let lastIp = 0
/** better-auth allows 3 calls per 10 s and IP to /two-factor/*: each call of a test from an address of its own. */
export function nextIp(): string {
  lastIp++
  return `198.18.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}`
}

/** Turns TOTP on for the signed-in account; the session cookie changes (better-auth replaces the session). */
export async function enableTotp(server: TestServer, account: { cookie: string; password: string }) {
  const enable = await server.request('/api/auth/two-factor/enable', {
    method: 'POST',
    cookie: account.cookie,
    ip: nextIp(),
    json: { password: account.password },
  })
  if (enable.status !== 200) throw new Error(`enable failed: ${enable.status} ${await enable.text()}`)
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] }
  const secret = secretOf(totpURI)
  const verify = await server.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    cookie: account.cookie,
    ip: nextIp(),
    json: { code: totpCode(secret) },
  })
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`)
  return { cookie: cookieOf(verify), secret, totpURI, backupCodes }
}

/** Signs in with the password and then the current code: the session cookie. */
export async function signInWithCode(server: TestServer, account: { email: string; password: string; secret: string }) {
  const first = await server.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: account.email, password: account.password },
  })
  const verify = await server.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    cookie: cookieOf(first),
    ip: nextIp(),
    json: { code: totpCode(account.secret) },
  })
  if (verify.status !== 200) throw new Error(`sign-in code failed: ${verify.status} ${await verify.text()}`)
  return cookieOf(verify)
}

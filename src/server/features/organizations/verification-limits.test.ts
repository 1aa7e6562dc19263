/**
 * E-mail verification and the limits on what an account does (decision 0035): the first league is instant, a second
 * one and invitations need a verified address, at most 3 leagues a day, invitations limited per inviting person across
 * leagues, an accepted invitation proves the address, and the text part of an e-mail carries no link of the sender's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVITATIONS_PER_USER_PER_DAY } from '#server/features/invitations/invitations.api.ts'
import { createTestServer, signUp, type TestServer, uniqueEmail, verifyEmail } from '#test/server.ts'
import { LEAGUES_PER_ACCOUNT_PER_DAY } from './creation-limits.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

async function createOrg(cookie: string, name: string) {
  const res = await server.request('/api/orgs', {
    method: 'POST',
    cookie,
    json: { name, leagues: [{ name: 'Primera', country: 'AR' }] },
  })
  return { status: res.status, body: (await res.json()) as { id: string; code?: string } }
}

async function invite(cookie: string, orgId: string, email: string) {
  const res = await server.request(`/api/orgs/${orgId}/invitations`, {
    method: 'POST',
    cookie,
    json: { email, role: 'viewer', lang: 'es' },
  })
  return { status: res.status, body: (await res.json()) as { code?: string } }
}

/** better-auth's session and our `/api/me` (which the app's banner reads) agree on it. */
async function isVerified(cookie: string) {
  const res = await server.request('/api/auth/get-session', { cookie })
  const verified = ((await res.json()) as { user: { emailVerified: boolean } }).user.emailVerified
  const me = await server.request('/api/me', { cookie })
  expect(((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(verified)
  return verified
}

describe('e-mail verification', () => {
  it('sign-up stays signed in and sends a translated verification e-mail whose link verifies the address', async () => {
    for (const lang of ['es', 'en'] as const) {
      const email = uniqueEmail(`verify-${lang}`)
      const res = await server.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: {
          email,
          password: 'correct-horse-1',
          name: 'Ana',
          acceptTerms: true,
          callbackURL: `/${lang}/email-verified`,
        },
      })
      expect(res.status).toBe(200)
      const mail = server.sent.findLast((m) => m.to === email)
      expect(mail?.subject).toBe(lang === 'es' ? 'Confirma tu correo' : 'Verify your email address')
      expect(mail?.link).toContain('/api/auth/verify-email?token=')
      expect(mail?.link).toContain(encodeURIComponent(`/${lang}/email-verified`))
    }
    const user = await signUp(server, { verified: false })
    expect(await isVerified(user.cookie)).toBe(false)
    await verifyEmail(server, user.email)
    expect(await isVerified(user.cookie)).toBe(true)
  })

  it('an unverified account creates its first league at once; a second one and invitations need the address verified', async () => {
    const user = await signUp(server, { verified: false })
    const first = await createOrg(user.cookie, 'Liga Primera Vez')
    expect(first.status).toBe(201)
    const second = await createOrg(user.cookie, 'Liga Segunda')
    expect(second).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } })
    const sentBefore = server.sent.length
    expect(await invite(user.cookie, first.body.id, uniqueEmail())).toMatchObject({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED' },
    })
    expect(server.sent.length).toBe(sentBefore)
    const importRes = await server.request(`/api/orgs/${first.body.id}/imports/teams?dryRun=true`, {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'text/csv' },
      body: new TextEncoder().encode('Nombre\nLos Pibes\n'),
    })
    expect(importRes.status).toBe(200)
    await verifyEmail(server, user.email)
    expect((await createOrg(user.cookie, 'Liga Segunda')).status).toBe(201)
    expect((await invite(user.cookie, first.body.id, uniqueEmail())).status).toBe(201)
  })

  it(`at most ${LEAGUES_PER_ACCOUNT_PER_DAY} leagues a day per account (429 LEAGUE_LIMIT), even verified`, async () => {
    const user = await signUp(server)
    const statuses: number[] = []
    for (let i = 0; i <= LEAGUES_PER_ACCOUNT_PER_DAY; i++) {
      const res = await createOrg(user.cookie, `Liga Serie ${i}`)
      statuses.push(res.status)
      if (res.status === 429) expect(res.body.code).toBe('LEAGUE_LIMIT')
    }
    expect(statuses).toEqual([...Array(LEAGUES_PER_ACCOUNT_PER_DAY).fill(201), 429])
  })

  it('a person who accepts an invitation has proven the address', async () => {
    const admin = await signUp(server)
    const org = await createOrg(admin.cookie, 'Liga Invitante')
    const invited = await signUp(server, { verified: false })
    expect((await invite(admin.cookie, org.body.id, invited.email)).status).toBe(201)
    const token = server.sent.at(-1)?.link?.split('/').pop() ?? ''
    const accepted = await server.request(`/api/invitations/${token}/accept`, {
      method: 'POST',
      cookie: invited.cookie,
    })
    expect(accepted.status).toBe(200)
    expect(await isVerified(invited.cookie)).toBe(true)
  })

  it(`one person sends at most ${INVITATIONS_PER_USER_PER_DAY} invitations a day across their leagues`, async () => {
    const admin = await signUp(server)
    const orgs = [
      await createOrg(admin.cookie, 'Liga Uno'),
      await createOrg(admin.cookie, 'Liga Dos'),
      await createOrg(admin.cookie, 'Liga Tres'),
    ]
    const statuses: number[] = []
    // 20 an hour per league: spread over three leagues
    for (let i = 0; i <= INVITATIONS_PER_USER_PER_DAY; i++) {
      const org = orgs[Math.floor(i / 20)] as { body: { id: string } }
      statuses.push((await invite(admin.cookie, org.body.id, uniqueEmail(`many${i}`))).status)
    }
    expect(statuses.slice(0, INVITATIONS_PER_USER_PER_DAY).every((s) => s === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('the text part of an invitation carries no link of the sender: names are defanged, the HTML escaped', async () => {
    const admin = await signUp(server, { name: 'Visit https://evil.example/promo' })
    const org = await createOrg(admin.cookie, 'Liga www.evil.example')
    const email = uniqueEmail('defang')
    expect((await invite(admin.cookie, org.body.id, email)).status).toBe(201)
    const mail = server.sent.findLast((m) => m.to === email)
    expect(mail?.text).toContain('evil[.]example')
    expect(mail?.text).not.toMatch(/https?:\/\/evil|www\.evil|evil\.example/)
    expect(mail?.text).toContain(mail?.link)
    expect(mail?.html).toContain('Liga www.evil.example')
  })
})

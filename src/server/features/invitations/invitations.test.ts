import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitation } from '#server/db/schema.ts'
import { lastMailTo } from '#test/outbox.ts'
import { createOrgAdmin, createTestServer, signUp, type TestServer, uniqueEmail } from '#test/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const tokenOf = (link: string | undefined) => link?.split('/').pop() ?? ''

async function invite(admin: { orgId: string; cookie: string }, email: string, role = 'scorer', lang = 'es') {
  const res = await server.request(`/api/orgs/${admin.orgId}/invitations`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { email, role, lang },
  })
  return { res, token: tokenOf(server.sent.at(-1)?.link) }
}

describe('invitations', () => {
  it('the e-mail (the .eml in the outbox) says who invited, to which league, with which role and until when', async () => {
    // a Spanish league in its own time zone, in English and in Spanish
    const spain = await createOrgAdmin(server, 'Liga Peñarol & Co', 'ES')
    const patched = await server.request(`/api/orgs/${spain.orgId}`, {
      method: 'PATCH',
      cookie: spain.cookie,
      json: { timeZone: 'Pacific/Auckland' },
    })
    expect(patched.status).toBe(200)
    const english = uniqueEmail('mail-en')
    const { res } = await invite(spain, english, 'scorer', 'en')
    const { expiresAt } = (await res.json()) as { expiresAt: string }
    const inAuckland = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Pacific/Auckland',
    }).format(new Date(expiresAt))
    const mail = lastMailTo(server.dataDir, english)
    expect(mail?.subject).toBe('You are invited to a league on League Portal')
    expect(mail?.text).toContain(
      'Admin has invited you to the league “Liga Peñarol & Co” as scorer. To join, open this link',
    )
    expect(mail?.text).toContain(`The invitation is valid until ${inAuckland} (league time).`)
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/en\/invitations\/[\w-]{40,}/)

    const spanish = uniqueEmail('mail-es')
    await invite(spain, spanish, 'manager', 'es')
    const es = lastMailTo(server.dataDir, spanish)
    expect(es?.subject).toBe('Te invitaron a una liga en League Portal')
    expect(es?.text).toContain(
      'Admin te invitó a la liga «Liga Peñarol & Co» con el rol de gestor. Para unirte, abre este enlace',
    )
    expect(es?.text).toMatch(
      /La invitación vale hasta el \d{1,2} de \p{L}+ de \d{4},? (a las )?\d{1,2}:\d{2} \(hora de la liga\)\./u,
    )
    expect(es?.text).toContain('ignora este mensaje')

    // an Argentine league: vos, "planillero", Buenos Aires time
    const argentina = await createOrgAdmin(server, 'Liga del Oeste', 'AR')
    const porteño = uniqueEmail('mail-ar')
    const ar = await invite(argentina, porteño, 'scorer', 'es')
    const arExpires = ((await ar.res.json()) as { expiresAt: string }).expiresAt
    const inBuenosAires = new Intl.DateTimeFormat('es-AR', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date(arExpires))
    const arMail = lastMailTo(server.dataDir, porteño)
    expect(arMail?.text).toContain(
      'Admin te invitó a la liga «Liga del Oeste» con el rol de planillero. Para unirte, abrí este enlace',
    )
    expect(arMail?.text).toContain(`vale hasta el ${inBuenosAires} (hora de la liga).`)
    expect(arMail?.text).toContain('ignorá este mensaje')
  })

  it('mails a link in the chosen language; after sign-up the link joins with the role', async () => {
    const admin = await createOrgAdmin(server, 'Liga Invita')
    const email = uniqueEmail('staff')
    const { res, token } = await invite(admin, email, 'scorer', 'en')
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ email, role: 'scorer', status: 'pending' })
    const mail = server.sent.at(-1)
    expect(mail).toMatchObject({ to: email, subject: 'You are invited to a league on League Portal' })
    expect(mail?.subject).not.toContain('Liga Invita')
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/en\/invitations\/[\w-]{40,}$/)
    const info = await server.request(`/api/invitations/${token}`)
    expect(await info.json()).toEqual({
      organizationName: 'Liga Invita',
      email,
      role: 'scorer',
      teamNames: [],
      status: 'pending',
    })
    const staff = await signUp(server, { email })
    const accept = await server.request(`/api/invitations/${token}/accept`, { method: 'POST', cookie: staff.cookie })
    expect(accept.status).toBe(200)
    const me = await (await server.request('/api/me', { cookie: staff.cookie })).json()
    expect(me).toMatchObject({
      activeOrganizationId: admin.orgId,
      organizations: [{ id: admin.orgId, role: 'scorer' }],
    })
    const again = await server.request(`/api/invitations/${token}/accept`, { method: 'POST', cookie: staff.cookie })
    expect(again.status).toBe(410)
  })

  it('stores only a hash of the token', async () => {
    const admin = await createOrgAdmin(server)
    const { token } = await invite(admin, uniqueEmail())
    const rows = await server.database.db.select().from(invitation).where(eq(invitation.organizationId, admin.orgId))
    expect(rows[0]?.tokenHash).not.toContain(token)
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a user whose e-mail is not the invited one', async () => {
    const admin = await createOrgAdmin(server)
    const { token } = await invite(admin, uniqueEmail('invited'))
    const other = await signUp(server)
    const res = await server.request(`/api/invitations/${token}/accept`, { method: 'POST', cookie: other.cookie })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('INVITATION_EMAIL_MISMATCH')
    expect((await server.request(`/api/orgs/${admin.orgId}`, { cookie: other.cookie })).status).toBe(404)
  })

  it('needs a session to accept', async () => {
    const admin = await createOrgAdmin(server)
    const { token } = await invite(admin, uniqueEmail())
    expect((await server.request(`/api/invitations/${token}/accept`, { method: 'POST' })).status).toBe(401)
  })

  it('revokes, reuses the pending invitation on resend, and expires', async () => {
    const admin = await createOrgAdmin(server)
    const email = uniqueEmail()
    const first = await invite(admin, email)
    const firstId = ((await first.res.json()) as { id: string }).id
    const second = await invite(admin, email, 'manager')
    expect(((await second.res.json()) as { id: string }).id).toBe(firstId)
    // the old link stops working: only the newest e-mail's link joins
    expect((await server.request(`/api/invitations/${first.token}`)).status).toBe(404)
    const rows = await server.database.db.select().from(invitation).where(eq(invitation.organizationId, admin.orgId))
    expect(rows.map((r) => [r.id, r.status, r.role])).toEqual([[firstId, 'pending', 'manager']])
    const list = (await (
      await server.request(`/api/orgs/${admin.orgId}/invitations`, { cookie: admin.cookie })
    ).json()) as {
      items: { id: string; status: string; role: string }[]
    }
    const pending = list.items.find((i) => i.status === 'pending')
    expect(pending?.role).toBe('manager')
    const revoke = await server.request(`/api/orgs/${admin.orgId}/invitations/${pending?.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    })
    expect(revoke.status).toBe(200)
    const user = await signUp(server, { email })
    expect(
      (await server.request(`/api/invitations/${second.token}/accept`, { method: 'POST', cookie: user.cookie })).status,
    ).toBe(410)

    const third = await invite(admin, uniqueEmail('late'))
    await server.database.db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.organizationId, admin.orgId))
    expect(await (await server.request(`/api/invitations/${third.token}`)).json()).toMatchObject({ status: 'expired' })
  })

  it('refuses inviting an existing member and a bad e-mail or role', async () => {
    const admin = await createOrgAdmin(server)
    const { res } = await invite(admin, admin.email)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { code: string }).code).toBe('ALREADY_MEMBER')
    const bad = await server.request(`/api/orgs/${admin.orgId}/invitations`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { email: 'not-an-email', role: 'boss' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      invalidParams: [
        { name: 'email', reason: 'validation.email' },
        { name: 'role', reason: 'validation.invalid_value' },
      ],
    })
  })

  it('answers 404 for an unknown token', async () => {
    expect((await server.request(`/api/invitations/${'x'.repeat(43)}`)).status).toBe(404)
  })
})

describe('invitation limits', () => {
  it('sends at most 3 invitations a day to one address from one league; another league is not held back', async () => {
    const email = uniqueEmail('inbox')
    const a = await createOrgAdmin(server, 'Liga A')
    const b = await createOrgAdmin(server, 'Liga B')
    const before = server.sent.length
    const statuses = []
    for (const admin of [a, a, a, a, b]) statuses.push((await invite(admin, email)).res.status)
    // decision 0035: the cap is counted per league, so league A cannot stop league B inviting the person
    expect(statuses).toEqual([201, 201, 201, 429, 201])
    expect(server.sent.length - before).toBe(4)
    // another address is not affected
    expect((await invite(a, uniqueEmail())).res.status).toBe(201)
  })

  it('sends at most 20 invitations an hour from one organization', async () => {
    const admin = await createOrgAdmin(server, 'Liga Masiva')
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await invite(admin, uniqueEmail(`bulk${i}`))).res.status)
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true)
    expect(statuses[20]).toBe(429)
    const res = await invite(admin, uniqueEmail())
    expect(((await res.res.json()) as { code: string }).code).toBe('RATE_LIMITED')
  })
})

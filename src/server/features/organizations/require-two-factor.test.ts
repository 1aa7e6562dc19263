/** A league that requires two-factor sign-in of its admins and managers (decision 0036). */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasOrgAccess } from '#server/auth/guards.ts'
import { organization } from '#server/db/schema.ts'
import { addMember, createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'
import { enableTotp } from '#test/two-factor.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const codeOf = async (res: Response) => ((await res.json()) as { code?: string }).code
const requirementOf = async (orgId: string) =>
  (await server.database.db.select().from(organization).where(eq(organization.id, orgId)))[0]?.requireTwoFactor

describe('requireTwoFactor', () => {
  it('is refused (409) to an admin without two-factor, and changes nothing', async () => {
    const admin = await createOrgAdmin(server)
    const res = await server.request(`/api/orgs/${admin.orgId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { requireTwoFactor: true, name: 'Renamed' },
    })
    expect(res.status).toBe(409)
    expect(await codeOf(res)).toBe('TWO_FACTOR_NOT_ENABLED')
    expect(await requirementOf(admin.orgId)).toBe(false)
    const [row] = await server.database.db.select().from(organization).where(eq(organization.id, admin.orgId))
    expect(row?.name).toBe('Liga Test')
  })

  it('is set by an admin with two-factor; then admins and managers without it get 403, other roles do not', async () => {
    const admin = await createOrgAdmin(server)
    const manager = await addMember(server, admin, 'manager')
    const secondAdmin = await addMember(server, admin, 'admin')
    const scorer = await addMember(server, admin, 'scorer')
    const viewer = await addMember(server, admin, 'viewer')
    const { cookie } = await enableTotp(server, admin)

    const byManager = await server.request(`/api/orgs/${admin.orgId}`, {
      method: 'PATCH',
      cookie: manager.cookie,
      json: { requireTwoFactor: true },
    })
    expect(byManager.status).toBe(403)
    expect(await requirementOf(admin.orgId)).toBe(false)

    const set = await server.request(`/api/orgs/${admin.orgId}`, {
      method: 'PATCH',
      cookie,
      json: { requireTwoFactor: true },
    })
    expect(set.status).toBe(200)
    expect(((await set.json()) as { requireTwoFactor: boolean }).requireTwoFactor).toBe(true)

    for (const path of [`/api/orgs/${admin.orgId}`, `/api/orgs/${admin.orgId}/members`]) {
      for (const blocked of [manager, secondAdmin]) {
        const res = await server.request(path, { cookie: blocked.cookie })
        expect(res.status).toBe(403)
        expect(await codeOf(res)).toBe('TWO_FACTOR_REQUIRED')
      }
      for (const allowed of [cookie, scorer.cookie, viewer.cookie]) {
        expect((await server.request(path, { cookie: allowed })).status).toBe(200)
      }
    }
    // an open live stream of theirs ends at its next check; a scorer's goes on
    expect(await hasOrgAccess(server.database.db, manager.userId, admin.orgId)).toBe(false)
    expect(await hasOrgAccess(server.database.db, scorer.userId, admin.orgId)).toBe(true)
    // their own account still works (they can go and turn it on)
    expect((await server.request('/api/me', { cookie: manager.cookie })).status).toBe(200)
    const managerWithCode = await enableTotp(server, manager)
    expect((await server.request(`/api/orgs/${admin.orgId}`, { cookie: managerWithCode.cookie })).status).toBe(200)
    expect(await hasOrgAccess(server.database.db, manager.userId, admin.orgId)).toBe(true)

    const off = await server.request(`/api/orgs/${admin.orgId}`, {
      method: 'PATCH',
      cookie,
      json: { requireTwoFactor: false },
    })
    expect(off.status).toBe(200)
    expect((await server.request(`/api/orgs/${admin.orgId}`, { cookie: secondAdmin.cookie })).status).toBe(200)
  })

  it('cannot be set on another organization: 404, nothing changes', async () => {
    const victim = await createOrgAdmin(server, 'Victim League')
    const intruder = await createOrgAdmin(server, 'Intruder League')
    const { cookie } = await enableTotp(server, intruder)
    const res = await server.request(`/api/orgs/${victim.orgId}`, {
      method: 'PATCH',
      cookie,
      json: { requireTwoFactor: true },
    })
    expect(res.status).toBe(404)
    expect(await requirementOf(victim.orgId)).toBe(false)
    // and one league's requirement says nothing about another's
    await server.request(`/api/orgs/${intruder.orgId}`, { method: 'PATCH', cookie, json: { requireTwoFactor: true } })
    expect(await requirementOf(intruder.orgId)).toBe(true)
    expect((await server.request(`/api/orgs/${victim.orgId}`, { cookie: victim.cookie })).status).toBe(200)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

type Member = { userId: string; role: string; email: string }
const membersOf = async (orgId: string, cookie: string) =>
  ((await (await server.request(`/api/orgs/${orgId}/members`, { cookie })).json()) as { items: Member[] }).items

describe('members', () => {
  it('lists the members with their roles to every member', async () => {
    const admin = await createOrgAdmin(server)
    const scorer = await addMember(server, admin, 'scorer')
    const items = await membersOf(admin.orgId, scorer.cookie)
    expect(items.map((m) => m.role).sort()).toEqual(['admin', 'scorer'])
  })

  it('lets an admin change a role and remove a member', async () => {
    const admin = await createOrgAdmin(server)
    const viewer = await addMember(server, admin, 'viewer')
    const res = await server.request(`/api/orgs/${admin.orgId}/members/${viewer.userId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { role: 'manager' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ userId: viewer.userId, role: 'manager' })
    const del = await server.request(`/api/orgs/${admin.orgId}/members/${viewer.userId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    })
    expect(del.status).toBe(204)
    expect((await server.request(`/api/orgs/${admin.orgId}`, { cookie: viewer.cookie })).status).toBe(404)
  })

  it('tells the open pages of the league when a role changes (the member follows it, the History too)', async () => {
    const admin = await createOrgAdmin(server)
    const viewer = await addMember(server, admin, 'viewer')
    const events: unknown[] = []
    const unsubscribe = server.live.subscribe(admin.orgId, (event) => events.push(event))
    try {
      const res = await server.request(`/api/orgs/${admin.orgId}/members/${viewer.userId}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { role: 'scorer' },
      })
      expect(res.status).toBe(200)
      await expect
        .poll(() => events)
        .toContainEqual(expect.objectContaining({ entity: 'members', action: 'updated', id: viewer.userId }))
    } finally {
      unsubscribe()
    }
  })

  it.each(['manager', 'scorer', 'viewer'] as const)('refuses a %s changing roles or removing members', async (role) => {
    const admin = await createOrgAdmin(server)
    const actor = await addMember(server, admin, role)
    const target = await addMember(server, admin, 'viewer')
    const patch = await server.request(`/api/orgs/${admin.orgId}/members/${target.userId}`, {
      method: 'PATCH',
      cookie: actor.cookie,
      json: { role: 'admin' },
    })
    expect(patch.status).toBe(403)
    const del = await server.request(`/api/orgs/${admin.orgId}/members/${target.userId}`, {
      method: 'DELETE',
      cookie: actor.cookie,
    })
    expect(del.status).toBe(403)
    const roles = (await membersOf(admin.orgId, admin.cookie)).map((m) => m.role).sort()
    expect(roles).toEqual(['admin', role, 'viewer'].sort())
  })

  it('never leaves an organization without an admin', async () => {
    const admin = await createOrgAdmin(server)
    const demote = await server.request(`/api/orgs/${admin.orgId}/members/${admin.userId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { role: 'viewer' },
    })
    expect(demote.status).toBe(409)
    expect(((await demote.json()) as { code: string }).code).toBe('LAST_ADMIN')
    const remove = await server.request(`/api/orgs/${admin.orgId}/members/${admin.userId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    })
    expect(remove.status).toBe(409)
    const second = await addMember(server, admin, 'admin')
    const now = await server.request(`/api/orgs/${admin.orgId}/members/${admin.userId}`, {
      method: 'PATCH',
      cookie: second.cookie,
      json: { role: 'viewer' },
    })
    expect(now.status).toBe(200)
  })

  it('refuses an unknown role', async () => {
    const admin = await createOrgAdmin(server)
    const viewer = await addMember(server, admin, 'viewer')
    const res = await server.request(`/api/orgs/${admin.orgId}/members/${viewer.userId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { role: 'owner' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ invalidParams: [{ name: 'role', reason: 'validation.invalid_value' }] })
  })
})

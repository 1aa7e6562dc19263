import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema.ts'
import { createOrgAdmin, createTestServer, signUp, type TestServer } from '#test/server.ts'

let server: TestServer
let superCookie: string
beforeAll(async () => {
  server = await createTestServer()
  const sa = await signUp(server, { displayName: 'Operator' })
  await server.database.db.update(user).set({ role: 'super_admin' }).where(eq(user.id, sa.userId))
  superCookie = sa.cookie
})
afterAll(() => server.close())

describe('super admin', () => {
  it('sees every organization, searches them, and opens any of them as admin', async () => {
    const a = await createOrgAdmin(server, 'Liga Alfa')
    await createOrgAdmin(server, 'Torneo Beta')
    const all = (await (await server.request('/api/admin/orgs', { cookie: superCookie })).json()) as {
      items: { id: string; name: string; memberCount: number; subscription: { status: string } }[]
    }
    expect(all.items.map((o) => o.name)).toEqual(expect.arrayContaining(['Liga Alfa', 'Torneo Beta']))
    expect(all.items.find((o) => o.id === a.orgId)).toMatchObject({ memberCount: 1, subscription: { status: 'none' } })
    const found = (await (await server.request('/api/admin/orgs?q=alf', { cookie: superCookie })).json()) as {
      items: { name: string }[]
    }
    expect(found.items.map((o) => o.name)).toEqual(['Liga Alfa'])
    const org = await server.request(`/api/orgs/${a.orgId}`, { cookie: superCookie })
    expect(org.status).toBe(200)
    expect(await org.json()).toMatchObject({ role: 'admin' })
    const me = (await (await server.request('/api/me', { cookie: superCookie })).json()) as {
      user: { role: string }
      organizations: { id: string }[]
    }
    expect(me.user.role).toBe('super_admin')
    expect(me.organizations.map((o) => o.id)).toContain(a.orgId)
  })

  it('adds and edits organizations', async () => {
    const created = await server.request('/api/admin/orgs', {
      method: 'POST',
      cookie: superCookie,
      json: { name: 'Liga Creada', leagues: [{ name: 'Única', country: 'UY' }] },
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const edited = await server.request(`/api/admin/orgs/${id}`, {
      method: 'PATCH',
      cookie: superCookie,
      json: { name: 'Liga Editada' },
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ name: 'Liga Editada', leagues: [{ country: 'UY' }] })
    expect(
      (
        await server.request(`/api/admin/orgs/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`, {
          method: 'PATCH',
          cookie: superCookie,
          json: { name: 'X' },
        })
      ).status,
    ).toBe(404)
  })

  it('is invisible to everybody else', async () => {
    const admin = await createOrgAdmin(server)
    for (const [method, path, json] of [
      ['GET', '/api/admin/orgs', undefined],
      ['POST', '/api/admin/orgs', { name: 'Nope', leagues: [{ name: 'N', country: 'AR' }] }],
      ['PATCH', `/api/admin/orgs/${admin.orgId}`, { name: 'Nope' }],
    ] as const) {
      const res = await server.request(path, { method, cookie: admin.cookie, json })
      expect(res.status).toBe(404)
    }
    const org = (await (await server.request(`/api/orgs/${admin.orgId}`, { cookie: admin.cookie })).json()) as {
      name: string
    }
    expect(org.name).not.toBe('Nope')
  })
})

/**
 * Every organization endpoint, called by an admin of ANOTHER organization: 404, and nothing changed.
 * Later features add their endpoints to ORG_ENDPOINTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let victim: Awaited<ReturnType<typeof createOrgAdmin>>
let victimMember: Awaited<ReturnType<typeof addMember>>
let invitationId: string
let intruder: Awaited<ReturnType<typeof createOrgAdmin>>

beforeAll(async () => {
  server = await createTestServer()
  victim = await createOrgAdmin(server, 'Victim League')
  victimMember = await addMember(server, victim, 'viewer')
  const inv = await server.request(`/api/orgs/${victim.orgId}/invitations`, {
    method: 'POST',
    cookie: victim.cookie,
    json: { email: 'pending@example.com', role: 'manager' },
  })
  invitationId = ((await inv.json()) as { id: string }).id
  intruder = await createOrgAdmin(server, 'Intruder League')
})
afterAll(() => server.close())

function png() {
  const form = new FormData()
  form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.png'))
  return form
}

const ORG_ENDPOINTS: [string, (o: string) => string, () => unknown][] = [
  ['GET', (o) => `/api/orgs/${o}`, () => undefined],
  ['PATCH', (o) => `/api/orgs/${o}`, () => ({ name: 'Pwned' })],
  ['POST', (o) => `/api/orgs/${o}/logo`, png],
  ['GET', (o) => `/api/orgs/${o}/members`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/audit`, () => undefined],
  ['PATCH', (o) => `/api/orgs/${o}/members/${victimMember.userId}`, () => ({ role: 'admin' })],
  ['DELETE', (o) => `/api/orgs/${o}/members/${victimMember.userId}`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/invitations`, () => undefined],
  ['POST', (o) => `/api/orgs/${o}/invitations`, () => ({ email: 'spy@example.com', role: 'admin' })],
  ['DELETE', (o) => `/api/orgs/${o}/invitations/${invitationId}`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/events`, () => undefined],
  ['GET', (o) => `/api/orgs/${o}/roster-requests`, () => undefined],
]

async function snapshot() {
  const get = async (path: string) => (await server.request(path, { cookie: victim.cookie })).json()
  return {
    org: await get(`/api/orgs/${victim.orgId}`),
    members: await get(`/api/orgs/${victim.orgId}/members`),
    invitations: await get(`/api/orgs/${victim.orgId}/invitations`),
  }
}

describe('tenant isolation', () => {
  it.each(ORG_ENDPOINTS)(
    '%s %s is 404 for another organization’s admin and changes nothing',
    async (method, path, body) => {
      const before = await snapshot()
      const payload = body()
      const res = await server.request(path(victim.orgId), {
        method,
        cookie: intruder.cookie,
        ...(payload instanceof FormData ? { body: payload } : { json: payload }),
      })
      expect(res.status).toBe(404)
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND')
      expect(await snapshot()).toEqual(before)
    },
  )

  it('covers every organization endpoint of the OpenAPI document: a non-member always gets 404', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const orgPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/orgs/{orgId}'))
    expect(orgPaths.length).toBeGreaterThan(8)
    const before = await snapshot()
    const checked: string[] = []
    for (const [template, operations] of orgPaths) {
      const path = template
        .replace('{orgId}', victim.orgId)
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      for (const method of Object.keys(operations)) {
        const res = await server.request(path, {
          method: method.toUpperCase(),
          cookie: intruder.cookie,
          ...(method === 'get' || method === 'delete' ? {} : { json: {} }),
        })
        checked.push(`${method.toUpperCase()} ${template} → ${res.status}`)
        expect(res.status, `${method.toUpperCase()} ${template}`).toBe(404)
      }
    }
    expect(await snapshot()).toEqual(before)
    expect(checked.length).toBeGreaterThanOrEqual(orgPaths.length)
  })

  it('answers 404, not 400 or 500, to a malformed organization id', async () => {
    const res = await server.request('/api/orgs/not-a-uuid/members', { cookie: intruder.cookie })
    expect(res.status).toBe(404)
  })

  it('does not revoke another organization’s invitation through one’s own organization', async () => {
    const res = await server.request(`/api/orgs/${intruder.orgId}/invitations/${invitationId}`, {
      method: 'DELETE',
      cookie: intruder.cookie,
    })
    expect(res.status).toBe(404)
    const list = (await (
      await server.request(`/api/orgs/${victim.orgId}/invitations`, { cookie: victim.cookie })
    ).json()) as {
      items: { id: string; status: string }[]
    }
    expect(list.items.find((i) => i.id === invitationId)?.status).toBe('pending')
  })

  it('does not change another organization’s member through one’s own organization', async () => {
    const res = await server.request(`/api/orgs/${intruder.orgId}/members/${victimMember.userId}`, {
      method: 'PATCH',
      cookie: intruder.cookie,
      json: { role: 'admin' },
    })
    expect(res.status).toBe(404)
  })
})

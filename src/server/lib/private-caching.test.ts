/**
 * Decision 0034: every answer given to a session is `Cache-Control: private, no-store` with `Vary: Cookie`, so no
 * shared cache keeps it and no browser writes it to disk; the public answers keep their own caching. Checked over
 * every operation of the OpenAPI document: one that answers 401 without a session is an authenticated one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrgAdmin, createTestServer, type TestServer } from '#test/server.ts'

let server: TestServer
let admin: Awaited<ReturnType<typeof createOrgAdmin>>

beforeAll(async () => {
  server = await createTestServer()
  admin = await createOrgAdmin(server, 'Caching League')
})
afterAll(() => server.close())

const NIL = '00000000-0000-4000-8000-000000000000'

function expectPrivate(res: Response, what: string) {
  expect(res.headers.get('cache-control'), what).toBe('private, no-store')
  expect(res.headers.get('vary') ?? '', what).toMatch(/\bcookie\b/i)
}

describe('private caching', () => {
  it('marks every authenticated operation of the OpenAPI document private, no-store, Vary: Cookie', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    let authenticated = 0
    for (const [template, operations] of Object.entries(doc.paths)) {
      const path = template.replace('{orgId}', admin.orgId).replace(/\{[^}]+\}/g, NIL)
      for (const method of Object.keys(operations)) {
        const init = { method: method.toUpperCase(), ...(method === 'get' || method === 'delete' ? {} : { json: {} }) }
        const anonymous = await server.request(path, init)
        if (anonymous.status !== 401) continue
        authenticated += 1
        expectPrivate(anonymous, `${method} ${template} without a session`)
        const res = await server.request(path, { ...init, cookie: admin.cookie })
        expectPrivate(res, `${method} ${template} → ${res.status}`)
      }
    }
    expect(authenticated).toBeGreaterThan(50)
  }, 180_000)

  it('marks /api/me and better-auth’s session private, no-store', async () => {
    expectPrivate(await server.request('/api/me', { cookie: admin.cookie }), '/api/me')
    expectPrivate(await server.request('/api/auth/get-session', { cookie: admin.cookie }), 'get-session')
  })

  it('leaves the public answers their public caching', async () => {
    const res = await server.request(`/api/orgs/${admin.orgId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { publicSlug: 'caching-league' },
    })
    expect(res.status).toBe(200)
    const site = await server.request('/api/public/caching-league')
    expect(site.status).toBe(200)
    expect(site.headers.get('cache-control')).toMatch(/^public/)
  })
})

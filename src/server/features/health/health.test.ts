import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '#test/server.ts'
import { createHealthRoutes } from './health.routes.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('health and config', () => {
  it('answers 200 {"status":"ok"} when the database answers, with the live listener’s state', async () => {
    const res = await server.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', live: 'ok' })
  })

  it('answers 503 when the database does not', async () => {
    const routes = createHealthRoutes({
      database: { ping: async () => false },
      config: { contactEmail: 'a@b.co', billingEnabled: false, version: '1', offlineMaxHours: 24 },
    })
    const res = await routes.request('/health')
    expect(res.status).toBe(503)
  })

  it('gives the web app its public settings', async () => {
    const res = await server.request('/api/config')
    expect(await res.json()).toMatchObject({ billingEnabled: false, contactEmail: 'support@localhost' })
  })

  it('serves the OpenAPI 3.1 document with the organization endpoints', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      openapi: string
      paths: Record<string, unknown>
    }
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/me', '/api/orgs', '/api/orgs/{orgId}', '/api/orgs/{orgId}/members']),
    )
  })

  it('writes every pattern of the OpenAPI document as a plain ECMAScript pattern (no /u suffix)', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as unknown
    const patterns: string[] = []
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk)
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.push(value)
          else walk(value)
        }
      }
    }
    walk(doc)
    // names, searches, phones, colours, dates, times …
    expect(patterns.length).toBeGreaterThan(20)
    for (const pattern of patterns) {
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow()
      expect(pattern, 'a regular expression literal leaked its flags').not.toMatch(/\/[dgimsuvy]+$/)
    }
    // the one-line rule still refuses control characters, read from the document as a generated client would
    const singleLine = patterns.find((pattern) => pattern.includes('\\u0000'))
    expect(singleLine).toBeDefined()
    const regex = new RegExp(singleLine as string, 'u')
    expect(regex.test('Club Atlético ⚽')).toBe(true)
    expect(regex.test('a\nb')).toBe(false)
    expect(regex.test('bell\u0007')).toBe(false)
    expect(regex.test('c1\u0085')).toBe(false)
  })

  it('serves the user manual PDF in both languages', async () => {
    for (const lang of ['es', 'en']) {
      const res = await server.request(`/api/help/manual?lang=${lang}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    }
  })
})

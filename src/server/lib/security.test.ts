import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '#test/league.ts'
import { createOrgAdmin, createTestServer, ORIGIN, signUp, type TestServer, uniqueEmail } from '#test/server.ts'
import type { AppEnv } from './http.ts'
import {
  addressedOrigin,
  answeringAddresses,
  claimedOrigin,
  contentSecurityPolicy,
  inlineScriptHashes,
  ORIGIN_CHECK_EXEMPT,
  originPolicyOf,
  pageKindOf,
  securityHeaders,
} from './security.ts'

const EVIL = 'http://evil.example'

/** A request as a browser (or curl) sends it: exactly the headers given, the socket at 127.0.0.1. */
function raw(server: TestServer, url: string, init: RequestInit = {}) {
  const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
  return Promise.resolve(server.app.request(url, init, bindings))
}

/** Every write route the app has (read from the router itself, so a new route is covered the day it is added). */
function writeRoutes(server: TestServer): { method: string; path: string }[] {
  const seen = new Set<string>()
  const routes: { method: string; path: string }[] = []
  for (const route of server.app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue
    if (!route.path.startsWith('/api/')) continue
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) continue
    seen.add(key)
    routes.push({ method: route.method, path: route.path })
  }
  return routes
}

function concretePath(path: string, orgId: string): string {
  return path
    .replace(/:orgId(\{[^}]*\})?/g, orgId)
    .replace(/:[A-Za-z]+(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*$/, 'sign-up/email')
}

describe('cross-site writes', () => {
  let league: Awaited<ReturnType<typeof createOrgAdmin>> & { admin: { cookie: string } }
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
    const admin = await createOrgAdmin(server)
    league = { ...admin, admin }
  }, 240_000)
  afterAll(() => server.close())

  it('refuses every write route with a foreign Origin, before anything runs', async () => {
    const routes = writeRoutes(server)
    // The router has them all: organizations, league data, competition, auth, billing …
    expect(routes.length).toBeGreaterThan(60)
    expect(routes).toContainEqual({ method: 'POST', path: '/api/orgs' })
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/me' })
    const checked: string[] = []
    for (const { method, path } of routes) {
      const url = `${ORIGIN}${concretePath(path, league.orgId)}`
      const res = await raw(server, url, {
        method,
        headers: { origin: EVIL, cookie: league.admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Evil', displayName: 'Evil' }),
      })
      if (ORIGIN_CHECK_EXEMPT.includes(path)) {
        expect(res.status, `${method} ${path}`).not.toBe(403)
        continue
      }
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      expect(((await res.json()) as { code: string }).code, `${method} ${path}`).toBe('CROSS_SITE_REQUEST')
      checked.push(`${method} ${path}`)
    }
    expect(checked).toContain('POST /api/auth/*')
  })

  it('changes nothing: organizations, seasons, teams and the profile stay as they were', async () => {
    const before = await call<{ items: unknown[] }>(server, league.admin, 'GET', `/api/orgs/${league.orgId}/teams`)
    const orgsBefore = await call<{ organizations: unknown[] }>(server, league.admin, 'GET', '/api/me')
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/orgs', { name: 'Evil League', leagues: [{ name: 'Primera', country: 'AR' }] }],
      ['POST', `/api/orgs/${league.orgId}/seasons`, { name: '2031' }],
      ['POST', `/api/orgs/${league.orgId}/teams`, { name: 'Evil FC' }],
      ['PATCH', '/api/me', { displayName: 'Pwned' }],
    ]
    for (const [method, path, body] of attempts) {
      const claims: Record<string, string>[] = [{ origin: EVIL }, { referer: `${EVIL}/page` }, { origin: 'null' }]
      for (const headers of claims) {
        const res = await raw(server, `${ORIGIN}${path}`, {
          method,
          headers: { ...headers, cookie: league.admin.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403)
      }
    }
    expect((await call(server, league.admin, 'GET', `/api/orgs/${league.orgId}/teams`)).body).toEqual(before.body)
    // the same organizations, and the same profile
    expect((await call(server, league.admin, 'GET', '/api/me')).body).toEqual(orgsBefore.body)
  })

  it('accepts the same site: PUBLIC_URL, the address the request was sent to, and no Origin at all (curl)', async () => {
    const create = (url: string, headers: Record<string, string>) =>
      raw(server, `${url}/api/orgs/${league.orgId}/teams`, {
        method: 'POST',
        headers: { ...headers, cookie: league.admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Same ${Math.random().toString(36).slice(2, 8)}` }),
      })
    expect((await create(ORIGIN, { origin: ORIGIN })).status).toBe(201)
    expect((await create(ORIGIN, { referer: `${ORIGIN}/es/teams` })).status).toBe(201)
    expect((await create('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })).status).toBe(201)
    expect((await create('http://192.168.1.20:3000', { origin: 'http://192.168.1.20:3000' })).status).toBe(201)
    expect((await create('http://liga.local:8080', { origin: 'http://liga.local:8080' })).status).toBe(201)
    expect((await create(ORIGIN, {})).status).toBe(201)
    // another port, scheme or host than the one addressed is another site
    expect((await create('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3001' })).status).toBe(403)
    expect((await create('http://127.0.0.1:3000', { origin: 'https://127.0.0.1:3000' })).status).toBe(403)
    expect((await create('http://127.0.0.1:3000', { origin: 'http://192.168.1.20:3000' })).status).toBe(403)
  })

  it('signs up at 127.0.0.1 with the default PUBLIC_URL (better-auth trusts the same addresses)', async () => {
    const signUpAt = (url: string, origin: string) =>
      raw(server, `${url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: uniqueEmail('lan'),
          password: 'a-long-passphrase-9',
          name: 'Ana',
          acceptTerms: true,
        }),
      })
    expect((await signUpAt('http://127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(200)
    expect((await signUpAt('http://10.0.0.7:3000', 'http://10.0.0.7:3000')).status).toBe(200)
    expect((await signUpAt('http://10.0.0.7:3000', EVIL)).status).toBe(403)
  })

  it('lets the signed Stripe webhook through (it has no browser origin to check)', async () => {
    const res = await raw(server, `${ORIGIN}/api/billing/webhook`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(((await res.json()) as { code: string }).code).not.toBe('CROSS_SITE_REQUEST')
  })

  it('leaves reads alone', async () => {
    const res = await raw(server, `${ORIGIN}/api/me`, { headers: { origin: EVIL, cookie: league.admin.cookie } })
    expect(res.status).toBe(200)
  })
})

describe('behind a proxy', () => {
  let plain: TestServer
  let proxied: TestServer
  beforeAll(async () => {
    plain = await createTestServer()
    proxied = await createTestServer({ TRUST_PROXY: 'true' })
  }, 240_000)
  afterAll(async () => {
    await plain?.close()
    await proxied?.close()
  })

  const viaProxy = async (server: TestServer) => {
    const user = await signUp(server)
    return raw(server, 'http://10.0.0.2:3000/api/me', {
      method: 'PATCH',
      headers: {
        origin: 'https://liga.example.org',
        'x-forwarded-host': 'liga.example.org',
        'x-forwarded-proto': 'https',
        cookie: user.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ displayName: 'Ana' }),
    })
  }

  it('counts X-Forwarded-Host and -Proto only with TRUST_PROXY', async () => {
    expect((await viaProxy(proxied)).status).toBe(200)
    expect((await viaProxy(plain)).status).toBe(403)
  })

  it('reads the addressed origin from the forwarded headers', () => {
    const request = new Request('http://10.0.0.2:3000/api/x', {
      headers: { 'x-forwarded-host': 'liga.example.org, inner', 'x-forwarded-proto': 'https' },
    })
    expect(addressedOrigin(request, true)).toBe('https://liga.example.org')
    expect(addressedOrigin(request, false)).toBe('http://10.0.0.2:3000')
    const bad = new Request('http://10.0.0.2:3000/', { headers: { 'x-forwarded-proto': 'javascript' } })
    expect(addressedOrigin(bad, true)).toBeNull()
  })
})

describe('origin helpers', () => {
  it('takes Origin first, then the Referer, and calls an opaque one null', () => {
    expect(claimedOrigin(new Headers({ origin: 'http://a.example:81', referer: 'http://b.example/x' }))).toBe(
      'http://a.example:81',
    )
    expect(claimedOrigin(new Headers({ referer: 'http://b.example/x?y' }))).toBe('http://b.example')
    expect(claimedOrigin(new Headers({ origin: 'null' }))).toBeNull()
    expect(claimedOrigin(new Headers({ referer: 'not a url' }))).toBeNull()
    expect(claimedOrigin(new Headers())).toBeUndefined()
  })

  it('trusts the dev server only in development', () => {
    const base = { baseURL: 'http://localhost:3000', trustProxy: false }
    expect(originPolicyOf({ ...base, development: true }).trusted).toContain('http://localhost:5173')
    expect(originPolicyOf({ ...base, development: false }).trusted).toEqual(['http://localhost:3000'])
  })

  it('lists the addresses the portal answers at', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: '192.168.1.20', family: 'IPv4', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
    }
    expect(answeringAddresses({ baseURL: 'http://localhost:3000', host: '0.0.0.0', port: 3000, interfaces })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
    ])
    expect(
      answeringAddresses({ baseURL: 'https://liga.example.org', host: '127.0.0.1', port: 3000, interfaces }),
    ).toEqual(['https://liga.example.org', 'http://127.0.0.1:3000'])
  })
})

describe('security headers', () => {
  const INDEX = `<!doctype html><html lang="es"><head><script>;(() => { document.documentElement.dataset.theme = 'dark' })()</script>
<script type="module" src="/assets/entry.js"></script><script type="application/ld+json">{"a":1}</script></head><body></body></html>`

  function appWith(baseURL: string) {
    const app = new Hono<AppEnv>()
    app.use(securityHeaders({ baseURL }))
    app.get('/api/thing', (c) => c.json({ ok: true }))
    app.get('*', (c) => c.html(INDEX))
    return app
  }

  it('sends nosniff and the referrer policy on every response, HSTS only with an https PUBLIC_URL', async () => {
    const http = appWith('http://localhost:3000')
    for (const path of ['/api/thing', '/es/dashboard']) {
      const res = await http.request(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
    expect((await http.request('/api/thing')).headers.get('content-security-policy')).toBeNull()
    const https = appWith('https://liga.example.org')
    expect((await https.request('/api/thing')).headers.get('strict-transport-security')).toBe('max-age=31536000')
  })

  it('gives the admin app a CSP without inline script (only its hash), no framing and no Stripe', async () => {
    const res = await appWith('http://localhost:3000').request('/es/dashboard')
    const csp = res.headers.get('content-security-policy') ?? ''
    const [hash] = inlineScriptHashes(INDEX)
    expect(inlineScriptHashes(INDEX)).toHaveLength(1)
    expect(csp).toContain(`script-src 'self' ${hash};`)
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    // the card scanner's QR decoder is a blob worker (decision 0046)
    expect(csp).toContain("worker-src 'self' blob:;")
    expect(csp).not.toContain('stripe')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('allows Stripe on the subscription page only, and framing on the public league pages', async () => {
    const app = appWith('http://localhost:3000')
    const billing = (await app.request('/en/subscription')).headers.get('content-security-policy') ?? ''
    expect(billing).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/js\.stripe\.com/)
    expect(billing).toContain('frame-src https://js.stripe.com')
    expect(billing).toContain("frame-ancestors 'none'")
    const publicPage = await app.request('/es/l/liga-demo')
    expect(publicPage.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(publicPage.headers.get('x-frame-options')).toBeNull()
  })

  it('tells the kinds of page apart', () => {
    expect(pageKindOf('/es/l/liga')).toBe('public')
    expect(pageKindOf('/en/l')).toBe('public')
    expect(pageKindOf('/en/leagues')).toBe('app')
    expect(pageKindOf('/es/subscription')).toBe('billing')
    expect(pageKindOf('/es/subscription/x')).toBe('app')
    expect(contentSecurityPolicy({ kind: 'app' })).toContain("object-src 'none'")
  })
})

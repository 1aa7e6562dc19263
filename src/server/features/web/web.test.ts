import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '#test/server.ts'
import { decideLanguage, preferredLanguage } from './language-redirect.ts'

describe('decideLanguage (pure)', () => {
  const decide = (path: string, query = '', cookieLang?: string, acceptLanguage?: string) =>
    decideLanguage({ path, search: new URLSearchParams(query), cookieLang, acceptLanguage })

  it.each([
    ['the lang cookie first', 'en', 'es-ES,es;q=0.9', 'en'],
    ['then the browser language', undefined, 'en-US,en;q=0.9', 'en'],
    ['then es', undefined, 'fr-FR', 'es'],
    ['es with nothing at all', undefined, undefined, 'es'],
    ['ignores an unsupported cookie', 'de', 'en', 'en'],
  ])('/ redirects by %s', (_l, cookie, accept, lang) => {
    expect(decide('/', '', cookie, accept)).toEqual({ kind: 'redirect', location: `/${lang}` })
    expect(preferredLanguage(cookie, accept)).toBe(lang)
  })

  it('?lang overrides the path, keeps the rest of the query and saves the cookie', () => {
    expect(decide('/es/dashboard', 'lang=en&o=123', 'es')).toEqual({
      kind: 'redirect',
      location: '/en/dashboard?o=123',
      setCookie: 'en',
    })
    expect(decide('/teams', 'lang=en')).toEqual({ kind: 'redirect', location: '/en/teams', setCookie: 'en' })
  })

  it('ignores an unsupported ?lang', () => {
    expect(decide('/en/dashboard', 'lang=fr')).toEqual({ kind: 'serve', lang: 'en' })
  })

  it('adds the stored language to a path without one', () => {
    expect(decide('/dashboard', 'x=1', 'en')).toEqual({ kind: 'redirect', location: '/en/dashboard?x=1' })
    expect(decide('/players/42')).toEqual({ kind: 'redirect', location: '/es/players/42' })
  })

  it('serves a path that has a language', () => {
    expect(decide('/en/teams/1', '', 'es')).toEqual({ kind: 'serve', lang: 'en' })
    expect(decide('/es')).toEqual({ kind: 'serve', lang: 'es' })
  })
})

describe('language redirects over HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it('answers / with a 302 by cookie, then Accept-Language, then es', async () => {
    const byCookie = await server.request('/', { headers: { cookie: 'lang=en', 'accept-language': 'es-AR' } })
    expect(byCookie.status).toBe(302)
    expect(byCookie.headers.get('location')).toBe('/en')
    const byBrowser = await server.request('/', { headers: { 'accept-language': 'en-GB,en;q=0.8' } })
    expect(byBrowser.headers.get('location')).toBe('/en')
    const byDefault = await server.request('/', { headers: { 'accept-language': 'pt-BR' } })
    expect(byDefault.headers.get('location')).toBe('/es')
  })

  it('sets the lang cookie for a year on ?lang=', async () => {
    const res = await server.request('/es/dashboard?lang=en')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en/dashboard')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/lang=en/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
  })

  it('redirects a page path lacking the language', async () => {
    const res = await server.request('/dashboard', { headers: { cookie: 'lang=en' } })
    expect(res.headers.get('location')).toBe('/en/dashboard')
  })

  it('answers unknown API paths with a problem, not the web app', async () => {
    const res = await server.request('/api/nope', { method: 'GET' })
    expect([401, 404]).toContain(res.status)
    expect(res.headers.get('content-type')).toContain('application/problem+json')
  })
})

describe('assets', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it('answers a missing asset with 404, not with a redirect to the web app', async () => {
    const res = await server.request('/assets/toaster-OLDHASH.js')
    expect(res.status).toBe(404)
  })
})

describe('prerendered signed-out pages (scripts/vite-prerender.ts)', () => {
  let server: TestServer
  let clientDir: string
  const page = (text: string) =>
    `<!doctype html><html lang="es"><head></head><body>${text}<div id="root"></div></body></html>`
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-prerendered-'))
    fs.writeFileSync(path.join(clientDir, 'index.html'), page('app shell'))
    for (const [lang, name] of [
      ['es', 'index'],
      ['en', 'index'],
      ['es', 'signup'],
    ]) {
      fs.mkdirSync(path.join(clientDir, 'prerendered', lang as string), { recursive: true })
      fs.writeFileSync(
        path.join(clientDir, 'prerendered', lang as string, `${name}.html`),
        page(`${lang} ${name} copy`),
      )
    }
    server = await createTestServer({}, { clientDir })
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })
  const body = async (url: string, cookie?: string) => {
    const res = await server.request(url, { headers: cookie ? { cookie } : {} })
    expect(res.status).toBe(200)
    return { text: await res.text(), res }
  }

  it('serves the copy of the sign-in and sign-up pages to a visitor without a session', async () => {
    const signIn = await body('/es')
    expect(signIn.text).toContain('es index copy')
    expect(signIn.res.headers.get('vary')).toMatch(/cookie/i)
    expect(signIn.res.headers.get('etag')).toBeTruthy()
    expect((await body('/en')).text).toContain('en index copy')
    expect((await body('/es/signup?next=%2Fes%2Fteams')).text).toContain('es signup copy')
  })

  it('serves the app shell when the build has no copy of the page, and on every other page', async () => {
    expect((await body('/en/signup')).text).toContain('app shell')
    expect((await body('/es/forgot-password')).text).toContain('app shell')
    expect((await body('/es/dashboard')).text).toContain('app shell')
    expect((await body('/es/signup/extra')).text).toContain('app shell')
  })

  it('serves the app shell to a visitor with a session cookie (the app sends them on without a flash)', async () => {
    expect((await body('/es', 'lang=es; better-auth.session_token=abc.def')).text).toContain('app shell')
    expect((await body('/es', '__Secure-better-auth.session_token=abc')).text).toContain('app shell')
    expect((await body('/es', 'better-auth.session_token=')).text).toContain('es index copy')
  })

  it('answers a revalidation of the copy with 304', async () => {
    const { res } = await body('/es')
    const again = await server.request('/es', { headers: { 'if-none-match': res.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })
})

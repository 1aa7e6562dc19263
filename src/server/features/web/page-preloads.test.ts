import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '#test/server.ts'
import { createPagePreloads, isSignedInPage, routeModulesOf, SHELL_MODULE } from './page-preloads.ts'

describe('which pages preload the signed-in app (pure)', () => {
  it('is every signed-in page, not the signed-out, open, onboarding or public league pages', () => {
    for (const page of ['/dashboard', '/tournaments', '/tournaments/t1/standings', '/settings', '/dashboard/']) {
      expect(isSignedInPage(page), page).toBe(true)
    }
    for (const page of ['', '/', '/signup', '/forgot-password', '/terms', '/reset-password', '/invitations/abc']) {
      expect(isSignedInPage(page), page).toBe(false)
    }
    for (const page of ['/l/liga-norte', '/l', '/onboarding/user', '/onboarding/league']) {
      expect(isSignedInPage(page), page).toBe(false)
    }
  })

  it('names the shell and the route modules by the client’s conventions', () => {
    const routes = 'src/client/app/routes'
    expect(routeModulesOf('/dashboard')).toEqual(
      expect.arrayContaining([SHELL_MODULE, `${routes}/dashboard-route.tsx`, `${routes}/dashboard-list-route.tsx`]),
    )
    expect(routeModulesOf('/tournaments/t1/standings')).toEqual(
      expect.arrayContaining([`${routes}/tournaments-routes.tsx`, `${routes}/tournaments-detail-route.tsx`]),
    )
    expect(routeModulesOf('/teams/new')).toContain(`${routes}/teams-new-route.tsx`)
    expect(routeModulesOf('/players')).toContain(`${routes}/players-list-route.tsx`)
    // nothing but the shell for a path that is not a section name
    expect(routeModulesOf('/%2e%2e/x').filter((module) => module.includes('/routes/'))).toEqual([])
  })
})

/** A build with a manifest: entry ← shell ← app-ui; the dashboard; the tournaments section and its detail page. */
function writeBuild(dir: string) {
  const manifest = {
    '_entry-E.js': { file: 'assets/entry-E.js', name: 'entry' },
    '_app-ui-U.js': { file: 'assets/app-ui-U.js', name: 'app-ui', imports: ['_entry-E.js'] },
    [SHELL_MODULE]: { file: 'assets/app-shell-S.js', imports: ['_entry-E.js', '_app-ui-U.js'] },
    'src/client/app/prefetch-page-data.ts': { file: 'assets/prefetch-page-data-P.js', imports: ['_entry-E.js'] },
    'src/client/app/routes/dashboard-route.tsx': { file: 'assets/dashboard-route-D.js', imports: ['_app-ui-U.js'] },
    'src/client/app/routes/tournaments-routes.tsx': { file: 'assets/tournaments-routes-T.js' },
    'src/client/app/routes/tournaments-detail-route.tsx': {
      file: 'assets/tournaments-detail-route-TD.js',
      imports: ['_form-F.js'],
    },
    'src/client/app/routes/tournaments-new-route.tsx': { file: 'assets/tournaments-new-route-TN.js' },
    '_form-F.js': { file: 'assets/form-F.js' },
    '_es-P.js': { file: 'assets/es-P.js', name: 'es' },
    '_es-app-A.js': { file: 'assets/es-app-A.js', name: 'es-app' },
    '_es-AR-app-R.js': { file: 'assets/es-AR-app-R.js', name: 'es-AR-app' },
    '_en-app-B.js': { file: 'assets/en-app-B.js', name: 'en-app' },
  }
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true })
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><!-- page-preloads --><script type="module" src="/assets/entry-E.js"></script>' +
      '<link rel="manifest" href="/manifest.es.webmanifest" /></head><body><div id="root"></div></body></html>',
  )
}

const listed = (html: string): string[] => {
  const block = /<script type="application\/json" id="page-preloads">(.*?)<\/script>/.exec(html)
  return block ? (JSON.parse(block[1] as string) as string[]) : []
}

describe('the chunks a signed-in page preloads', () => {
  let clientDir: string
  let server: TestServer
  const session = 'lang=es; better-auth.session_token=abc.def'
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-preloads-'))
    writeBuild(clientDir)
    server = await createTestServer({}, { clientDir })
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })

  it('lists the shell, the page, their imports and the messages, once each and not what the page already loads', () => {
    const preloads = createPagePreloads(clientDir, (file) => file === 'assets/entry-E.js')
    expect(listed(preloads.listFor('es', '/dashboard'))).toEqual([
      '/assets/app-shell-S.js',
      '/assets/app-ui-U.js',
      '/assets/prefetch-page-data-P.js',
      '/assets/dashboard-route-D.js',
      '/assets/es-P.js',
      '/assets/es-app-A.js',
    ])
    expect(listed(preloads.listFor('en', '/tournaments/t1/standings'))).toEqual([
      '/assets/app-shell-S.js',
      '/assets/app-ui-U.js',
      '/assets/prefetch-page-data-P.js',
      '/assets/tournaments-routes-T.js',
      '/assets/tournaments-detail-route-TD.js',
      '/assets/form-F.js',
      '/assets/en-app-B.js',
    ])
    // the new-tournament form is not a tournament's page
    expect(listed(preloads.listFor('es', '/tournaments/new'))).toContain('/assets/tournaments-new-route-TN.js')
    expect(listed(preloads.listFor('es', '/tournaments/new'))).not.toContain('/assets/form-F.js')
  })

  it('is nothing without a manifest (a build without one still serves its pages)', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'league-portal-no-manifest-'))
    try {
      expect(createPagePreloads(empty, () => false).listFor('es', '/dashboard')).toBe('')
    } finally {
      fs.rmSync(empty, { recursive: true, force: true })
    }
  })

  it('is sent with a signed-in page to a visitor with a session, keyed on the cookie', async () => {
    const res = await server.request('/es/dashboard', { headers: { cookie: session } })
    expect(res.status).toBe(200)
    expect(res.headers.get('vary')).toMatch(/cookie/i)
    const html = await res.text()
    expect(listed(html)).toContain('/assets/dashboard-route-D.js')
    expect(listed(html)).not.toContain('/assets/entry-E.js')
    expect(html).not.toContain('<!-- page-preloads -->')
    // and revalidates as any page does
    const again = await server.request('/es/dashboard', {
      headers: { cookie: session, 'if-none-match': res.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('is not sent without a session, nor with the sign-in, onboarding or terms pages', async () => {
    for (const [url, cookie] of [
      ['/es/dashboard', 'lang=es'],
      ['/es', session],
      ['/en/signup', session],
      ['/es/onboarding/user', session],
      ['/es/terms', session],
    ] as const) {
      const html = await (await server.request(url, { headers: { cookie } })).text()
      expect(listed(html), url).toEqual([])
      expect(html, url).toContain('<div id="root">')
    }
  })
})

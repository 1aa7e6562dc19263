/** Serves the built web app (dist/client) and answers the language redirects of every page path. */
import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '#server/lib/http.ts'
import { decideLanguage, LANG_COOKIE_MAX_AGE } from './language-redirect.ts'

export function createWebRoutes({ clientDir }: { clientDir: string }) {
  const router = new Hono<AppEnv>()
  const indexFile = path.join(clientDir, 'index.html')
  let indexHtml: string | null = null
  const readIndex = () => {
    if (indexHtml === null && fs.existsSync(indexFile)) indexHtml = fs.readFileSync(indexFile, 'utf8')
    return indexHtml
  }

  const root = path.relative(process.cwd(), clientDir) || '.'
  if (fs.existsSync(clientDir)) {
    router.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    )
    router.get('/:file{[^/]+\\.(ico|png|svg|webmanifest|txt|webp|jpg)}', serveStatic({ root }))
  }

  // A missing asset (an old chunk after a new build) is a 404, never the web app's page.
  router.get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }))

  router.get('*', (c) => {
    const url = new URL(c.req.url)
    const decision = decideLanguage({
      path: url.pathname,
      search: url.searchParams,
      cookieLang: getCookie(c, 'lang'),
      acceptLanguage: c.req.header('accept-language'),
    })
    if (decision.kind === 'redirect') {
      if (decision.setCookie) {
        setCookie(c, 'lang', decision.setCookie, { path: '/', maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'Lax' })
      }
      c.header('cache-control', 'no-store')
      return c.redirect(decision.location, 302)
    }
    const html = readIndex()
    if (!html) return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    c.header('cache-control', 'no-cache')
    return c.html(html.replace('<html lang="es"', `<html lang="${decision.lang}"`))
  })
  return router
}

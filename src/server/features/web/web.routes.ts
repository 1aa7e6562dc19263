/** Serves the built web app (dist/client) and answers the language redirects of every page path. */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '#server/lib/http.ts'
import { createBuiltFiles, IMMUTABLE, matchesEtag } from './built-files.ts'
import { decideLanguage, LANG_COOKIE_MAX_AGE } from './language-redirect.ts'

export function createWebRoutes({ clientDir }: { clientDir: string }) {
  const router = new Hono<AppEnv>()
  const indexFile = path.join(clientDir, 'index.html')
  let indexHtml: string | null = null
  const pages = new Map<string, { html: string; etag: string }>()
  const pageFor = (html: string, lang: string) => {
    let page = pages.get(lang)
    if (!page) {
      // the language of the page, and the manifest whose start_url and names are in it
      const localized = html
        .replace('<html lang="es"', `<html lang="${lang}"`)
        .replace('/manifest.es.webmanifest', `/manifest.${lang}.webmanifest`)
      page = { html: localized, etag: `"${createHash('sha1').update(localized).digest('base64url').slice(0, 27)}"` }
      pages.set(lang, page)
    }
    return page
  }
  const readIndex = () => {
    if (indexHtml === null && fs.existsSync(indexFile)) indexHtml = fs.readFileSync(indexFile, 'utf8')
    return indexHtml
  }

  const files = createBuiltFiles(clientDir)
  // Hashed by content: a year, immutable. A missing asset (an old chunk after a new build) is a 404, never the page.
  router.get(
    '/assets/*',
    (c) => files.serve(c, c.req.path, IMMUTABLE) ?? c.text('Not found', 404, { 'cache-control': 'no-store' }),
  )
  // Unhashed files at the root (service worker, manifests, icons): revalidated every time (ETag → 304).
  router.get('/:file{[^/]+\\.(ico|png|svg|webmanifest|txt|webp|jpg|js|html)}', async (c, next) => {
    return files.serve(c, c.req.path, 'no-cache') ?? next()
  })
  router.get('/icons/*', (c) => files.serve(c, c.req.path, 'public, max-age=86400') ?? c.text('Not found', 404))

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
    // The page is revalidated on every visit (no-cache + ETag): a 304 costs one round trip and no bytes.
    const page = pageFor(html, decision.lang)
    c.header('cache-control', 'no-cache')
    c.header('etag', page.etag)
    if (matchesEtag(c.req.header('if-none-match'), page.etag)) return c.body(null, 304)
    return c.html(page.html)
  })
  return router
}

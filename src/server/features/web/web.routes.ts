/** Serves the built web app (dist/client) and answers the language redirects of every page path. */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isNotModified } from '#server/lib/conditional-get.ts'
import type { AppEnv } from '#server/lib/http.ts'
import { createBuiltFiles, IMMUTABLE } from './built-files.ts'
import { decideLanguage, LANG_COOKIE_MAX_AGE } from './language-redirect.ts'
import { createPagePreloads, isSignedInPage, type PagePreloads } from './page-preloads.ts'

/** Page path (after the language) → name of its prerendered file under dist/client/prerendered/{lang}/. */
const PRERENDERED_PAGES: Record<string, string> = {
  '': 'index',
  '/': 'index',
  '/signup': 'signup',
  '/forgot-password': 'forgot-password',
}

/** better-auth's session cookie (`__Secure-` prefixed over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/

const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`

export function createWebRoutes({ clientDir }: { clientDir: string }) {
  const router = new Hono<AppEnv>()
  const indexFile = path.join(clientDir, 'index.html')
  let indexHtml: string | null = null
  const pages = new Map<string, { html: string; etag: string }>()
  let preloads: PagePreloads | null = null
  /** The page in `lang`; with `preloadList`, a signed-in page's `#page-preloads` (page-preloads.ts) too. */
  const pageFor = (html: string, lang: string, preloadList = '') => {
    const key = `${lang}${preloadList}`
    let page = pages.get(key)
    if (!page) {
      // the language of the page, and the manifest whose start_url and names are in it
      const localized = html
        .replace('<html lang="es"', `<html lang="${lang}"`)
        .replace('/manifest.es.webmanifest', `/manifest.${lang}.webmanifest`)
        .replace('<!-- page-preloads -->', preloadList)
      page = { html: localized, etag: etagOf(localized) }
      pages.set(key, page)
    }
    return page
  }
  // The signed-out pages prerendered at build (scripts/vite-prerender.ts): `/{lang}`, `/{lang}/signup`,
  // `/{lang}/forgot-password`. Read once; null when the build has none (the page is then index.html as always).
  const prerendered = new Map<string, { html: string; etag: string } | null>()
  const prerenderedPage = (lang: string, pagePath: string) => {
    const name = PRERENDERED_PAGES[pagePath]
    if (!name) return null
    const key = `${lang}/${name}`
    if (!prerendered.has(key)) {
      const file = path.join(clientDir, 'prerendered', lang, `${name}.html`)
      const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
      prerendered.set(key, html === null ? null : { html, etag: etagOf(html) })
    }
    return prerendered.get(key) ?? null
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
    // A visitor without a session gets the prerendered copy of a signed-out page: its text paints before any script.
    // With a session cookie, the plain page: the app sends a signed-in user on, and the copy would flash meanwhile.
    // A signed-in page's HTML preloads the chunks it renders with (page-preloads.ts), only for a session: a first
    // visitor sent on to the sign-in page would download the admin app for nothing.
    const pagePath = url.pathname.slice(1 + decision.lang.length)
    const hasSession = SESSION_COOKIE.test(c.req.header('cookie') ?? '')
    const isAppPage = isSignedInPage(pagePath)
    preloads ??= createPagePreloads(clientDir, (file) => html.includes(`/${file}`))
    const preloadList = hasSession && isAppPage ? preloads.listFor(decision.lang, pagePath) : ''
    const page =
      (hasSession ? null : prerenderedPage(decision.lang, pagePath)) ?? pageFor(html, decision.lang, preloadList)
    // The same URL answers two pages: a shared cache must key on the cookie.
    if (PRERENDERED_PAGES[pagePath] || isAppPage) c.header('vary', 'Cookie', { append: true })
    c.header('cache-control', 'no-cache')
    c.header('etag', page.etag)
    if (isNotModified(c, page.etag)) return c.body(null, 304)
    return c.html(page.html)
  })
  return router
}

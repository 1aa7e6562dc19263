/**
 * The public league site's routes (decision 0013), without a session:
 * - JSON for widgets and apps under `/api/public/{slug}/…` (OpenAPI tag `public`, `Access-Control-Allow-Origin: *`),
 *   the calendar feeds, the league's change stream (SSE) and sitemap, and the pages' script;
 * - the server-rendered pages under `/{lang}/l/{slug}/…` and `/robots.txt` (createPublicPageRoutes).
 * Every response is cached by public-cache.ts (ETag from the data's versions, 304 before rendering).
 */
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { ROUND_KEY_PATTERN } from '#domain/games/games-by-round.schema.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { type AppEnv, createRouter, invalidParamsOf } from '#server/lib/http.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { watchPublicAddress } from '#server/live/public-address-watch.ts'
import { findPublicSlugs, getPublicLeague, type PublicOrganization } from './public.service.ts'
import { documentPublicApi, GamesQuery } from './public-api-docs.ts'
import { LIVE_SCRIPT, LIVE_SCRIPT_PATH } from './public-assets.ts'
import { cachedResponse, pathAndQuery } from './public-cache.ts'
import { addPublicFeedRoutes } from './public-feeds.ts'
import { findPublicGamePage } from './public-games.service.ts'
import type { PublicOrganizations } from './public-organizations.ts'
import { type PageContext, renderNotFoundPage } from './public-page-layout.ts'
import { renderGamePage, renderLeaguePage, renderTeamPage, renderTournamentPage } from './public-pages.ts'
import { getPublicGame, getPublicTeam } from './public-team.service.ts'
import { isPublicLang, type PublicLang } from './public-texts.ts'
import { getPublicStandings, getPublicTournament } from './public-tournament.service.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const HTML_TYPE = 'text/html; charset=utf-8'

/** Events that may change what the public pages show (never members, invitations or billing). */
const PUBLIC_ENTITIES = new Set([
  'games',
  'rounds',
  'groups',
  'teams',
  'players',
  'tournaments',
  'seasons',
  'suspensions',
  'point-adjustments',
  'locations',
  'organization',
])

/** A page's `?round=`: a key summarizeRounds makes, or NOT_FOUND (the page's 404). */
function roundOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (!ROUND_KEY_PATTERN.test(value)) throw new AppError('NOT_FOUND')
  return value
}

const roundQueryOf = (value: string | undefined) =>
  value !== undefined && ROUND_KEY_PATTERN.test(value) ? `?round=${value}` : ''

function langOf(value: string | undefined): PublicLang {
  return value === 'en' ? 'en' : 'es'
}

export function createPublicApiRoutes({
  db,
  live,
  organizations,
  baseUrl,
}: {
  db: Db
  live: LiveHub
  /** the leagues behind the slugs, with their stamps (public-organizations.ts) */
  organizations: PublicOrganizations
  baseUrl: string
}) {
  const router = createRouter()
  documentPublicApi(router)

  const orgOf = (slug: string) => organizations.get(slug)
  const json = (c: Parameters<typeof cachedResponse>[0], org: PublicOrganization, read: () => Promise<unknown>) =>
    cachedResponse(c, org, { key: pathAndQuery(c), contentType: JSON_TYPE, cors: true }, async () =>
      JSON.stringify(await read()),
    )

  // mounted under /api
  router.get(LIVE_SCRIPT_PATH.replace(/^\/api/, ''), (c) =>
    c.body(LIVE_SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    }),
  )
  router.get('/public/:slug', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    return cachedResponse(
      c,
      org,
      { key: c.req.path, contentType: JSON_TYPE, cors: true, dependsOnClock: true },
      async () => JSON.stringify(await getPublicLeague({ db, org })),
    )
  })
  router.get('/public/:slug/tournaments/:id', async (c) => {
    const round = c.req.query('round')
    if (round !== undefined && !ROUND_KEY_PATTERN.test(round))
      throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'round', reason: 'validation.invalid' }] })
    const org = await orgOf(c.req.param('slug'))
    return json(c, org, () => getPublicTournament({ db, org, tournamentId: c.req.param('id'), round }))
  })
  router.get('/public/:slug/tournaments/:id/standings', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    return json(c, org, () => getPublicStandings({ db, org, tournamentId: c.req.param('id') }))
  })
  router.get('/public/:slug/tournaments/:id/games', async (c) => {
    const parsed = GamesQuery.safeParse(c.req.query())
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', { invalidParams: invalidParamsOf(parsed.error) })
    const org = await orgOf(c.req.param('slug'))
    const { round, team, offset } = parsed.data
    return cachedResponse(
      c,
      org,
      { key: `${c.req.path}?${round ?? ''}&${team ?? ''}&${offset ?? 0}`, contentType: JSON_TYPE, cors: true },
      async () =>
        JSON.stringify(await findPublicGamePage({ db, org, tournamentId: c.req.param('id'), round, team, offset })),
    )
  })
  router.get('/public/:slug/teams/:id', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    return json(c, org, () => getPublicTeam({ db, org, teamId: c.req.param('id') }))
  })
  router.get('/public/:slug/games/:id', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    return json(c, org, () => getPublicGame({ db, org, gameId: c.req.param('id') }))
  })
  addPublicFeedRoutes(router, { db, orgOf, baseUrl })
  router.get('/public/:slug/events', async (c) => {
    const org = await orgOf(c.req.param('slug'))
    c.header('x-accel-buffering', 'no')
    const response = streamSSE(c, async (stream) => {
      let pending = false
      let wake: (() => void) | null = null
      // the event itself never leaves: a draft's id or what changed is nobody's business here; the page refetches
      const unsubscribe = live.subscribe(org.id, (event) => {
        if (!PUBLIC_ENTITIES.has(event.entity)) return
        pending = true
        wake?.()
      })
      // the site turned off or moved: this address's stream ends (decision 0034)
      let ended = false
      const unwatch = watchPublicAddress({
        db,
        live,
        organizationId: org.id,
        slug: org.slug,
        onGone: () => {
          ended = true
          wake?.()
        },
      })
      stream.onAbort(() => {
        unsubscribe()
        wake?.()
      })
      await stream.writeSSE({ event: 'ready', data: '{}' })
      while (!stream.aborted && !stream.closed && !ended) {
        if (pending) {
          pending = false
          await stream.writeSSE({ event: 'change', data: '{}' })
          continue
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 25_000)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        wake = null
        if (!pending && !stream.aborted && !ended) await stream.write(': heartbeat\n\n')
      }
      unsubscribe()
      unwatch()
    })
    response.headers.set('cache-control', 'no-store')
    response.headers.set('access-control-allow-origin', '*')
    return response
  })
  return router
}

/** `/{lang}/l/{slug}/…` pages and `/robots.txt`. */
export function createPublicPageRoutes({
  db,
  organizations,
  baseUrl,
}: {
  db: Db
  organizations: PublicOrganizations
  baseUrl: string
}) {
  const router = new Hono<AppEnv>()
  type Render = (ctx: PageContext, id: string, c: Parameters<typeof cachedResponse>[0]) => Promise<string>
  const page =
    (
      subPath: (id: string, c: Parameters<typeof cachedResponse>[0]) => string,
      render: Render,
      options: { live?: boolean; dependsOnClock?: boolean } = {},
    ) =>
    async (c: Parameters<typeof cachedResponse>[0]) => {
      const langParam = c.req.param('lang') ?? ''
      if (!isPublicLang(langParam)) return c.notFound()
      const lang = langParam
      const id = c.req.param('id') ?? ''
      try {
        const org = await organizations.get(c.req.param('slug') ?? '')
        const ctx: PageContext = {
          lang,
          org,
          baseUrl,
          subPath: subPath(id, c),
          liveScript: options.live ? LIVE_SCRIPT_PATH : null,
        }
        return await cachedResponse(
          c,
          org,
          { key: `${lang}${ctx.subPath}`, contentType: HTML_TYPE, dependsOnClock: options.dependsOnClock },
          () => render(ctx, id, c),
        )
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          return c.html(renderNotFoundPage(lang), 404, { 'cache-control': 'public, max-age=15' })
        }
        throw error
      }
    }
  router.get(
    '/:lang{es|en}/l/:slug',
    page(
      () => '',
      async (ctx) => renderLeaguePage(ctx, await getPublicLeague({ db, org: ctx.org })),
      { dependsOnClock: true },
    ),
  )
  router.get(
    '/:lang{es|en}/l/:slug/tournaments/:id',
    page(
      // a round's own address, `?round=N`, is crawlable and cached under its own key (decision 0054)
      (id, c) => `/tournaments/${id}${roundQueryOf(c.req.query('round'))}`,
      async (ctx, id, c) =>
        renderTournamentPage(
          ctx,
          await getPublicTournament({ db, org: ctx.org, tournamentId: id, round: roundOf(c.req.query('round')) }),
        ),
      { live: true },
    ),
  )
  router.get(
    '/:lang{es|en}/l/:slug/teams/:id',
    page(
      (id) => `/teams/${id}`,
      async (ctx, id) => renderTeamPage(ctx, await getPublicTeam({ db, org: ctx.org, teamId: id })),
    ),
  )
  router.get(
    '/:lang{es|en}/l/:slug/games/:id',
    page(
      (id) => `/games/${id}`,
      async (ctx, id) => renderGamePage(ctx, await getPublicGame({ db, org: ctx.org, gameId: id })),
      { live: true },
    ),
  )
  router.get('/:lang{es|en}/l/*', (c) => c.html(renderNotFoundPage(langOf(c.req.param('lang'))), 404))
  router.get('/robots.txt', async (c) => {
    const slugs = await findPublicSlugs(db)
    const lines = [
      'User-agent: *',
      'Allow: /es/l/',
      'Allow: /en/l/',
      'Disallow: /api/',
      'Disallow: /es/',
      'Disallow: /en/',
      '',
      ...slugs.map((slug) => `Sitemap: ${baseUrl}/api/public/${slug}/sitemap.xml`),
    ]
    return c.text(`${lines.join('\n')}\n`, 200, { 'cache-control': 'public, max-age=300' })
  })
  return router
}

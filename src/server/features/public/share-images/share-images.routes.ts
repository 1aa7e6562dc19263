/**
 * Share images for the admin app: the portrait of a round and of a game, for any member of the organization, drawn
 * from published data only (the image is for the public). The public ones under `/api/public/{slug}/…` are mounted by
 * createPublicShareImageRoutes once the slug resolves to an organization.
 *
 * Paths end in `.png`, which Hono cannot split from a `:param`: the handlers use a pattern for the whole last
 * segment, and the OpenAPI document gets the paths as written here.
 */
import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import { requireOrg } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { isNotModified } from '#server/lib/conditional-get.ts'
import { type AppEnv, createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { RenderPool } from '#server/lib/render-pool.ts'
import type { Storage } from '#server/storage/storage.ts'
import type { PublicOrganizations } from '../public-organizations.ts'
import { drawQrPng, drawQrSvg, getPublicSiteAddress } from './public-site-qr.ts'
import { getSharePng, getShareView, type ShareTarget, shareEtagOf } from './share-images.service.ts'
import { SHARE_LANGS, type ShareLang } from './share-text.ts'
import type { ShareImageView } from './share-views.ts'

/** A whole path segment `<id>.png`; the id is checked by the service (anything but a uuid is NOT_FOUND). */
export const PNG_SEGMENT = '{[0-9A-Za-z-]{1,100}\\.png}'

export const ShareQuerySchema = z.object({
  lang: z.enum(SHARE_LANGS).optional().openapi({ description: "the image's language; default the league's" }),
})

const pngResponses = {
  200: {
    description: 'The image (PNG)',
    content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
  },
  304: { description: 'Not modified (If-None-Match matched the ETag)' },
  400: errorResponses[400],
  404: errorResponses[404],
} as const

export function idOfSegment(segment: string): string {
  return segment.slice(0, -'.png'.length)
}

export function langOfQuery(c: Context<AppEnv>): ShareLang | undefined {
  const lang = c.req.query('lang')
  if (lang === undefined) return undefined
  if (!(SHARE_LANGS as readonly string[]).includes(lang)) {
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'lang', reason: 'validation.invalid_option' }] })
  }
  return lang as ShareLang
}

/**
 * Answers an image: 304 when the client holds this version (nothing drawn), else the PNG. `public` only for the
 * public addresses; the admin ones are private to the browser.
 */
export async function sendShareImage(
  c: Context<AppEnv>,
  {
    db,
    storage,
    organizationId,
    target,
    isPublic,
    filename,
    renders,
  }: {
    db: Db
    storage: Storage
    renders: RenderPool
    organizationId: string
    target: ShareTarget
    isPublic: boolean
    filename?: string
  },
) {
  const lang = langOfQuery(c)
  const { view, logoKey } = await getShareView({ db, organizationId, target, lang })
  const etag = shareEtagOf(view, logoKey)
  const headers: Record<string, string> = {
    etag,
    'cache-control': isPublic
      ? 'public, max-age=60, stale-while-revalidate=600'
      : 'private, max-age=0, must-revalidate',
    vary: 'Accept-Encoding',
  }
  if (isNotModified(c, etag)) return c.body(null, 304, headers)
  // drawn on the render pool's worker threads (decision 0043): satori and resvg are seconds of CPU at rush hour
  const draw = (drawn: ShareImageView) => renders.run(organizationId, { kind: 'sharePng', view: drawn })
  const png = await getSharePng({ storage, view, logoKey, etag, draw })
  if (filename) headers['content-disposition'] = `inline; filename="${filename}"`
  return c.body(new Uint8Array(png), 200, { ...headers, 'content-type': 'image/png' })
}

const RoundParams = OrgParamsSchema.extend({ roundId: idParam })
const GameParams = OrgParamsSchema.extend({ id: idParam })

export function createShareImageRoutes({
  db,
  storage,
  baseURL,
  renders,
}: {
  db: Db
  storage: Storage
  baseURL: string
  renders: RenderPool
}) {
  const router = createRouter()
  router.use('/orgs/:orgId/share/*', requireOrg(db))
  router.use('/orgs/:orgId/public-site/*', requireOrg(db))
  for (const format of ['svg', 'png'] as const) {
    router.openAPIRegistry.registerPath(
      createRoute({
        method: 'get',
        path: `/orgs/{orgId}/public-site/qr.${format}`,
        tags: ['share'],
        summary: `The QR code of the league's public address (${format.toUpperCase()}); \`?download=1\` to save it; any member`,
        request: { params: OrgParamsSchema },
        responses: {
          200: {
            description: 'The QR code',
            content: { [format === 'svg' ? 'image/svg+xml' : 'image/png']: { schema: z.string() } },
          },
          404: errorResponses[404],
        },
      }),
    )
    router.get(`/orgs/:orgId/public-site/qr.${format}`, async (c) => {
      const { url, slug } = await getPublicSiteAddress({ db, organizationId: c.get('org').id, baseURL })
      const headers: Record<string, string> = { 'cache-control': 'private, no-cache' }
      if (c.req.query('download')) headers['content-disposition'] = `attachment; filename="qr-${slug}.${format}"`
      return format === 'svg'
        ? c.body(await drawQrSvg(url), 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' })
        : c.body(new Uint8Array(await drawQrPng(url)), 200, { ...headers, 'content-type': 'image/png' })
    })
  }
  router.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/orgs/{orgId}/share/rounds/{roundId}.png',
      tags: ['share'],
      summary: "A round's fixtures or results as a portrait image (1080×1350), published games only; any member",
      request: { params: RoundParams, query: ShareQuerySchema },
      responses: pngResponses,
    }),
  )
  router.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/orgs/{orgId}/share/games/{id}.png',
      tags: ['share'],
      summary: 'A published game as a portrait image (1080×1350); any member',
      request: { params: GameParams, query: ShareQuerySchema },
      responses: pngResponses,
    }),
  )
  router.get(`/orgs/:orgId/share/rounds/:file${PNG_SEGMENT}`, (c) =>
    sendShareImage(c, {
      db,
      storage,
      renders,
      organizationId: c.get('org').id,
      target: { kind: 'portrait-round', roundId: idOfSegment(c.req.param('file')) },
      isPublic: false,
      filename: 'round.png',
    }),
  )
  router.get(`/orgs/:orgId/share/games/:file${PNG_SEGMENT}`, (c) =>
    sendShareImage(c, {
      db,
      storage,
      renders,
      organizationId: c.get('org').id,
      target: { kind: 'portrait-game', gameId: idOfSegment(c.req.param('file')) },
      isPublic: false,
      filename: 'game.png',
    }),
  )
  return router
}

const SlugParams = z.object({ slug: idParam })

/**
 * The public share images of a league under `/api/public/{slug}/…`: og:image cards (1200×630) of the league, a
 * tournament and a game, and the portraits (1080×1350) of a round and a game. 404 when the slug is off or unknown.
 */
export function createPublicShareImageRoutes({
  db,
  storage,
  organizations,
  renders,
}: {
  db: Db
  storage: Storage
  organizations: PublicOrganizations
  renders: RenderPool
}) {
  const router = createRouter()
  const images = [
    {
      path: 'og/league.png',
      hono: 'og/league.png',
      kind: 'og-league',
      summary: 'The league as an og:image (1200×630)',
    },
    {
      path: 'og/tournaments/{id}.png',
      hono: `og/tournaments/:file${PNG_SEGMENT}`,
      kind: 'og-tournament',
      summary: "A tournament's standings top as an og:image (1200×630)",
    },
    {
      path: 'og/games/{id}.png',
      hono: `og/games/:file${PNG_SEGMENT}`,
      kind: 'og-game',
      summary: 'A published game as an og:image (1200×630)',
    },
    {
      path: 'share/rounds/{id}.png',
      hono: `share/rounds/:file${PNG_SEGMENT}`,
      kind: 'portrait-round',
      summary: "A round's published fixtures or results as a portrait image (1080×1350)",
    },
    {
      path: 'share/games/{id}.png',
      hono: `share/games/:file${PNG_SEGMENT}`,
      kind: 'portrait-game',
      summary: 'A published game as a portrait image (1080×1350)',
    },
  ] as const
  for (const image of images) {
    router.openAPIRegistry.registerPath(
      createRoute({
        method: 'get',
        path: `/public/{slug}/${image.path}`,
        tags: ['public'],
        summary: image.summary,
        request: {
          params: image.kind === 'og-league' ? SlugParams : SlugParams.extend({ id: idParam }),
          query: ShareQuerySchema,
        },
        responses: pngResponses,
      }),
    )
    router.get(`/public/:slug/${image.hono}`, async (c) => {
      const org = await organizations.get(c.req.param('slug') ?? '')
      const id = image.kind === 'og-league' ? '' : idOfSegment(c.req.param('file') ?? '')
      const target: ShareTarget =
        image.kind === 'og-league'
          ? { kind: 'og-league' }
          : image.kind === 'og-tournament'
            ? { kind: 'og-tournament', tournamentId: id }
            : image.kind === 'portrait-round'
              ? { kind: 'portrait-round', roundId: id }
              : { kind: image.kind, gameId: id }
      return sendShareImage(c, { db, storage, renders, organizationId: org.id, target, isPublic: true })
    })
  }
  return router
}

/**
 * The OpenAPI document of the public JSON and calendar feeds (public.routes.ts serves them with plain handlers, since
 * every answer goes through public-cache.ts: ETag, 304, CORS).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { RoundKeySchema } from '#domain/games/games-by-round.schema.ts'
import { typeError, UuidSchema } from '#domain/lists/list.schema.ts'
import {
  PublicGameDetailSchema,
  PublicGameListSchema,
  PublicLeagueSchema,
  PublicStandingsSchema,
  PublicTeamSchema,
  PublicTournamentSchema,
} from '#domain/public/public.schema.ts'
import type { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse } from '#server/lib/openapi.ts'
import { PUBLIC_LANGS } from './public-texts.ts'

const SlugParams = z.object({ slug: z.string().min(1).max(100) })
const SlugIdParams = SlugParams.extend({ id: z.string().min(1).max(100) })
/**
 * `round`: a key of the tournament's `roundIndex` (decision 0054), or a round's id (the older form); none: the current
 * round and the next (with `team` alone: that team's games). `offset`: when `nextOffset` said there were more.
 */
export const GamesQuery = z.object({
  round: z.union([UuidSchema, RoundKeySchema], { error: 'validation.invalid' }).optional(),
  team: UuidSchema.optional(),
  offset: z.coerce.number(typeError).int({ error: 'validation.integer' }).min(0).max(100_000).optional(),
})
/** `round`: a key of `roundIndex` (decision 0054); none: the current round and the next */
const TournamentQuery = z.object({ round: RoundKeySchema.optional() })
const LangQuery = z.object({ lang: z.enum(PUBLIC_LANGS).optional() })

const okHeaders = {
  ETag: { schema: { type: 'string' as const }, description: 'from the data’s versions; send it as If-None-Match' },
  'Access-Control-Allow-Origin': { schema: { type: 'string' as const } },
}
const notModified = { description: 'Not modified (If-None-Match matched the current ETag)' }

/** Registers the public JSON and calendar paths in the router's OpenAPI document. */
export function documentPublicApi(router: ReturnType<typeof createRouter>) {
  const doc = (path: string, summary: string, schema: z.ZodType, extra: Record<string, unknown> = {}) =>
    router.openAPIRegistry.registerPath(
      createRoute({
        method: 'get',
        path,
        tags: ['public'],
        summary,
        request: { params: path.includes('{id}') ? SlugIdParams : SlugParams, ...extra },
        responses: {
          200: { ...jsonResponse('OK', schema), headers: okHeaders },
          304: notModified,
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
    )
  doc('/public/{slug}', 'A public league: its tournaments, next games and latest results', PublicLeagueSchema)
  doc(
    '/public/{slug}/tournaments/{id}',
    'A public tournament: standings, the current and next rounds with their games (`round` for another: `roundIndex` lists them), top scorers, suspended players, knockout brackets',
    PublicTournamentSchema,
    { query: TournamentQuery },
  )
  doc('/public/{slug}/tournaments/{id}/standings', 'Standings per group', PublicStandingsSchema)
  doc(
    '/public/{slug}/tournaments/{id}/games',
    'Published games by round, never the whole season at once: without `round` the current round and the next (`previous` and `next` are the keys of the rounds around; `roundIndex` of the tournament lists them all), `round=<key>` that round, `team` that team’s games; at most 500 an answer (`nextOffset` goes on with `offset`)',
    PublicGameListSchema,
    { query: GamesQuery },
  )
  doc('/public/{slug}/teams/{id}', 'A public team: roster and games', PublicTeamSchema)
  doc('/public/{slug}/games/{id}', 'A published game: score, scorers, cards', PublicGameDetailSchema)
  for (const [path, summary] of [
    ['/public/{slug}/tournaments/{id}/calendar.ics', 'iCalendar feed of the tournament’s published games'],
    ['/public/{slug}/teams/{id}/calendar.ics', 'iCalendar feed of the team’s published games'],
  ] as const) {
    router.openAPIRegistry.registerPath(
      createRoute({
        method: 'get',
        path,
        tags: ['public'],
        summary,
        request: { params: SlugIdParams, query: LangQuery },
        responses: {
          200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
          304: notModified,
          404: errorResponses[404],
        },
      }),
    )
  }
}

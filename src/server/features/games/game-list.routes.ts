/** Games: the list, creating one or many (bulk) and reading one (decision 0029: the games routes in four modules). */
import { createRoute } from '@hono/zod-openapi'
import { DayScheduleInputSchema, DayScheduleResultSchema } from '#domain/games/day-schedule.schema.ts'
import {
  CreateGameInputSchema,
  GameListQuerySchema,
  GamePageSchema,
  GameSchema,
  GameSheetSchema,
  UpdateGameInputSchema,
} from '#domain/games/game.schema.ts'
import { BulkGamesInputSchema, BulkGamesResultSchema } from '#domain/games/game-bulk.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { guardReportedGameWrite } from '#server/features/match-reports/match-reports.api.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { bulkGames } from './bulk-games.ts'
import { createGame } from './create-game.ts'
import { findGames, getGame } from './find-games.ts'
import { scheduleDay } from './schedule-day.ts'
import { updateGame } from './update-game.ts'

export function createGameListRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/games',
        tags: ['games'],
        summary:
          'Games in fixture order (date, round), filtered by tournament, group, round, team, state, kind or dates; deleted ones with `deleted=true`',
        request: { params: OrgParamsSchema, query: GameListQuerySchema },
        responses: {
          200: jsonResponse('Games and how many match', GamePageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => c.json(await findGames({ db, organizationId: c.get('org').id, query: c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games',
        tags: ['games'],
        summary:
          'Create a game by hand (a draft). A league game without `groupId` joins the group both teams are in. 409 TEAM_BUSY / VENUE_BUSY when a team or the venue already has a game then (`allowOverlap: true` saves anyway)',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateGameInputSchema) },
        responses: {
          201: jsonResponse('The game', GameSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(await createGame({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/bulk',
        tags: ['games'],
        summary:
          'Bulk: publish or unpublish games, move them N days (negative: back), set one date, or schedule each game (date, time, venue, field) at once; played games only with `includePlayed`',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(BulkGamesInputSchema) },
        responses: {
          200: jsonResponse('What changed', BulkGamesResultSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(await bulkGames({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/orgs/{orgId}/games/schedule',
        tags: ['games'],
        summary:
          "A match day at once (decision 0042): each listed game of any tournament gets its date, time, venue and field; all or nothing — 404 when a game is not this organization's, 409 STALE_VERSION when a `version` is not the current one, 409 TEAM_BUSY / VENUE_BUSY on a double booking. Played games keep their date.",
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(DayScheduleInputSchema) },
        responses: {
          200: jsonResponse('The games changed', DayScheduleResultSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(await scheduleDay({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/games/{id}',
        tags: ['games'],
        summary:
          'The game sheet: the game, and per side the roster, scorers, cards, suspended players and yellow-card warnings',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The game sheet', GameSheetSchema), 404: errorResponses[404] },
      }),
      async (c) => c.json(await getGame({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/games/{id}',
        tags: ['games'],
        summary:
          'Change a game (teams only while it has no goals or cards: 409 GAME_HAS_RESULT; a bracket game keeps its teams and kind: 409 BRACKET_GAME). 409 STALE_VERSION when `version` is outdated. A locked match report (409 REPORT_LOCKED) is changed only by an admin naming `reason`',
        middleware: [guardReportedGameWrite(db, 'manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateGameInputSchema) },
        responses: {
          200: jsonResponse('The game sheet', GameSheetSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(GameSheetSchema),
        },
      }),
      async (c) => {
        const data = c.req.valid('json')
        const id = c.req.valid('param').id
        return c.json(await updateGame({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
}

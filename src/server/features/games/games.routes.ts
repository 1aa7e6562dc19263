import { createRoute } from '@hono/zod-openapi'
import type { z } from 'zod'
import {
  BulkGamesInputSchema,
  BulkGamesResultSchema,
  CreateCardInputSchema,
  CreatedCardSchema,
  CreateGameInputSchema,
  GameActionInputSchema,
  GameLineupsInputSchema,
  GameLineupsSchema,
  GameListQuerySchema,
  GamePageSchema,
  GameSchema,
  GameSheetSchema,
  GameStatsInputSchema,
  SuspendGameInputSchema,
  UpdateGameInputSchema,
} from '#domain/games/game.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { bulkGames } from './bulk-games.ts'
import { createGame } from './create-game.ts'
import { deleteGame, restoreGame } from './delete-game.ts'
import { findGames, getGame } from './find-games.ts'
import { getGameLineups, setGameLineups } from './lineups.service.ts'
import { addCard, deleteCard } from './results/cards.ts'
import { setGameStats } from './results/set-game-stats.ts'
import { type GameTransition, transitionGame } from './transition-game.ts'
import { updateGame } from './update-game.ts'

const CardParamsSchema = EntityParamsSchema.extend({ cardId: idParam })

const optionalBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: false },
})

const TRANSITIONS: { name: GameTransition; summary: string; role: 'manager' | 'scorer' }[] = [
  { name: 'publish', summary: 'Publish the game (players and fans see it)', role: 'manager' },
  {
    name: 'confirm',
    summary: 'Confirm the game played: its result counts (409 GAME_SUSPENDED for a suspended game). Scorers may.',
    role: 'scorer',
  },
  { name: 'unconfirm', summary: 'Take the confirmation back: the result stops counting. Scorers may.', role: 'scorer' },
  {
    name: 'unsuspend',
    summary: 'The game will be played after all (suspendedAt and the reason cleared)',
    role: 'manager',
  },
]

/**
 * Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Reads: any member. Results
 * (stats, cards, confirm, unconfirm): scorer. Everything else: manager.
 */
export function createGamesRoutes({ db, live }: { db: Db; live: LiveHub }) {
  const router = createRouter()
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
          'Change a game (teams only while it has no goals or cards: 409 GAME_HAS_RESULT; a bracket game keeps its teams and kind: 409 BRACKET_GAME). 409 STALE_VERSION when `version` is outdated',
        middleware: [requireRole('manager')] as const,
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
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/games/{id}',
        tags: ['games'],
        summary: 'Soft-delete a game (409 BRACKET_GAME for a game of a bracket: it goes with its bracket)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          204: { description: 'Deleted' },
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        await deleteGame({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/restore',
        tags: ['games'],
        summary: 'Restore a soft-deleted game (409 BRACKET_GAME for a game of a bracket)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The game sheet', GameSheetSchema),
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(await restoreGame({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/suspend',
        tags: ['games'],
        summary:
          'Suspend the game (it will not be played) with a reason (409 GAME_CONFIRMED for a confirmed game, 409 BRACKET_GAME for a game of a bracket)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...optionalBody(SuspendGameInputSchema) },
        responses: {
          200: jsonResponse('The game sheet', GameSheetSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(GameSheetSchema),
        },
      }),
      async (c) => {
        const { version, reason } = c.req.valid('json')
        const id = c.req.valid('param').id
        const organizationId = c.get('org').id
        return c.json(
          await transitionGame({ db, live, organizationId, id, transition: 'suspend', version, reason }),
          200,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/orgs/{orgId}/games/{id}/stats',
        tags: ['games'],
        summary:
          'Enter or correct the result: goals per player (on that side’s roster) plus unassigned goals; the score is their sum, fractions truncated. `confirm: true` also confirms it. Scorers may.',
        middleware: [requireRole('scorer')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(GameStatsInputSchema) },
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
        return c.json(await setGameStats({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/games/{id}/lineups',
        tags: ['games'],
        summary: 'Who played for each side (also on the game sheet as `home.lineup` / `away.lineup`)',
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The line-ups', GameLineupsSchema),
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await getGameLineups({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/orgs/{orgId}/games/{id}/lineups',
        tags: ['games'],
        summary:
          'Save who played: player ids of each side, from that team’s roster (400 `validation.not_in_roster` otherwise); replaces the saved lists. 409 GAME_SUSPENDED. Scorers may.',
        middleware: [requireRole('scorer')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(GameLineupsInputSchema) },
        responses: {
          200: jsonResponse('The line-ups', GameLineupsSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(
          await setGameLineups({
            db,
            live,
            organizationId: c.get('org').id,
            id: c.req.valid('param').id,
            data: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/cards',
        tags: ['games'],
        summary:
          'Add a card to a player of one side (on its roster). A red, or the N-th yellow in the tournament, creates a draft suspension. Scorers may.',
        middleware: [requireRole('scorer')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(CreateCardInputSchema) },
        responses: {
          201: jsonResponse('The card', CreatedCardSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const gameId = c.req.valid('param').id
        return c.json(
          await addCard({ db, live, organizationId: c.get('org').id, gameId, data: c.req.valid('json') }),
          201,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/games/{id}/cards/{cardId}',
        tags: ['games'],
        summary: 'Remove a card (and the draft suspension it created). Scorers may.',
        middleware: [requireRole('scorer')] as const,
        request: { params: CardParamsSchema },
        responses: { 204: { description: 'Removed' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        const { id, cardId } = c.req.valid('param')
        await deleteCard({ db, live, organizationId: c.get('org').id, gameId: id, cardId })
        return c.body(null, 204)
      },
    )
  for (const transition of TRANSITIONS) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/orgs/{orgId}/games/{id}/${transition.name}`,
        tags: ['games'],
        summary: transition.summary,
        middleware: [requireRole(transition.role)] as const,
        request: { params: EntityParamsSchema, ...optionalBody(GameActionInputSchema) },
        responses: {
          200: jsonResponse('The game sheet', GameSheetSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(GameSheetSchema),
        },
      }),
      async (c) => {
        const { version } = c.req.valid('json')
        const id = c.req.valid('param').id
        const organizationId = c.get('org').id
        return c.json(await transitionGame({ db, live, organizationId, id, transition: transition.name, version }), 200)
      },
    )
  }
  return router
}

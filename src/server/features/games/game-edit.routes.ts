/** Games: changing, deleting, restoring and suspending one. */
import { createRoute } from '@hono/zod-openapi'
import type { z } from 'zod'
import { GameSheetSchema, GameStatsInputSchema, SuspendGameInputSchema } from '#domain/games/game.schema.ts'
import { LockedEditQuerySchema } from '#domain/match-reports/report.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { guardReportedGameWrite } from '#server/features/match-reports/match-reports.api.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { deleteGame, restoreGame } from './delete-game.ts'
import { setGameStats } from './results/set-game-stats.ts'
import { transitionGame } from './transition-game.ts'

const optionalBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: false },
})

/** Whether a result's body also confirms the game (`confirm: true`): the match report's guard decides that too. */
const sendsConfirm = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { confirm?: unknown }).confirm === true

export function createGameEditRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/games/{id}',
        tags: ['games'],
        summary:
          'Soft-delete a game (409 BRACKET_GAME for a game of a bracket: it goes with its bracket). A locked match report (409 REPORT_LOCKED) is changed only by an admin naming `reason`',
        middleware: [guardReportedGameWrite(db, 'manager')] as const,
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
          'Enter or correct the result: goals per player (on that side’s roster) plus unassigned goals; the score is their sum, fractions truncated. `confirm: true` also confirms it. Scorers may. A game with a match report: its appointed referee may not confirm it (403), and once the report is submitted only the report confirms it (409 REPORT_PENDING); a locked report (409 REPORT_LOCKED) is changed only by an admin naming `reason`, kept in the audit trail',
        middleware: [guardReportedGameWrite(db, 'scorer', { referee: true, confirms: sendsConfirm })] as const,
        request: { params: EntityParamsSchema, query: LockedEditQuerySchema, ...jsonBody(GameStatsInputSchema) },
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
        return c.json(
          await setGameStats({ db, live, organizationId: c.get('org').id, id, data, role: c.get('org').role }),
          200,
        )
      },
    )
}

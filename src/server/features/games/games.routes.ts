import { createRoute } from '@hono/zod-openapi'
import type { z } from 'zod'
import { GameActionInputSchema, GameSheetSchema } from '#domain/games/game.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { guardReportedGameWrite } from '#server/features/match-reports/match-reports.api.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonResponse } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createGameEditRoutes } from './game-edit.routes.ts'
import { createGameListRoutes } from './game-list.routes.ts'
import { createGameResultRoutes } from './game-results.routes.ts'
import { createGamesByRoundRoutes } from './games-by-round.routes.ts'
import { type GameTransition, transitionGame } from './transition-game.ts'

const _CardParamsSchema = EntityParamsSchema.extend({ cardId: idParam })

const optionalBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: false },
})

const TRANSITIONS: { name: GameTransition; summary: string; role: 'manager' | 'scorer' }[] = [
  { name: 'publish', summary: 'Publish the game (players and fans see it)', role: 'manager' },
  {
    name: 'confirm',
    summary:
      'Confirm the game played: its result counts (409 GAME_SUSPENDED for a suspended game). Scorers may. A game whose match report was submitted is confirmed by the report (409 REPORT_PENDING)',
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
    .route('/', createGameListRoutes({ db, live }))
    .route('/', createGameEditRoutes({ db, live }))
    .route('/', createGameResultRoutes({ db, live }))
    .route('/', createGamesByRoundRoutes({ db }))
  for (const transition of TRANSITIONS) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/orgs/{orgId}/games/{id}/${transition.name}`,
        tags: ['games'],
        summary: transition.summary,
        // confirming or unconfirming a game with a match report follows the report (decision 0051)
        middleware: [
          transition.name === 'confirm' || transition.name === 'unconfirm'
            ? guardReportedGameWrite(db, transition.role, transition.name === 'confirm' ? { confirms: true } : {})
            : requireRole(transition.role),
        ] as const,
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

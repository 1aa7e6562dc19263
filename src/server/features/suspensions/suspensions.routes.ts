import { createRoute } from '@hono/zod-openapi'
import { PlayerDisciplineSchema } from '#domain/suspensions/suspension.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getPlayerDiscipline } from './player-discipline.service.ts'
import { createSuspensionDecisionRoutes } from './suspension-decision.routes.ts'
import { createSuspensionEditRoutes } from './suspension-edit.routes.ts'

/**
 * Mounted after organizations' routes (requireOrg). Reads: any member. Writes: manager (scorers enter cards, which
 * create drafts, but deciding a suspension is the league's: docs/product.md gives scorers results, goals and cards only).
 */
export function createSuspensionsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .route('/', createSuspensionEditRoutes({ db, live }))
    .route('/', createSuspensionDecisionRoutes({ db, live }))
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/players/{id}/discipline',
        tags: ['suspensions'],
        summary:
          'A player’s record per tournament: goals, cards, the yellow-card warning (N−1: one_more, N: reached) and suspensions',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The record', PlayerDisciplineSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(
          await getPlayerDiscipline({ db, organizationId: c.get('org').id, playerId: c.req.valid('param').id }),
          200,
        ),
    )
}

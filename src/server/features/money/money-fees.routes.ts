/**
 * A tournament's fee schedule on its own (decision 0048): read and set by the money roles, so a treasurer, who cannot
 * edit tournaments, keeps the fees. Mounted by money.routes.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import { TournamentFeesSchema, UpdateTournamentFeesInputSchema } from '#domain/money/money.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getTournamentFees, updateTournamentFees } from './fees.service.ts'
import { requireMoneyRole } from './money-guards.ts'

const readErrors = { 403: errorResponses[403], 404: errorResponses[404] }
const writeErrors = { 400: errorResponses[400], ...readErrors }

export function createFeesRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/fees',
        tags: ['money'],
        summary: 'A tournament’s fee schedule, in minor units, with the tournament’s version',
        middleware: [requireMoneyRole] as const,
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The fees', TournamentFeesSchema), ...readErrors },
      }),
      async (c) => {
        const fees = await getTournamentFees({
          db,
          organizationId: c.get('org').id,
          tournamentId: c.req.valid('param').id,
        })
        return c.json(fees, 200)
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/orgs/{orgId}/tournaments/{id}/fees',
        tags: ['money'],
        summary:
          'Set a tournament’s fee schedule and nothing else (a treasurer may); later events only. 409 STALE_VERSION',
        middleware: [requireMoneyRole] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateTournamentFeesInputSchema) },
        responses: {
          200: jsonResponse('The fees', TournamentFeesSchema),
          ...writeErrors,
          409: conflictResponse(TournamentFeesSchema),
        },
      }),
      async (c) => {
        const fees = await updateTournamentFees({
          db,
          live,
          organizationId: c.get('org').id,
          tournamentId: c.req.valid('param').id,
          data: c.req.valid('json'),
        })
        return c.json(fees, 200)
      },
    )
}

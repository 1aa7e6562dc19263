import { createRoute } from '@hono/zod-openapi'
import {
  CreatePointAdjustmentInputSchema,
  DisciplineSchema,
  PointAdjustmentListSchema,
  PointAdjustmentSchema,
  ScorersSchema,
  StandingsSchema,
  TopQuerySchema,
} from '#domain/standings-api/standings.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createPointAdjustment, deletePointAdjustment, findPointAdjustments } from './point-adjustments.service.ts'
import { getDiscipline, getScorers } from './scorers-discipline.service.ts'
import { getStandings } from './standings.service.ts'

const AdjustmentParamsSchema = EntityParamsSchema.extend({ adjustmentId: idParam })

/** Mounted after organizations' routes (requireOrg). Reads: any member; point adjustments: manager. */
export function createStandingsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/standings',
        tags: ['standings'],
        summary:
          'Standings per group: confirmed, not suspended, not deleted league games; the tournament’s points, fair play, tie-breakers and zones; point adjustments applied after the games',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The tables', StandingsSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(await getStandings({ db, organizationId: c.get('org').id, tournamentId: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/scorers',
        tags: ['standings'],
        summary: 'Top scorers of the tournament (counting games of every kind); equal goals share a position',
        request: { params: EntityParamsSchema, query: TopQuerySchema },
        responses: {
          200: jsonResponse('The scorers', ScorersSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(
          await getScorers({
            db,
            organizationId: c.get('org').id,
            tournamentId: c.req.valid('param').id,
            limit: c.req.valid('query').limit,
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/discipline',
        tags: ['standings'],
        summary: 'Cards per player and team, fair-play points, yellow-card warnings and pending suspensions',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The discipline table', DisciplineSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(
          await getDiscipline({ db, organizationId: c.get('org').id, tournamentId: c.req.valid('param').id }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/point-adjustments',
        tags: ['standings'],
        summary: 'The tournament’s point adjustments, oldest first',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The adjustments', PointAdjustmentListSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(
          await findPointAdjustments({ db, organizationId: c.get('org').id, tournamentId: c.req.valid('param').id }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/tournaments/{id}/point-adjustments',
        tags: ['standings'],
        summary: 'A team loses (negative) or gains points, with a reason; applied after the games',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(CreatePointAdjustmentInputSchema) },
        responses: {
          201: jsonResponse('The adjustment', PointAdjustmentSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(
          await createPointAdjustment({
            db,
            live,
            organizationId: c.get('org').id,
            tournamentId: c.req.valid('param').id,
            data: c.req.valid('json'),
          }),
          201,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/tournaments/{id}/point-adjustments/{adjustmentId}',
        tags: ['standings'],
        summary: 'Remove a point adjustment',
        middleware: [requireRole('manager')] as const,
        request: { params: AdjustmentParamsSchema },
        responses: { 204: { description: 'Removed' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        const { id, adjustmentId } = c.req.valid('param')
        await deletePointAdjustment({ db, live, organizationId: c.get('org').id, tournamentId: id, adjustmentId })
        return c.body(null, 204)
      },
    )
}

import { createRoute } from '@hono/zod-openapi'
import { DashboardQuerySchema, DashboardSchema } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { getDashboard } from './dashboard.service.ts'

/** Mounted after organizations' routes (requireOrg). Any member reads. */
export function createDashboardRoutes({ db }: { db: Db }) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/orgs/{orgId}/dashboard',
      tags: ['dashboard'],
      summary:
        'Counts across all tournaments, this week’s games, latest results, and what needs attention (games played but not confirmed, draft suspensions)',
      request: { params: OrgParamsSchema, query: DashboardQuerySchema },
      responses: {
        200: jsonResponse('The dashboard', DashboardSchema),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) =>
      c.json(
        await getDashboard({ db, organizationId: c.get('org').id, weekStart: c.req.valid('query').weekStart }),
        200,
      ),
  )
}

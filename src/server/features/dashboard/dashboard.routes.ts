import { createRoute } from '@hono/zod-openapi'
import { DashboardQuerySchema, DashboardSchema } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { OrgResultsCache } from '#server/lib/org-results-cache.ts'
import { getDashboard, nextClockChange } from './dashboard.service.ts'

/**
 * Mounted after organizations' routes (requireOrg). Any member reads. Kept per organization and week until its league
 * changes or the clock moves a game into "played but not confirmed" (lib/org-results-cache.ts, decision 0043).
 */
export function createDashboardRoutes({ db, orgResults }: { db: Db; orgResults: OrgResultsCache }) {
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
    async (c) => {
      const organizationId = c.get('org').id
      const { weekStart } = c.req.valid('query')
      let changesAt: number | undefined
      const kept = await orgResults.get(
        organizationId,
        `dashboard|${weekStart ?? ''}`,
        async () => {
          const now = new Date()
          const [dashboard, next] = await Promise.all([
            getDashboard({ db, organizationId, weekStart, now }),
            nextClockChange({ db, organizationId, weekStart, now }),
          ])
          changesAt = next
          return dashboard
        },
        { expiresAt: () => changesAt },
      )
      return orgResults.respond(c, kept)
    },
  )
}

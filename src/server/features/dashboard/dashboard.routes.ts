import { createRoute } from '@hono/zod-openapi'
import { DashboardQuerySchema, DashboardSchema } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { OrgResultsCache } from '#server/lib/org-results-cache.ts'
import { getDashboard } from './dashboard.service.ts'

/** A kept dashboard is used within the minute it was computed in: "played but not confirmed" depends on the clock. */
const CLOCK_STEP_MS = 60_000

/**
 * Mounted after organizations' routes (requireOrg). Any member reads. Kept per organization, week and minute until its
 * league changes (lib/org-results-cache.ts, decision 0043).
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
      const minute = Math.floor(Date.now() / CLOCK_STEP_MS)
      const dashboard = await orgResults.get(organizationId, `dashboard|${weekStart ?? ''}|${minute}`, () =>
        getDashboard({ db, organizationId, weekStart }),
      )
      return c.json(dashboard, 200)
    },
  )
}

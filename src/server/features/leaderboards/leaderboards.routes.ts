import { createRoute } from '@hono/zod-openapi'
import { LeaderboardsQuerySchema, LeaderboardsSchema } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { OrgResultsCache } from '#server/lib/org-results-cache.ts'
import { getLeaderboards } from './leaderboards.service.ts'

/**
 * Mounted after organizations' routes (requireOrg). Any member reads. Kept per organization and filter until its
 * league changes (lib/org-results-cache.ts, decision 0043).
 */
export function createLeaderboardsRoutes({ db, orgResults }: { db: Db; orgResults: OrgResultsCache }) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/orgs/{orgId}/leaderboards',
      tags: ['leaderboards'],
      summary:
        'Teams by points and players by goals across tournaments, filtered by season, genre, team size and tournament',
      request: { params: OrgParamsSchema, query: LeaderboardsQuerySchema },
      responses: {
        200: jsonResponse('The leaderboards', LeaderboardsSchema),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const organizationId = c.get('org').id
      const query = c.req.valid('query')
      const kept = await orgResults.get(organizationId, `leaderboards|${JSON.stringify(query)}`, () =>
        getLeaderboards({ db, organizationId, query }),
      )
      return orgResults.respond(c, kept)
    },
  )
}

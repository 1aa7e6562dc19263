/** Eligibility at a game (decision 0038): every player of each side's list, eligible or not and why. */
import { createRoute } from '@hono/zod-openapi'
import { GameEligibilitySchema } from '#domain/eligibility/eligibility.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import { getGameEligibility } from './game-eligibility.ts'

/** Mounted after organizations' routes (requireOrg). Reads: any member. */
export function createEligibilityRoutes({ db }: { db: Db }) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/orgs/{orgId}/games/{id}/eligibility',
      tags: ['games'],
      summary:
        'Who may play the game: every player of each side’s list with `eligible` and the reasons (SUSPENDED, NOT_APPROVED, OUTSIDE_CATEGORY, BIRTH_DATE_MISSING, ON_ANOTHER_TEAM)',
      request: { params: EntityParamsSchema },
      responses: { 200: jsonResponse('Both sides', GameEligibilitySchema), 404: errorResponses[404] },
    }),
    async (c) =>
      c.json(await getGameEligibility({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
  )
}

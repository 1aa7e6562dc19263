/** The registered list's decisions (decision 0038): approve, reject, and the league's pending requests. */
import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { RejectRosterInputSchema, RosterRequestSchema } from '#domain/eligibility/eligibility.schema.ts'
import { RosterPlayerSchema } from '#domain/teams/team.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { approveRosterEntry, findRosterRequests, rejectRosterEntry } from './roster-decisions.service.ts'

const RosterParamsSchema = EntityParamsSchema.extend({ playerId: idParam })

const decisionResponses = {
  200: jsonResponse('The entry, decided', RosterPlayerSchema),
  400: errorResponses[400],
  403: errorResponses[403],
  404: errorResponses[404],
  409: errorResponses[409],
}

/** Reads and decisions: manager (admins and managers approve; scorers and viewers do not). */
export function createRosterDecisionRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/players/{playerId}/approve',
        tags: ['teams'],
        summary:
          'Approve a pending entry of the registered list; the rules are checked again (409 ROSTER_FULL … ; ROSTER_NOT_PENDING)',
        middleware: [requireRole('manager')] as const,
        request: { params: RosterParamsSchema },
        responses: decisionResponses,
      }),
      async (c) => {
        const { id, playerId } = c.req.valid('param')
        const userId = c.get('actor').userId
        return c.json(
          await approveRosterEntry({ db, live, organizationId: c.get('org').id, id, playerId, userId }),
          200,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/players/{playerId}/reject',
        tags: ['teams'],
        summary: 'Reject a pending entry of the registered list, with a reason (409 ROSTER_NOT_PENDING)',
        middleware: [requireRole('manager')] as const,
        request: { params: RosterParamsSchema, ...jsonBody(RejectRosterInputSchema) },
        responses: decisionResponses,
      }),
      async (c) => {
        const { id, playerId } = c.req.valid('param')
        const { reason } = c.req.valid('json')
        const organizationId = c.get('org').id
        const userId = c.get('actor').userId
        return c.json(await rejectRosterEntry({ db, live, organizationId, id, playerId, userId, reason }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/roster-requests',
        tags: ['teams'],
        summary:
          'The registered list’s pending entries across the league, oldest first, with the rules each would break',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema },
        responses: {
          200: jsonResponse('The requests', z.object({ items: z.array(RosterRequestSchema) })),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => c.json(await findRosterRequests({ db, organizationId: c.get('org').id }), 200),
    )
}

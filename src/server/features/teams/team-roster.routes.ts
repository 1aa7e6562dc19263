/** A team's roster: reading it, adding and removing a player (decision 0029: the teams routes by concern). */
import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { AddRosterPlayerInputSchema, RosterPlayerSchema } from '#domain/teams/team.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { addRosterPlayer, removeRosterPlayer } from './team-roster.service.ts'
import { findRoster } from './teams.service.ts'

const RosterParamsSchema = EntityParamsSchema.extend({ playerId: idParam })

export function createTeamRosterRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/teams/{id}/players',
        tags: ['teams'],
        summary: 'The team’s roster: its players (not deleted) with the date each was added',
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The roster', z.object({ items: z.array(RosterPlayerSchema) })),
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json({ items: await findRoster({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/players',
        tags: ['teams'],
        summary:
          'Add a player to the registered list under every tournament’s rules (decision 0038): 409 PLAYER_ALREADY_IN_TEAM, ROSTER_FULL, OUTSIDE_CATEGORY, BIRTH_DATE_MISSING, ON_ANOTHER_TEAM; a non-admin’s late or unapproved addition is answered as `pending`',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(AddRosterPlayerInputSchema) },
        responses: {
          201: jsonResponse('The player on the roster', RosterPlayerSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(
          await addRosterPlayer({
            db,
            live,
            organizationId: c.get('org').id,
            id: c.req.valid('param').id,
            data: c.req.valid('json'),
            actor: { userId: c.get('actor').userId, role: c.get('org').role },
          }),
          201,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/teams/{id}/players/{playerId}',
        tags: ['teams'],
        summary: 'Remove a player from the roster',
        middleware: [requireRole('manager')] as const,
        request: { params: RosterParamsSchema },
        responses: { 204: { description: 'Removed' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        const { id, playerId } = c.req.valid('param')
        await removeRosterPlayer({ db, live, organizationId: c.get('org').id, id, playerId })
        return c.body(null, 204)
      },
    )
}

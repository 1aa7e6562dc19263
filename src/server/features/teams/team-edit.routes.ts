/** Teams: the list, creating, reading, changing, deleting and restoring one (decision 0029: the teams routes by concern). */
import { createRoute } from '@hono/zod-openapi'
import { LIST_SORT_FIELDS, listQuerySchemaOf } from '#domain/lists/list.schema.ts'
import {
  CreateTeamInputSchema,
  TeamDetailSchema,
  TeamPageSchema,
  UpdateTeamInputSchema,
} from '#domain/teams/team.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { isOwnEntry, redactPlayer } from '#server/lib/team-scope.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createTeam, deleteTeam, findTeams, getTeam, restoreTeam, updateTeam } from './teams.service.ts'

export function createTeamEditRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/teams',
        tags: ['teams'],
        summary: 'A page of teams, by name unless `sort` says otherwise (`q` searches name and alias)',
        request: { params: OrgParamsSchema, query: listQuerySchemaOf(LIST_SORT_FIELDS.teams) },
        responses: {
          200: jsonResponse('A page of teams', TeamPageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => c.json(await findTeams({ db, organizationId: c.get('org').id, query: c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams',
        tags: ['teams'],
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateTeamInputSchema) },
        responses: {
          201: jsonResponse('The team', TeamDetailSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await createTeam({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/teams/{id}',
        tags: ['teams'],
        summary: 'One team (also a deleted one) with its roster',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The team', TeamDetailSchema), 404: errorResponses[404] },
      }),
      async (c) => {
        const org = c.get('org')
        const found = await getTeam({ db, organizationId: org.id, id: c.req.valid('param').id })
        // a delegate sees private player data of their own teams only (decision 0039)
        return c.json(
          { ...found, players: found.players.map((p) => redactPlayer(org, p, isOwnEntry(org, found.id, p))) },
          200,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/teams/{id}',
        tags: ['teams'],
        summary: 'Change a team; `version` is the one the change is based on (409 STALE_VERSION when outdated)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateTeamInputSchema) },
        responses: {
          200: jsonResponse('The team', TeamDetailSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(TeamDetailSchema),
        },
      }),
      async (c) => {
        const data = c.req.valid('json')
        const id = c.req.valid('param').id
        return c.json(await updateTeam({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/teams/{id}',
        tags: ['teams'],
        summary:
          'Soft-delete a team (its roster is kept for a restore); a team with games answers 409 TEAM_HAS_GAMES with `gameCount`: withdraw it from the tournament instead',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          204: { description: 'Deleted' },
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        await deleteTeam({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/restore',
        tags: ['teams'],
        summary: 'Restore a soft-deleted team',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The team', TeamDetailSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await restoreTeam({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
}

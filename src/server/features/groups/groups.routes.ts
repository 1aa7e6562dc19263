import { createRoute } from '@hono/zod-openapi'
import {
  CreateGroupInputSchema,
  GroupListSchema,
  GroupSchema,
  UpdateGroupInputSchema,
} from '#domain/competition/group.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createGroup, deleteGroup, findGroups, getGroup, updateGroup } from './groups.service.ts'

const GroupParamsSchema = EntityParamsSchema.extend({ groupId: idParam })

/** Mounted after organizations' routes (requireOrg). Reads: any member; writes: manager. */
export function createGroupsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/groups',
        tags: ['groups'],
        summary: 'The tournament’s groups in order, each with its teams in fixture order',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The groups', GroupListSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(await findGroups({ db, organizationId: c.get('org').id, tournamentId: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/tournaments/{id}/groups',
        tags: ['groups'],
        summary: 'Create a group with its teams (a team is in at most one group of a tournament)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(CreateGroupInputSchema) },
        responses: {
          201: jsonResponse('The group', GroupSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(
          await createGroup({
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
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/groups/{groupId}',
        tags: ['groups'],
        summary: 'One group with its teams',
        request: { params: GroupParamsSchema },
        responses: { 200: jsonResponse('The group', GroupSchema), 404: errorResponses[404] },
      }),
      async (c) => {
        const { id, groupId } = c.req.valid('param')
        return c.json(await getGroup({ db, organizationId: c.get('org').id, tournamentId: id, groupId }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/tournaments/{id}/groups/{groupId}',
        tags: ['groups'],
        summary: 'Rename, reorder or change the teams of a group (`teamIds` is the complete list, in order)',
        middleware: [requireRole('manager')] as const,
        request: { params: GroupParamsSchema, ...jsonBody(UpdateGroupInputSchema) },
        responses: {
          200: jsonResponse('The group', GroupSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(GroupSchema),
        },
      }),
      async (c) => {
        const { id, groupId } = c.req.valid('param')
        const organizationId = c.get('org').id
        const data = c.req.valid('json')
        return c.json(await updateGroup({ db, live, organizationId, tournamentId: id, groupId, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/tournaments/{id}/groups/{groupId}',
        tags: ['groups'],
        summary:
          'Delete a group: its games are soft-deleted and its rounds removed (409 GROUP_HAS_PLAYED_GAMES while it has confirmed games)',
        middleware: [requireRole('manager')] as const,
        request: { params: GroupParamsSchema },
        responses: {
          204: { description: 'Deleted' },
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const { id, groupId } = c.req.valid('param')
        await deleteGroup({ db, live, organizationId: c.get('org').id, tournamentId: id, groupId })
        return c.body(null, 204)
      },
    )
}

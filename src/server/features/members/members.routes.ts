import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { MemberSchema, UpdateMemberInputSchema } from '#domain/organizations/organization.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { findMembers, getMember, removeMember, updateMember } from './members.service.ts'

const MemberParamsSchema = OrgParamsSchema.extend({ userId: idParam })

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. */
export function createMembersRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/members',
        tags: ['members'],
        request: { params: OrgParamsSchema },
        responses: {
          200: jsonResponse('Members', z.object({ items: z.array(MemberSchema) })),
          404: errorResponses[404],
        },
      }),
      async (c) => c.json({ items: await findMembers({ db, organizationId: c.get('org').id }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/members/{userId}',
        tags: ['members'],
        summary: 'One member, with a delegate’s teams',
        request: { params: MemberParamsSchema },
        responses: { 200: jsonResponse('The member', MemberSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(await getMember({ db, organizationId: c.get('org').id, userId: c.req.valid('param').userId }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/members/{userId}',
        tags: ['members'],
        summary:
          'Change a member’s role and/or a delegate’s `teamIds` (required for a delegate, refused for other roles; the last admin cannot be demoted)',
        middleware: [requireRole('admin')] as const,
        request: { params: MemberParamsSchema, ...jsonBody(UpdateMemberInputSchema) },
        responses: {
          200: jsonResponse('The member', MemberSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(
          await updateMember({
            db,
            live,
            organizationId: c.get('org').id,
            userId: c.req.valid('param').userId,
            data: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/members/{userId}',
        tags: ['members'],
        summary: 'Remove a member (the last admin cannot be removed)',
        middleware: [requireRole('admin')] as const,
        request: { params: MemberParamsSchema },
        responses: {
          204: { description: 'Removed' },
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        await removeMember({ db, live, organizationId: c.get('org').id, userId: c.req.valid('param').userId })
        return c.body(null, 204)
      },
    )
}

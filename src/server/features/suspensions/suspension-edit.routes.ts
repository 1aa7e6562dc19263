/** Suspensions: the list, one by hand, reading and changing one (decision 0029: the suspensions routes by concern). */
import { createRoute } from '@hono/zod-openapi'
import {
  CreateSuspensionInputSchema,
  SuspensionListQuerySchema,
  SuspensionListSchema,
  SuspensionSchema,
  UpdateSuspensionInputSchema,
} from '#domain/suspensions/suspension.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createSuspension, findSuspensions, getSuspension, updateSuspension } from './suspensions.service.ts'

export function createSuspensionEditRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/suspensions',
        tags: ['suspensions'],
        summary: 'Suspensions, newest first, with their served games and remaining count; filter by status',
        request: { params: OrgParamsSchema, query: SuspensionListQuerySchema },
        responses: {
          200: jsonResponse('The suspensions', SuspensionListSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await findSuspensions({ db, organizationId: c.get('org').id, query: c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/suspensions',
        tags: ['suspensions'],
        summary: 'Suspend a player by hand (confirmed at once); `skipEarnedGame` is fixed here',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateSuspensionInputSchema) },
        responses: {
          201: jsonResponse('The suspension', SuspensionSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await createSuspension({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/suspensions/{id}',
        tags: ['suspensions'],
        summary: 'One suspension',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The suspension', SuspensionSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(await getSuspension({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/suspensions/{id}',
        tags: ['suspensions'],
        summary: 'Change the number of games or the note (`skipEarnedGame` cannot change: validation.immutable)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateSuspensionInputSchema) },
        responses: {
          200: jsonResponse('The suspension', SuspensionSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(SuspensionSchema),
        },
      }),
      async (c) => {
        const id = c.req.valid('param').id
        const data = c.req.valid('json')
        return c.json(await updateSuspension({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
}

/** Suspensions: deciding a draft (confirm, ignore) and removing one (decision 0029: the suspensions routes by concern). */
import { createRoute } from '@hono/zod-openapi'
import { SuspensionActionInputSchema, SuspensionSchema } from '#domain/suspensions/suspension.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { confirmSuspension, deleteSuspension, ignoreSuspension } from './suspensions.service.ts'

const actionBody = {
  body: { content: { 'application/json': { schema: SuspensionActionInputSchema } }, required: false },
}

export function createSuspensionDecisionRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/suspensions/{id}/confirm',
        tags: ['suspensions'],
        summary: 'Confirm a draft suspension (also takes back an ignore)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...actionBody },
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
        const { version } = c.req.valid('json')
        return c.json(await confirmSuspension({ db, live, organizationId: c.get('org').id, id, version }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/suspensions/{id}/ignore',
        tags: ['suspensions'],
        summary: 'Ignore a draft suspension (`isDraftSuspensionIgnored`); 409 SUSPENSION_NOT_DRAFT for a confirmed one',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...actionBody },
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
        const { version } = c.req.valid('json')
        return c.json(await ignoreSuspension({ db, live, organizationId: c.get('org').id, id, version }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/suspensions/{id}',
        tags: ['suspensions'],
        summary: 'Remove a suspension: it leaves every game sheet',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: { 204: { description: 'Removed' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        await deleteSuspension({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
}

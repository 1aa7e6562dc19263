import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  AdminOrganizationSchema,
  CreateOrganizationInputSchema,
  OrganizationSchema,
  SetSubscriptionInputSchema,
  SUBSCRIPTION_STATUSES,
  UpdateOrganizationInputSchema,
} from '#domain/organizations/organization.schema.ts'
import { isUuid, requireSuperAdmin } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { setSubscriptionByHand } from '#server/features/billing/billing.api.ts'
import {
  createOrganization,
  findOrganizationsForAdmin,
  updateOrganization,
} from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

/** The service operator's view of every organization (super_admin only; anyone else gets 404). */
export function createSuperAdminRoutes({ db, live }: { db: Db; live: LiveHub }) {
  const router = createRouter()
  router.use('/admin/*', requireSuperAdmin)
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/admin/orgs',
        tags: ['super-admin'],
        request: {
          query: z.object({
            q: z.string().trim().max(80).optional(),
            status: z.enum(SUBSCRIPTION_STATUSES).optional(),
            /** `true`: only organizations with a league in Argentina and no subscription (waiting for setup) */
            argentinaPending: z
              .enum(['true', 'false', '1', '0'])
              .optional()
              .transform((v) => v === 'true' || v === '1'),
          }),
        },
        responses: {
          200: jsonResponse('Organizations', z.object({ items: z.array(AdminOrganizationSchema) })),
          404: errorResponses[404],
        },
      }),
      async (c) => c.json({ items: await findOrganizationsForAdmin({ db, ...c.req.valid('query') }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/admin/orgs',
        tags: ['super-admin'],
        request: jsonBody(CreateOrganizationInputSchema),
        responses: { 201: jsonResponse('The organization', OrganizationSchema), 400: errorResponses[400] },
      }),
      async (c) => c.json(await createOrganization({ db, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/admin/orgs/{id}/subscription',
        tags: ['super-admin'],
        summary: 'Set a subscription by hand (manual, active) or clear it (none)',
        request: { params: z.object({ id: idParam }), ...jsonBody(SetSubscriptionInputSchema) },
        responses: {
          200: jsonResponse('The organization', OrganizationSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        if (!isUuid(id)) throw new AppError('NOT_FOUND')
        return c.json(await setSubscriptionByHand({ db, organizationId: id, data: c.req.valid('json') }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/admin/orgs/{id}/subscription',
        tags: ['super-admin'],
        summary: 'Clear a subscription set by hand (the organization shows what Stripe last said, or none)',
        request: { params: z.object({ id: idParam }) },
        responses: { 200: jsonResponse('The organization', OrganizationSchema), 404: errorResponses[404] },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        if (!isUuid(id)) throw new AppError('NOT_FOUND')
        return c.json(await setSubscriptionByHand({ db, organizationId: id, data: { status: 'none' } }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/admin/orgs/{id}',
        tags: ['super-admin'],
        request: { params: z.object({ id: idParam }), ...jsonBody(UpdateOrganizationInputSchema) },
        responses: {
          200: jsonResponse('The organization', OrganizationSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        if (!isUuid(id)) throw new AppError('NOT_FOUND')
        return c.json(
          await updateOrganization({ db, live, organizationId: id, role: 'admin', data: c.req.valid('json') }),
          200,
        )
      },
    )
}

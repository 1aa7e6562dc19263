import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  CreateOrganizationInputSchema,
  OrganizationSchema,
  UpdateOrganizationInputSchema,
} from '#domain/organizations/organization.schema.ts'
import { requireOrg, requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { uploadErrorResponses } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { putLogo, readImageUpload } from '#server/storage/images.ts'
import type { Storage } from '#server/storage/storage.ts'
import {
  createOrganization,
  getOrganization,
  setOrganizationLogo,
  updateOrganization,
} from './organizations.service.ts'

export function createOrganizationsRoutes({ db, storage, live }: { db: Db; storage: Storage; live: LiveHub }) {
  const router = createRouter()
  router.use('/orgs/:orgId', requireOrg(db))
  router.use('/orgs/:orgId/*', requireOrg(db))
  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs',
        tags: ['organizations'],
        summary: 'Create an organization; the caller becomes its admin (onboarding league step)',
        request: jsonBody(CreateOrganizationInputSchema),
        responses: { 201: jsonResponse('The organization', OrganizationSchema), 400: errorResponses[400] },
      }),
      async (c) =>
        c.json(await createOrganization({ db, data: c.req.valid('json'), adminUserId: c.get('actor').userId }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}',
        tags: ['organizations'],
        request: { params: OrgParamsSchema },
        responses: { 200: jsonResponse('The organization', OrganizationSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(
          await getOrganization({
            db,
            organizationId: c.get('org').id,
            role: c.get('org').role,
            isSuperAdmin: c.get('actor').isSuperAdmin,
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}',
        tags: ['organizations'],
        middleware: [requireRole('admin')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(UpdateOrganizationInputSchema) },
        responses: {
          200: jsonResponse('The organization', OrganizationSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(
          await updateOrganization({
            db,
            live,
            organizationId: c.get('org').id,
            role: c.get('org').role,
            data: c.req.valid('json'),
            actorHasTwoFactor: c.get('actor').hasTwoFactor,
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/logo',
        tags: ['organizations'],
        summary: 'Upload the logo (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
        middleware: [requireRole('admin')] as const,
        request: {
          params: OrgParamsSchema,
          body: { content: { 'multipart/form-data': { schema: z.object({ file: z.any() }) } } },
        },
        responses: {
          200: jsonResponse('The organization', OrganizationSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          ...uploadErrorResponses,
        },
      }),
      async (c) => {
        const logoPath = await putLogo(storage, await readImageUpload(c.req))
        return c.json(
          await setOrganizationLogo({
            db,
            live,
            storage,
            organizationId: c.get('org').id,
            role: c.get('org').role,
            logoPath,
          }),
          200,
        )
      },
    )
}

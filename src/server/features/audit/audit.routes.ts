import { createRoute } from '@hono/zod-openapi'
import { AuditPageSchema, AuditQuerySchema } from '#domain/audit/audit.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { findAuditEntries } from './audit.service.ts'

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Admins only; read-only. */
export function createAuditRoutes({ db }: { db: Db }) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/orgs/{orgId}/audit',
      tags: ['audit'],
      summary:
        'The audit trail: who created, changed, deleted or restored what, newest first (admins only; `from` inclusive, `to` exclusive)',
      middleware: [requireRole('admin')] as const,
      request: { params: OrgParamsSchema, query: AuditQuerySchema },
      responses: {
        200: jsonResponse('A page of audit entries', AuditPageSchema),
        400: errorResponses[400],
        403: errorResponses[403],
        404: errorResponses[404],
      },
    }),
    async (c) =>
      c.json(await findAuditEntries({ db, organizationId: c.get('org').id, query: c.req.valid('query') }), 200),
  )
}

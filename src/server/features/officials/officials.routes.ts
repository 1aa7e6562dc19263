import { createRoute } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { LIST_SORT_FIELDS, listQuerySchemaOf } from '#domain/lists/list.schema.ts'
import {
  CreateOfficialInputSchema,
  OfficialPageSchema,
  OfficialSchema,
  UnavailabilityInputSchema,
  UpdateOfficialInputSchema,
} from '#domain/officials/official.schema.ts'
import { hasRole } from '#domain/organizations/roles.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { type AppEnv, createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import {
  createOfficial,
  deleteOfficial,
  findOfficials,
  getOfficial,
  restoreOfficial,
  setUnavailability,
  updateOfficial,
} from './officials.service.ts'

/**
 * An admin or manager, or a referee (decision 0050): for the few writes a referee makes as their own official (their
 * days, their answers, their calendar address); the service checks it is their own (403 otherwise).
 */
export const requireManagerOrReferee: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { role } = c.get('org')
  if (role !== 'referee' && !hasRole(role, 'manager')) throw new AppError('FORBIDDEN')
  await next()
}

/** Only a referee linked to an official (the appointed official's answer; decision 0050): 403 before the body is read. */
export const requireOfficial: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('org').officialId) throw new AppError('FORBIDDEN')
  await next()
}

/**
 * Mounted after organizations' routes (requireOrg). Reads: any member, contacts only as toOfficial allows; writes:
 * admin and manager; a referee their own unavailability.
 */
export function createOfficialsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/officials',
        tags: ['officials'],
        summary:
          'A page of officials (`q` searches name, e-mail and level; `deleted=true` lists the deleted ones). E-mail and phone show to the league staff, and to a referee or delegate only on their own record',
        request: { params: OrgParamsSchema, query: listQuerySchemaOf(LIST_SORT_FIELDS.officials) },
        responses: {
          200: jsonResponse('A page of officials', OfficialPageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const org = c.get('org')
        return c.json(await findOfficials({ db, organizationId: org.id, query: c.req.valid('query'), scope: org }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/officials',
        tags: ['officials'],
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateOfficialInputSchema) },
        responses: {
          201: jsonResponse('The official', OfficialSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await createOfficial({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/officials/{id}',
        tags: ['officials'],
        summary: 'One official (also a deleted one) with their unavailable days',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The official', OfficialSchema), 404: errorResponses[404] },
      }),
      async (c) => {
        const org = c.get('org')
        return c.json(await getOfficial({ db, organizationId: org.id, id: c.req.valid('param').id, scope: org }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/officials/{id}',
        tags: ['officials'],
        summary: 'Change an official. 409 STALE_VERSION when `version` is outdated',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateOfficialInputSchema) },
        responses: {
          200: jsonResponse('The official', OfficialSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(OfficialSchema),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param')
        const data = c.req.valid('json')
        return c.json(await updateOfficial({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/officials/{id}',
        tags: ['officials'],
        summary: 'Soft-delete an official (their appointments stay on past games)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: { 204: { description: 'Deleted' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        await deleteOfficial({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/officials/{id}/restore',
        tags: ['officials'],
        summary: 'Restore a soft-deleted official',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The official', OfficialSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await restoreOfficial({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/orgs/{orgId}/officials/{id}/unavailability',
        tags: ['officials'],
        summary:
          'Replace the days (spans `from`–`to`, both included, in the league’s calendar) the official cannot work: by the official themself or an admin or manager',
        middleware: [requireManagerOrReferee] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UnavailabilityInputSchema) },
        responses: {
          200: jsonResponse('The official', OfficialSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const org = c.get('org')
        const { id } = c.req.valid('param')
        return c.json(
          await setUnavailability({ db, organizationId: org.id, id, spans: c.req.valid('json'), scope: org }),
          200,
        )
      },
    )
}

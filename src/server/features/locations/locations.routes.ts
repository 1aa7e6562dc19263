import { createRoute } from '@hono/zod-openapi'
import { LIST_SORT_FIELDS, listQuerySchemaOf } from '#domain/lists/list.schema.ts'
import {
  CreateLocationInputSchema,
  LocationPageSchema,
  LocationSchema,
  UpdateLocationInputSchema,
} from '#domain/locations/location.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import {
  createLocation,
  deleteLocation,
  findLocations,
  getLocation,
  restoreLocation,
  updateLocation,
} from './locations.service.ts'

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Reads: any member; writes: manager. */
export function createLocationsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/locations',
        tags: ['locations'],
        summary:
          'A page of locations, by name unless `sort` says otherwise (`q` searches name and address; `deleted=true` lists the deleted ones)',
        request: { params: OrgParamsSchema, query: listQuerySchemaOf(LIST_SORT_FIELDS.locations) },
        responses: {
          200: jsonResponse('A page of locations', LocationPageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await findLocations({ db, organizationId: c.get('org').id, query: c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/locations',
        tags: ['locations'],
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateLocationInputSchema) },
        responses: {
          201: jsonResponse('The location', LocationSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await createLocation({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/locations/{id}',
        tags: ['locations'],
        summary: 'One location (also a deleted one) with its fields',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The location', LocationSchema), 404: errorResponses[404] },
      }),
      async (c) => c.json(await getLocation({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/locations/{id}',
        tags: ['locations'],
        summary:
          'Change a location; `fields`, when sent, is the complete list (kept by id, created without, others deleted). 409 STALE_VERSION when `version` is outdated',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateLocationInputSchema) },
        responses: {
          200: jsonResponse('The location', LocationSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(LocationSchema),
        },
      }),
      async (c) => {
        const data = c.req.valid('json')
        const id = c.req.valid('param').id
        return c.json(await updateLocation({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/locations/{id}',
        tags: ['locations'],
        summary: 'Soft-delete a location (with its fields)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: { 204: { description: 'Deleted' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        await deleteLocation({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/locations/{id}/restore',
        tags: ['locations'],
        summary: 'Restore a soft-deleted location',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The location', LocationSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await restoreLocation({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
}

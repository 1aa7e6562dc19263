import { createRoute } from '@hono/zod-openapi'
import { LIST_SORT_FIELDS, listQuerySchemaOf } from '#domain/lists/list.schema.ts'
import {
  CreateSeasonInputSchema,
  SeasonPageSchema,
  SeasonSchema,
  UpdateSeasonInputSchema,
} from '#domain/seasons/season.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createSeason, deleteSeason, findSeasons, getSeason, restoreSeason, updateSeason } from './seasons.service.ts'

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Reads: any member; writes: manager. */
export function createSeasonsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/seasons',
        tags: ['seasons'],
        summary:
          'A page of seasons, by name unless `sort` says otherwise (`q` searches names; `deleted=true` lists the deleted ones)',
        request: { params: OrgParamsSchema, query: listQuerySchemaOf(LIST_SORT_FIELDS.seasons) },
        responses: {
          200: jsonResponse('A page of seasons', SeasonPageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => c.json(await findSeasons({ db, organizationId: c.get('org').id, query: c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/seasons',
        tags: ['seasons'],
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateSeasonInputSchema) },
        responses: {
          201: jsonResponse('The season', SeasonSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await createSeason({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/seasons/{id}',
        tags: ['seasons'],
        summary: 'One season (also a deleted one) with its tournaments',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The season', SeasonSchema), 404: errorResponses[404] },
      }),
      async (c) => c.json(await getSeason({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/seasons/{id}',
        tags: ['seasons'],
        summary: 'Change a season; `version` is the one the change is based on (409 STALE_VERSION when outdated)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateSeasonInputSchema) },
        responses: {
          200: jsonResponse('The season', SeasonSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(SeasonSchema),
        },
      }),
      async (c) => {
        const data = c.req.valid('json')
        const id = c.req.valid('param').id
        return c.json(await updateSeason({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/seasons/{id}',
        tags: ['seasons'],
        summary: 'Soft-delete a season (its tournaments stay)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: { 204: { description: 'Deleted' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        await deleteSeason({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/seasons/{id}/restore',
        tags: ['seasons'],
        summary: 'Restore a soft-deleted season',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The season', SeasonSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await restoreSeason({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
}

import { createRoute } from '@hono/zod-openapi'
import { ListQuerySchema } from '#domain/lists/list.schema.ts'
import {
  CreatePlayerInputSchema,
  PlayerListQueryExtraSchema,
  PlayerPageSchema,
  PlayerSchema,
  UpdatePlayerInputSchema,
} from '#domain/players/player.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import {
  conflictResponse,
  EntityParamsSchema,
  imageUploadRequest,
  uploadErrorResponses,
} from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { readImageUpload } from '#server/storage/images.ts'
import type { Storage } from '#server/storage/storage.ts'
import {
  createPlayer,
  deletePlayer,
  findPlayers,
  getPlayer,
  restorePlayer,
  setPlayerPhoto,
  updatePlayer,
} from './players.service.ts'

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Reads: any member; writes: manager. */
export function createPlayersRoutes({ db, storage, live }: { db: Db; storage: Storage; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/players',
        tags: ['players'],
        summary:
          'A page of players, newest change first (`q` searches names and DNI; `dni` finds the player with exactly that DNI)',
        request: { params: OrgParamsSchema, query: ListQuerySchema.extend(PlayerListQueryExtraSchema.shape) },
        responses: {
          200: jsonResponse('A page of players', PlayerPageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const { dni, ...query } = c.req.valid('query')
        return c.json(await findPlayers({ db, organizationId: c.get('org').id, query, dni }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/players',
        tags: ['players'],
        summary: 'Create a player (409 DNI_TAKEN when another player of the organization has the DNI)',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreatePlayerInputSchema) },
        responses: {
          201: jsonResponse('The player', PlayerSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(await createPlayer({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/players/{id}',
        tags: ['players'],
        summary: 'One player (also a deleted one) with their teams',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The player', PlayerSchema), 404: errorResponses[404] },
      }),
      async (c) => c.json(await getPlayer({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/players/{id}',
        tags: ['players'],
        summary:
          'Change a player; 409 STALE_VERSION when `version` is outdated, DNI_TAKEN, or PLAYER_EMAIL_LOCKED (linked to a user)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdatePlayerInputSchema) },
        responses: {
          200: jsonResponse('The player', PlayerSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(PlayerSchema),
        },
      }),
      async (c) => {
        const data = c.req.valid('json')
        const id = c.req.valid('param').id
        return c.json(await updatePlayer({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/players/{id}',
        tags: ['players'],
        summary: 'Soft-delete a player (hidden from rosters until restored)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: { 204: { description: 'Deleted' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        await deletePlayer({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/players/{id}/restore',
        tags: ['players'],
        summary: 'Restore a soft-deleted player (409 DNI_TAKEN when another player took the DNI meanwhile)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The player', PlayerSchema),
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(await restorePlayer({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/players/{id}/photo',
        tags: ['players'],
        summary: 'Upload the player’s photo (multipart field `file`: JPEG, PNG or WebP by content, at most 5 MB)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...imageUploadRequest },
        responses: {
          200: jsonResponse('The player', PlayerSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          ...uploadErrorResponses,
        },
      }),
      async (c) => {
        const image = await readImageUpload(c.req)
        const id = c.req.valid('param').id
        return c.json(await setPlayerPhoto({ db, storage, live, organizationId: c.get('org').id, id, image }), 200)
      },
    )
}

import { createRoute } from '@hono/zod-openapi'
import { CreatePlayerInputSchema, PlayerSchema, UpdatePlayerInputSchema } from '#domain/players/player.schema.ts'
import { requireRole, requireRoleOrDelegate } from '#server/auth/guards.ts'
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
import { type AddToTeam, createTeamPlayer, updateTeamPlayer } from './delegate-players.ts'
import { createPlayerReadRoutes } from './player-read.routes.ts'
import { deletePlayer, restorePlayer, setPlayerPhoto } from './players.service.ts'

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Reads: any member; writes: manager. */
export function createPlayersRoutes({
  db,
  storage,
  live,
  addToTeam,
}: {
  db: Db
  storage: Storage
  live: LiveHub
  addToTeam: AddToTeam
}) {
  return createRouter()
    .route('/', createPlayerReadRoutes({ db }))
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/players',
        tags: ['players'],
        summary:
          'Create a player (409 DNI_TAKEN when another player of the organization has the DNI); with `teamId`, on that team’s list. A delegate must name one of their teams; their DNI of a player the league has adds that player to the list (200, private data hidden)',
        middleware: [requireRoleOrDelegate('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreatePlayerInputSchema) },
        responses: {
          200: jsonResponse('A player the league already had, added to the delegate’s team list', PlayerSchema),
          201: jsonResponse('The player', PlayerSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const org = c.get('org')
        const ref = { db, live, organizationId: org.id, scope: org }
        const { player, created } = await createTeamPlayer({
          ...ref,
          userId: c.get('actor').userId,
          addToTeam,
          data: c.req.valid('json'),
        })
        return created ? c.json(player, 201) : c.json(player, 200)
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/players/{id}',
        tags: ['players'],
        summary:
          'Change a player; 409 STALE_VERSION when `version` is outdated, DNI_TAKEN, or PLAYER_EMAIL_LOCKED (linked to a user). A delegate: their teams’ players only, 409 PLAYER_DNI_LOCKED for the DNI of a player on a list',
        middleware: [requireRoleOrDelegate('manager')] as const,
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
        const org = c.get('org')
        return c.json(await updateTeamPlayer({ db, live, organizationId: org.id, scope: org, id, data }), 200)
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

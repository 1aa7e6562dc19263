import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  AcceptedPlayerInvitationSchema,
  InvitePlayerInputSchema,
  MyPlayerListSchema,
  MyPlayerSchema,
  PlayerInvitationSchema,
  PublicPlayerInvitationSchema,
  UpdateMyPlayerInputSchema,
} from '#domain/player-accounts/player-account.schema.ts'
import { PlayerSchema } from '#domain/players/player.schema.ts'
import { requireRole, requireRoleOrDelegate } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import {
  conflictResponse,
  EntityParamsSchema,
  imageUploadRequest,
  uploadErrorResponses,
} from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { readImageUpload } from '#server/storage/images.ts'
import type { Storage } from '#server/storage/storage.ts'
import { setMyPlayerPhoto, updateMyPlayer } from './my-player-edit.service.ts'
import { findMyPlayers } from './my-players.service.ts'
import {
  acceptPlayerInvitation,
  getPublicPlayerInvitation,
  invitePlayer,
  unlinkPlayerUser,
} from './player-invitations.service.ts'

const TokenParamsSchema = z.object({ token: z.string().min(20).max(100) })
const MyPlayerParamsSchema = z.object({ id: idParam })

/** Staff's side (decision 0045): mounted behind requireActor and the organizations' requireOrg. */
export function createPlayerAccountOrgRoutes({
  db,
  live,
  mailer,
  baseURL,
}: {
  db: Db
  live: LiveHub
  mailer: Mailer
  baseURL: string
}) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/players/{id}/invite',
        tags: ['player accounts'],
        summary:
          'E-mail the player a link to claim their record (admin, manager, or a delegate of a team whose list holds the player); 409 PLAYER_ALREADY_LINKED, 429 beyond the invitation limits',
        middleware: [requireRoleOrDelegate('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(InvitePlayerInputSchema) },
        responses: {
          201: jsonResponse('The invitation', PlayerInvitationSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const org = c.get('org')
        return c.json(
          await invitePlayer({
            db,
            mailer,
            baseURL,
            organizationId: org.id,
            scope: org,
            playerId: c.req.valid('param').id,
            invitedBy: c.get('actor').userId,
            data: c.req.valid('json'),
            now: new Date(),
          }),
          201,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/players/{id}/user',
        tags: ['player accounts'],
        summary: 'Remove the link between the player and their user account (admin): staff may change the e-mail again',
        middleware: [requireRole('admin')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The player', PlayerSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(
          await unlinkPlayerUser({ db, live, organizationId: c.get('org').id, playerId: c.req.valid('param').id }),
          200,
        ),
    )
}

/** Reading an invitation needs no session. */
export function createPublicPlayerInvitationRoutes({ db }: { db: Db }) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/player-invitations/{token}',
      tags: ['player accounts'],
      request: { params: TokenParamsSchema },
      responses: { 200: jsonResponse('The invitation', PublicPlayerInvitationSchema), 404: errorResponses[404] },
    }),
    async (c) =>
      c.json(await getPublicPlayerInvitation({ db, token: c.req.valid('param').token, now: new Date() }), 200),
  )
}

/** The player's side, behind a session: accepting, My page, and their own changes. */
export function createMyPlayerRoutes({
  db,
  live,
  storage,
  baseURL,
}: {
  db: Db
  live: LiveHub
  storage: Storage
  baseURL: string
}) {
  const deps = (userId: string, playerId: string) => ({ db, live, baseURL, userId, playerId, now: new Date() })
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/player-invitations/{token}/accept',
        tags: ['player accounts'],
        summary:
          'Link the signed-in user to the player: 410 INVITATION_INVALID (expired, used), 403 INVITATION_EMAIL_MISMATCH, 409 PLAYER_ALREADY_LINKED',
        request: { params: TokenParamsSchema },
        responses: {
          200: jsonResponse('Linked', AcceptedPlayerInvitationSchema),
          401: errorResponses[401],
          403: errorResponses[403],
          409: errorResponses[409],
          410: { description: 'INVITATION_INVALID: expired, used or replaced' },
        },
      }),
      async (c) => {
        const actor = c.get('actor')
        return c.json(
          await acceptPlayerInvitation({
            db,
            live,
            token: c.req.valid('param').token,
            userId: actor.userId,
            email: actor.email,
            now: new Date(),
          }),
          200,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/players',
        tags: ['player accounts'],
        summary: 'My page: the player records linked to me in every league',
        responses: { 200: jsonResponse('My player records', MyPlayerListSchema), 401: errorResponses[401] },
      }),
      async (c) => c.json(await findMyPlayers({ db, baseURL, userId: c.get('actor').userId, now: new Date() }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/me/players/{id}',
        tags: ['player accounts'],
        summary:
          'Change my phone and how public pages name me; 403 PLAYER_FIELD_LOCKED for the league’s fields, 403 PLAYER_MINOR_PUBLIC_NAME',
        request: { params: MyPlayerParamsSchema, ...jsonBody(UpdateMyPlayerInputSchema) },
        responses: {
          200: jsonResponse('My player record', MyPlayerSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(MyPlayerSchema),
        },
      }),
      async (c) =>
        c.json(
          await updateMyPlayer({ ...deps(c.get('actor').userId, c.req.valid('param').id), data: c.req.valid('json') }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/players/{id}/photo',
        tags: ['player accounts'],
        summary: 'Upload my photo (multipart field `file`: JPEG, PNG or WebP by content, at most 5 MB)',
        request: { params: MyPlayerParamsSchema, ...imageUploadRequest },
        responses: {
          200: jsonResponse('My player record', MyPlayerSchema),
          400: errorResponses[400],
          404: errorResponses[404],
          ...uploadErrorResponses,
        },
      }),
      async (c) => {
        const image = await readImageUpload(c.req)
        return c.json(
          await setMyPlayerPhoto({ ...deps(c.get('actor').userId, c.req.valid('param').id), storage, image }),
          200,
        )
      },
    )
}

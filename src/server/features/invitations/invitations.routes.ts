import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  CreateInvitationInputSchema,
  InvitationSchema,
  PublicInvitationSchema,
} from '#domain/organizations/organization.schema.ts'
import { isUuid, requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import {
  acceptInvitation,
  createInvitation,
  findInvitations,
  getPublicInvitation,
  revokeInvitation,
} from './invitations.service.ts'

const TokenParamsSchema = z.object({ token: z.string().min(20).max(100) })

/** Organization-side invitation routes; mounted behind requireActor and the organizations' requireOrg. */
export function createInvitationsRoutes({ db, mailer, baseURL }: { db: Db; mailer: Mailer; baseURL: string }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/invitations',
        tags: ['invitations'],
        middleware: [requireRole('admin')] as const,
        request: { params: OrgParamsSchema },
        responses: {
          200: jsonResponse('Invitations', z.object({ items: z.array(InvitationSchema) })),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json({ items: await findInvitations({ db, organizationId: c.get('org').id, now: new Date() }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/invitations',
        tags: ['invitations'],
        summary: 'Invite by e-mail with a role; the e-mail’s link joins the organization',
        middleware: [requireRole('admin')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateInvitationInputSchema) },
        responses: {
          201: jsonResponse('The invitation', InvitationSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(
          await createInvitation({
            db,
            mailer,
            baseURL,
            organizationId: c.get('org').id,
            invitedBy: c.get('actor').userId,
            data: c.req.valid('json'),
            now: new Date(),
          }),
          201,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/invitations/{invitationId}',
        tags: ['invitations'],
        summary: 'Revoke a pending invitation',
        middleware: [requireRole('admin')] as const,
        request: { params: OrgParamsSchema.extend({ invitationId: idParam }) },
        responses: {
          200: jsonResponse('The invitation', InvitationSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const { invitationId } = c.req.valid('param')
        if (!isUuid(invitationId)) throw new AppError('NOT_FOUND')
        return c.json(
          await revokeInvitation({ db, organizationId: c.get('org').id, invitationId, now: new Date() }),
          200,
        )
      },
    )
}

/** The invitee's side: reading an invitation needs no session; accepting does. */
export function createPublicInvitationRoutes({ db }: { db: Db }) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/invitations/{token}',
      tags: ['invitations'],
      request: { params: TokenParamsSchema },
      responses: { 200: jsonResponse('The invitation', PublicInvitationSchema), 404: errorResponses[404] },
    }),
    async (c) => c.json(await getPublicInvitation({ db, token: c.req.valid('param').token, now: new Date() }), 200),
  )
}

export function createAcceptInvitationRoutes({ db }: { db: Db }) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/invitations/{token}/accept',
      tags: ['invitations'],
      request: { params: TokenParamsSchema },
      responses: {
        200: jsonResponse('Joined', z.object({ organizationId: z.string() })),
        401: errorResponses[401],
        403: errorResponses[403],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const actor = c.get('actor')
      return c.json(
        await acceptInvitation({
          db,
          token: c.req.valid('param').token,
          userId: actor.userId,
          email: actor.email,
          now: new Date(),
        }),
        200,
      )
    },
  )
}

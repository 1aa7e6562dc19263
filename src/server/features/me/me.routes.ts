import { createRoute } from '@hono/zod-openapi'
import {
  MeSchema,
  SetActiveOrganizationInputSchema,
  UpdateMeInputSchema,
} from '#domain/organizations/organization.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { getMe, setActiveOrganization, updateMe } from './me.service.ts'

export function createMeRoutes({ db }: { db: Db }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me',
        tags: ['me'],
        summary: 'The signed-in user, their organizations and the active one',
        responses: { 200: jsonResponse('The user', MeSchema), 401: errorResponses[401] },
      }),
      async (c) => c.json(await getMe({ db, actor: c.get('actor') }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/me',
        tags: ['me'],
        summary: 'Update the profile (onboarding user step, settings)',
        request: jsonBody(UpdateMeInputSchema),
        responses: { 200: jsonResponse('The user', MeSchema), 400: errorResponses[400], 401: errorResponses[401] },
      }),
      async (c) => c.json(await updateMe({ db, userId: c.get('actor').userId, data: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/me/active-organization',
        tags: ['me'],
        summary: 'Switch the active organization (persisted)',
        request: jsonBody(SetActiveOrganizationInputSchema),
        responses: { 200: jsonResponse('The user', MeSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(
          await setActiveOrganization({
            db,
            userId: c.get('actor').userId,
            organizationId: c.req.valid('json').organizationId,
          }),
          200,
        ),
    )
}

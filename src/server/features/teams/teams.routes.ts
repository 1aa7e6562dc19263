import { createRoute } from '@hono/zod-openapi'
import { TeamDetailSchema } from '#domain/teams/team.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse } from '#server/lib/openapi.ts'
import { EntityParamsSchema, imageUploadRequest, uploadErrorResponses } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { readImageUpload } from '#server/storage/images.ts'
import type { Storage } from '#server/storage/storage.ts'
import { createRosterDecisionRoutes } from './roster-decisions.routes.ts'
import { createTeamEditRoutes } from './team-edit.routes.ts'
import { createTeamRosterRoutes } from './team-roster.routes.ts'
import { setTeamPicture } from './teams.service.ts'

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Reads: any member; writes: manager. */
export function createTeamsRoutes({ db, storage, live }: { db: Db; storage: Storage; live: LiveHub }) {
  return createRouter()
    .route('/', createTeamEditRoutes({ db, live }))
    .route('/', createTeamRosterRoutes({ db, live }))
    .route('/', createRosterDecisionRoutes({ db, live }))
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/picture',
        tags: ['teams'],
        summary: 'Upload the team’s picture (multipart field `file`: JPEG, PNG or WebP by content, at most 5 MB)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...imageUploadRequest },
        responses: {
          200: jsonResponse('The team', TeamDetailSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          ...uploadErrorResponses,
        },
      }),
      async (c) => {
        const image = await readImageUpload(c.req)
        const id = c.req.valid('param').id
        return c.json(await setTeamPicture({ db, storage, live, organizationId: c.get('org').id, id, image }), 200)
      },
    )
}

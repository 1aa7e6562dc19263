import { createRoute } from '@hono/zod-openapi'
import {
  BracketListSchema,
  BracketSchema,
  CreateBracketInputSchema,
  UpdateBracketInputSchema,
} from '#domain/brackets/bracket.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { findBrackets, getBracket } from './bracket-view.ts'
import { createBracket, deleteBracket, updateBracket } from './bracket-writes.ts'

const BracketParamsSchema = EntityParamsSchema.extend({ bracketId: idParam })

/** Mounted after organizations' routes (requireOrg). Reads: any member; writes: manager (and admin). */
export function createBracketsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/brackets',
        tags: ['brackets'],
        summary: 'The tournament’s knockout brackets, each with its rounds, ties, winners and champion',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The brackets', BracketListSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(await findBrackets({ db, organizationId: c.get('org').id, tournamentId: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/tournaments/{id}/brackets',
        tags: ['brackets'],
        summary:
          'Create a knockout bracket from teams in seed order (`teamIds`) or from a qualifier zone of the standings (`from`); its first games are created at once',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(CreateBracketInputSchema) },
        responses: {
          201: jsonResponse('The bracket', BracketSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(
          await createBracket({
            db,
            live,
            organizationId: c.get('org').id,
            tournamentId: c.req.valid('param').id,
            data: c.req.valid('json'),
          }),
          201,
        ),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}/brackets/{bracketId}',
        tags: ['brackets'],
        summary: 'One bracket',
        request: { params: BracketParamsSchema },
        responses: { 200: jsonResponse('The bracket', BracketSchema), 404: errorResponses[404] },
      }),
      async (c) => {
        const { id, bracketId } = c.req.valid('param')
        return c.json(await getBracket({ db, organizationId: c.get('org').id, tournamentId: id, bracketId }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/tournaments/{id}/brackets/{bracketId}',
        tags: ['brackets'],
        summary:
          'Rename a bracket, date its rounds, or change its settings while none of its games is confirmed (409 BRACKET_HAS_PLAYED_GAMES)',
        middleware: [requireRole('manager')] as const,
        request: { params: BracketParamsSchema, ...jsonBody(UpdateBracketInputSchema) },
        responses: {
          200: jsonResponse('The bracket', BracketSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(BracketSchema),
        },
      }),
      async (c) => {
        const { id, bracketId } = c.req.valid('param')
        const organizationId = c.get('org').id
        const data = c.req.valid('json')
        return c.json(await updateBracket({ db, live, organizationId, tournamentId: id, bracketId, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/tournaments/{id}/brackets/{bracketId}',
        tags: ['brackets'],
        summary:
          'Delete a bracket and its games while none of them is confirmed (409 BRACKET_HAS_PLAYED_GAMES otherwise)',
        middleware: [requireRole('manager')] as const,
        request: { params: BracketParamsSchema },
        responses: {
          204: { description: 'Deleted' },
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const { id, bracketId } = c.req.valid('param')
        await deleteBracket({ db, live, organizationId: c.get('org').id, tournamentId: id, bracketId })
        return c.body(null, 204)
      },
    )
}

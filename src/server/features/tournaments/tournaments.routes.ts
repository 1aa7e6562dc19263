import { createRoute } from '@hono/zod-openapi'
import { LIST_SORT_FIELDS, listQuerySchemaOf } from '#domain/lists/list.schema.ts'
import {
  CreateTournamentInputSchema,
  TournamentListQueryExtraSchema,
  TournamentPageSchema,
  TournamentSchema,
  UpdateTournamentInputSchema,
  WithdrawalSchema,
  WithdrawTeamInputSchema,
} from '#domain/tournaments/tournament.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { conflictResponse, EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import {
  createTournament,
  deleteTournament,
  findTournaments,
  getTournament,
  restoreTournament,
  updateTournament,
} from './tournaments.service.ts'
import { withdrawTeam } from './withdrawals.service.ts'

const WithdrawParamsSchema = EntityParamsSchema.extend({ teamId: idParam })

/** Mounted after organizations' routes, which install `requireOrg` on /orgs/:orgId/*. Reads: any member; writes: manager. */
export function createTournamentsRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments',
        tags: ['tournaments'],
        summary:
          'A page of tournaments, by name unless `sort` says otherwise (`q` searches names; `seasonId` filters by season)',
        request: {
          params: OrgParamsSchema,
          query: listQuerySchemaOf(LIST_SORT_FIELDS.tournaments).extend(TournamentListQueryExtraSchema.shape),
        },
        responses: {
          200: jsonResponse('A page of tournaments', TournamentPageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const { seasonId, ...query } = c.req.valid('query')
        return c.json(await findTournaments({ db, organizationId: c.get('org').id, query, seasonId }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/tournaments',
        tags: ['tournaments'],
        summary: 'Create a tournament; every setting left out takes its default',
        middleware: [requireRole('manager')] as const,
        request: { params: OrgParamsSchema, ...jsonBody(CreateTournamentInputSchema) },
        responses: {
          201: jsonResponse('The tournament', TournamentSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await createTournament({ db, live, organizationId: c.get('org').id, data: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/tournaments/{id}',
        tags: ['tournaments'],
        summary: 'One tournament (also a deleted one)',
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The tournament', TournamentSchema), 404: errorResponses[404] },
      }),
      async (c) =>
        c.json(await getTournament({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/orgs/{orgId}/tournaments/{id}',
        tags: ['tournaments'],
        summary:
          'Change a tournament; `settings`, when sent, replace the stored ones as a whole. 409 STALE_VERSION when `version` is outdated',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema, ...jsonBody(UpdateTournamentInputSchema) },
        responses: {
          200: jsonResponse('The tournament', TournamentSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: conflictResponse(TournamentSchema),
        },
      }),
      async (c) => {
        const data = c.req.valid('json')
        const id = c.req.valid('param').id
        return c.json(await updateTournament({ db, live, organizationId: c.get('org').id, id, data }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/tournaments/{id}',
        tags: ['tournaments'],
        summary: 'Soft-delete a tournament and its games',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: { 204: { description: 'Deleted' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        await deleteTournament({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id })
        return c.body(null, 204)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/tournaments/{id}/restore',
        tags: ['tournaments'],
        summary: 'Restore a soft-deleted tournament (and the games deleted with it)',
        middleware: [requireRole('manager')] as const,
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The tournament', TournamentSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(
          await restoreTournament({ db, live, organizationId: c.get('org').id, id: c.req.valid('param').id }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/tournaments/{id}/teams/{teamId}/withdraw',
        tags: ['tournaments'],
        summary:
          'Withdraw a team from the tournament: its played games stay, its unplayed games are removed or awarded as walkovers, and the standings show it as retired',
        middleware: [requireRole('manager')] as const,
        request: { params: WithdrawParamsSchema, ...jsonBody(WithdrawTeamInputSchema) },
        responses: {
          200: jsonResponse('The withdrawal', WithdrawalSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const { id, teamId } = c.req.valid('param')
        const data = c.req.valid('json')
        return c.json(
          await withdrawTeam({ db, live, organizationId: c.get('org').id, tournamentId: id, teamId, data }),
          200,
        )
      },
    )
}

/** Reading players: a page of them, one (decision 0039: what a delegate sees of other teams' players). */
import { createRoute } from '@hono/zod-openapi'
import { LIST_SORT_FIELDS, listQuerySchemaOf } from '#domain/lists/list.schema.ts'
import {
  type Player,
  PlayerListQueryExtraSchema,
  PlayerPageSchema,
  PlayerSchema,
} from '#domain/players/player.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { findOwnPlayerIds, hidesPrivateData, type OrgScope, redactPlayer } from '#server/lib/team-scope.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import { findPlayers, getPlayer } from './players.service.ts'

/**
 * What a delegate may see of a page of players (decision 0039): private fields only of players approved on their
 * teams' lists, and, when the search named a DNI (or digits of one), only those players, so a DNI never leads to a name.
 */
function visiblePlayers(org: OrgScope, items: Player[], own: Set<string>, byDni: boolean): Player[] {
  return items
    .filter((p) => !byDni || !hidesPrivateData(org) || own.has(p.id))
    .map((p) => redactPlayer(org, p, own.has(p.id)))
}

export function createPlayerReadRoutes({ db }: { db: Db }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/players',
        tags: ['players'],
        summary:
          'A page of players, by name unless `sort` says otherwise (`q` searches names and DNI; `dni` finds the player with exactly that DNI)',
        request: {
          params: OrgParamsSchema,
          query: listQuerySchemaOf(LIST_SORT_FIELDS.players).extend(PlayerListQueryExtraSchema.shape),
        },
        responses: {
          200: jsonResponse('A page of players', PlayerPageSchema),
          400: errorResponses[400],
          404: errorResponses[404],
        },
      }),
      async (c) => {
        const { dni, ...query } = c.req.valid('query')
        const org = c.get('org')
        const page = await findPlayers({ db, organizationId: org.id, query, dni })
        const own = await findOwnPlayerIds(
          db,
          org.id,
          org,
          page.items.map((p) => p.id),
        )
        return c.json(
          {
            ...page,
            items: visiblePlayers(org, page.items, own, dni !== undefined || /\d/.test(query.q ?? '')),
          },
          200,
        )
      },
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
      async (c) => {
        const org = c.get('org')
        const found = await getPlayer({ db, organizationId: org.id, id: c.req.valid('param').id })
        return c.json(
          redactPlayer(org, found, (await findOwnPlayerIds(db, org.id, org, [found.id])).has(found.id)),
          200,
        )
      },
    )
}

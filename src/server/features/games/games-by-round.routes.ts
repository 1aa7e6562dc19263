/** A tournament's games by round (decision 0054): the fixtures tab's read, a round at a time. */
import { createRoute } from '@hono/zod-openapi'
import { GamesByRoundQuerySchema, GamesByRoundSchema } from '#domain/games/games-by-round.schema.ts'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import { findGamesByRound } from './games-by-round.ts'

export function createGamesByRoundRoutes({ db }: { db: Db }) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/orgs/{orgId}/tournaments/{id}/games',
      tags: ['games'],
      summary:
        "A tournament's games by round (decision 0054): every round with its dates and counts, and the games of `round` — by default the current round (the first with a game still to play, else the last) and the next one — with the keys of the rounds before and after; `groupId` (or `none`) for one group's rounds; a round over `limit` games goes on with `offset` (`nextOffset`)",
      request: { params: EntityParamsSchema, query: GamesByRoundQuerySchema },
      responses: {
        200: jsonResponse('The rounds and the games of the rounds shown', GamesByRoundSchema),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) =>
      c.json(
        await findGamesByRound({
          db,
          organizationId: c.get('org').id,
          tournamentId: c.req.valid('param').id,
          query: c.req.valid('query'),
        }),
        200,
      ),
  )
}

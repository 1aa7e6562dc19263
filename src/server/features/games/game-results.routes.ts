/** A game's stats, lineups and cards. */
import { createRoute } from '@hono/zod-openapi'
import { CreateCardInputSchema, CreatedCardSchema } from '#domain/games/game.schema.ts'
import { GameLineupsInputSchema, GameLineupsSchema } from '#domain/games/game-lineups.schema.ts'
import { LockedEditQuerySchema } from '#domain/match-reports/report.schema.ts'
import type { Db } from '#server/db/client.ts'
import { guardReportedGameWrite } from '#server/features/match-reports/match-reports.api.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, idParam, jsonBody, jsonResponse } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getGameLineups, setGameLineups } from './lineups.service.ts'
import { addCard, deleteCard } from './results/cards.ts'

const CardParamsSchema = EntityParamsSchema.extend({ cardId: idParam })

export function createGameResultRoutes({ db, live }: { db: Db; live: LiveHub }) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/games/{id}/lineups',
        tags: ['games'],
        summary: 'Who played for each side (also on the game sheet as `home.lineup` / `away.lineup`)',
        request: { params: EntityParamsSchema },
        responses: {
          200: jsonResponse('The line-ups', GameLineupsSchema),
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(await getGameLineups({ db, organizationId: c.get('org').id, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/orgs/{orgId}/games/{id}/lineups',
        tags: ['games'],
        summary:
          'Save who played: player ids of each side, from that team’s roster (400 `validation.not_in_roster` otherwise); replaces the saved lists, a side left out stays. 409 GAME_SUSPENDED. Scorers may; a delegate sends only their own side (403 otherwise), until kick-off (409 LINEUP_CLOSED)',
        middleware: [guardReportedGameWrite(db, 'scorer', { referee: true, delegate: true })] as const,
        request: { params: EntityParamsSchema, ...jsonBody(GameLineupsInputSchema) },
        responses: {
          200: jsonResponse('The line-ups', GameLineupsSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) =>
        c.json(
          await setGameLineups({
            db,
            live,
            organizationId: c.get('org').id,
            id: c.req.valid('param').id,
            data: c.req.valid('json'),
            scope: c.get('org'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/games/{id}/cards',
        tags: ['games'],
        summary:
          'Add a card to a player of one side (on its roster). A red, or the N-th yellow in the tournament, creates a draft suspension. Scorers may. A locked match report (409 REPORT_LOCKED) is changed only by an admin naming `reason`',
        middleware: [guardReportedGameWrite(db, 'scorer', { referee: true })] as const,
        request: { params: EntityParamsSchema, query: LockedEditQuerySchema, ...jsonBody(CreateCardInputSchema) },
        responses: {
          201: jsonResponse('The card', CreatedCardSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        const gameId = c.req.valid('param').id
        return c.json(
          await addCard({
            db,
            live,
            organizationId: c.get('org').id,
            gameId,
            data: c.req.valid('json'),
            role: c.get('org').role,
          }),
          201,
        )
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/games/{id}/cards/{cardId}',
        tags: ['games'],
        summary:
          'Remove a card (and the draft suspension it created). Scorers may. A locked match report (409 REPORT_LOCKED) is changed only by an admin naming `reason`',
        middleware: [guardReportedGameWrite(db, 'scorer', { referee: true })] as const,
        request: { params: CardParamsSchema, query: LockedEditQuerySchema },
        responses: { 204: { description: 'Removed' }, 403: errorResponses[403], 404: errorResponses[404] },
      }),
      async (c) => {
        const { id, cardId } = c.req.valid('param')
        await deleteCard({ db, live, organizationId: c.get('org').id, gameId: id, cardId })
        return c.body(null, 204)
      },
    )
}

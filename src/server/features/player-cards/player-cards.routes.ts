/** The player card (decision 0046): the linked player's card, the league's public keys, rotation, checks, printing. */
import { createRoute, z } from '@hono/zod-openapi'
import {
  CardCheckSchema,
  CardKeySetSchema,
  PlayerCardSchema,
  VerifyCardInputSchema,
} from '#domain/player-cards/card.schema.ts'
import { requireRole, requireRoleOrDelegate } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import { createRouter } from '#server/lib/http.ts'
import {
  errorResponses,
  idParam,
  jsonBody,
  jsonResponse,
  OrgParamsSchema,
  problemContent,
} from '#server/lib/openapi.ts'
import type { RenderPool } from '#server/lib/render-pool.ts'
import { assertTeamInScope } from '#server/lib/team-scope.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import type { Storage } from '#server/storage/storage.ts'
import { cardKeyEncryptionKey, findCardKeySet, rotateCardKey } from './card-keys.ts'
import { findTeamCards, getPlayerCard, verifyCard } from './player-cards.service.ts'

const cardErrors = {
  422: {
    description: 'CARD_INVALID, CARD_EXPIRED or CARD_OTHER_LEAGUE: not a valid card of this league',
    content: problemContent,
  },
}

/** The signed-in user's card: mounted with the private API (no organization in the path). */
export function createMyCardRoutes({ db, secret }: { db: Db; secret: string }) {
  const encryptionKey = cardKeyEncryptionKey(secret)
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/me/players/{id}/card',
      tags: ['player-cards'],
      summary:
        'The player card of a player record linked to the signed-in user: photo, name, teams and categories, masked DNI, the league, valid-until and the QR of a signed token (EdDSA JWS: league, player, expiry)',
      request: { params: z.object({ id: idParam }) },
      responses: {
        200: jsonResponse('The card', PlayerCardSchema),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) =>
      c.json(
        await getPlayerCard({ db, encryptionKey, userId: c.get('actor').userId, playerId: c.req.valid('param').id }),
        200,
      ),
  )
}

/** Mounted after organizations' routes (requireOrg). */
export function createPlayerCardsRoutes({
  db,
  secret,
  storage,
  renders,
}: {
  db: Db
  secret: string
  storage: Storage
  renders: RenderPool
}) {
  const encryptionKey = cardKeyEncryptionKey(secret)
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/card-keys',
        tags: ['player-cards'],
        summary:
          'The league’s card public keys (JWK set): the signing key and retired keys whose cards may still be valid. Any member may read it (public keys; the offline checker needs them)',
        request: { params: OrgParamsSchema },
        responses: { 200: jsonResponse('The JWK set', CardKeySetSchema), 404: errorResponses[404] },
      }),
      async (c) => c.json(await findCardKeySet(db, c.get('org').id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/card-keys/rotate',
        tags: ['player-cards'],
        summary:
          'Admin: a new signing key signs the cards issued from now on; the old public key stays valid until its cards expire',
        middleware: [requireRole('admin')] as const,
        request: { params: OrgParamsSchema },
        responses: {
          200: jsonResponse('The new key id', z.object({ kid: z.string() })),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) => c.json(await rotateCardKey(db, c.get('org').id, encryptionKey), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/cards/verify',
        tags: ['player-cards'],
        summary:
          'Check a scanned card: the player (name, photo, teams) and, with `gameId`, whether they may play it and why not. Staff; a delegate of one of the game’s teams and the game’s appointed officials (with `gameId`). A check at a game is recorded',
        middleware: [requireRoleOrDelegate('scorer', { referee: true })] as const,
        request: { params: OrgParamsSchema, ...jsonBody(VerifyCardInputSchema) },
        responses: {
          200: jsonResponse('The check', CardCheckSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          ...cardErrors,
        },
      }),
      async (c) => {
        const org = c.get('org')
        const actor = {
          userId: c.get('actor').userId,
          role: org.role,
          teamIds: org.teamIds,
          officialId: org.officialId,
        }
        return c.json(await verifyCard({ db, actor, organizationId: org.id, input: c.req.valid('json') }), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/teams/{id}/cards.pdf',
        tags: ['player-cards'],
        summary:
          'Printable cards of the team’s approved list (credit-card size, ten to an A4 page), for players without a phone. Staff and the team’s delegate',
        middleware: [requireRoleOrDelegate('scorer')] as const,
        request: { params: EntityParamsSchema, query: z.object({ lang: z.enum(['es', 'en']).optional() }) },
        responses: {
          200: {
            description: 'The cards',
            content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
          },
          403: errorResponses[403],
          404: errorResponses[404],
          500: { description: 'RENDER_FAILED', content: problemContent },
          503: { description: 'RENDER_BUSY', content: problemContent },
        },
      }),
      async (c) => {
        const org = c.get('org')
        const teamId = c.req.valid('param').id
        assertTeamInScope(org, teamId)
        const lang = await organizationLang(db, org.id, c.req.valid('query').lang ?? 'es')
        const photoOf = async (path: string) => (await storage.get(path).catch(() => null))?.bytes ?? null
        const cards = await findTeamCards({ db, encryptionKey, organizationId: org.id, teamId, photoOf })
        const bytes = await renders.run(org.id, { kind: 'teamCards', cards, lang })
        return new Response(new Uint8Array(bytes), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${lang === 'en' ? 'player-cards' : 'carnets'}.pdf"`,
            'cache-control': 'private, no-store',
          },
        })
      },
    )
}

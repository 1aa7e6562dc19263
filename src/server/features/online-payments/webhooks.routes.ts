/**
 * The providers' webhooks for a league's online payments (decision 0053): public (the provider calls them), each
 * under the league's id, checked with that league's webhook secret before anything is read. Mounted before the
 * session guard, like billing's; bodies limited to WEBHOOK_BODY_LIMIT (lib/body-limit.ts).
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Db } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { ProviderSettings } from './providers.service.ts'
import { handleMercadoPagoNotification, handleStripeNotification, type WebhookOutcome } from './webhooks.service.ts'

const ReceivedSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['recorded', 'duplicate', 'ignored']),
})
const responses = {
  200: jsonResponse('Received', ReceivedSchema),
  400: errorResponses[400],
  404: errorResponses[404],
}

export function createOnlinePaymentWebhookRoutes({
  db,
  live,
  settings,
}: {
  db: Db
  live: LiveHub
  settings: ProviderSettings
}) {
  const answer = async (organizationId: string, result: WebhookOutcome) => {
    // after the commit: the team's account and the payer's waiting page refetch
    if (result.outcome === 'recorded') {
      await publishChange(live, organizationId, { entity: 'money', action: 'created', id: result.teamId })
    }
    return { received: true as const, outcome: result.outcome }
  }
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/webhooks/money/mercadopago/{orgId}',
        tags: ['money'],
        summary:
          'Mercado Pago’s notifications of a league (x-signature checked with its secret; the payment read back from Mercado Pago); replays change nothing',
        request: {
          params: OrgParamsSchema,
          headers: z.object({ 'x-signature': z.string().optional(), 'x-request-id': z.string().optional() }),
        },
        responses,
      }),
      async (c) => {
        const { orgId } = c.req.valid('param')
        assertUuid(orgId)
        const body = (await c.req.json().catch(() => null)) as {
          type?: unknown
          topic?: unknown
          data?: { id?: unknown }
        } | null
        const bodyId = body?.data?.id
        const dataId =
          c.req.query('data.id') ??
          (typeof bodyId === 'string' || typeof bodyId === 'number' ? String(bodyId) : undefined)
        const type = c.req.query('type') ?? (typeof body?.type === 'string' ? body.type : undefined)
        const result = await handleMercadoPagoNotification(db, {
          organizationId: orgId,
          sealing: settings.sealing,
          apiUrl: settings.mercadoPagoApiUrl,
          signature: c.req.header('x-signature'),
          requestId: c.req.header('x-request-id'),
          dataId,
          type,
        })
        return c.json(await answer(orgId, result), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/webhooks/money/stripe/{orgId}',
        tags: ['money'],
        summary:
          'Stripe’s events of a league’s own account (Stripe-Signature checked with its signing secret): checkout.session.completed records the payment; replays change nothing',
        request: { params: OrgParamsSchema, headers: z.object({ 'stripe-signature': z.string().optional() }) },
        responses,
      }),
      async (c) => {
        const { orgId } = c.req.valid('param')
        assertUuid(orgId)
        const result = await handleStripeNotification(db, {
          organizationId: orgId,
          sealing: settings.sealing,
          rawBody: await c.req.text(),
          signature: c.req.header('stripe-signature'),
        })
        return c.json(await answer(orgId, result), 200)
      },
    )
}

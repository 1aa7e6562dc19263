import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import type { Database } from '#server/db/client.ts'
import { createRouter } from '#server/lib/http.ts'
import { jsonResponse } from '#server/lib/openapi.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

export const ConfigSchema = z.object({
  contactEmail: z.string(),
  billingEnabled: z.boolean(),
  version: z.string(),
  /** how long a device shows its saved data with no contact with the server, in hours (≤ 24; decision 0033) */
  offlineMaxHours: z.number().int().min(1).max(24),
  /** with billing on: Stripe's publishable key and pricing table per language, for the subscription page */
  stripePublishableKey: z.string().optional(),
  pricingTableIds: z.object({ es: z.string(), en: z.string() }).optional(),
})

/** The live-updates listener: 'reconnecting' while this instance cannot hear the others' changes (decision 0034). */
const LiveStateSchema = z.enum(['ok', 'reconnecting'])

export function createHealthRoutes({
  database,
  config,
  live = { state: () => 'ok' },
}: {
  database: Pick<Database, 'ping'>
  config: z.infer<typeof ConfigSchema>
  live?: Pick<LiveHub, 'state'>
}) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/health',
        tags: ['system'],
        summary:
          'Healthy only when the database answers; `live` says whether live updates from other instances are heard (a listener reconnecting does not make it unhealthy)',
        responses: {
          200: jsonResponse('Healthy', z.object({ status: z.literal('ok'), live: LiveStateSchema })),
          503: jsonResponse(
            'The database does not answer',
            z.object({ status: z.literal('unavailable'), live: LiveStateSchema }),
          ),
        },
      }),
      async (c) => {
        c.header('cache-control', 'no-store')
        const liveState = live.state()
        return (await database.ping())
          ? c.json({ status: 'ok' as const, live: liveState }, 200)
          : c.json({ status: 'unavailable' as const, live: liveState }, 503)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/config',
        tags: ['system'],
        summary: 'Public settings the web app needs',
        responses: { 200: jsonResponse('Settings', ConfigSchema) },
      }),
      (c) => c.json(config, 200),
    )
}

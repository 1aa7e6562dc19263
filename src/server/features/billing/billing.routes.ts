import { createRoute } from '@hono/zod-openapi'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import {
  BillingPortalInputSchema,
  BillingPortalSchema,
  BillingSchema,
} from '#domain/organizations/organization.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import { InvalidWebhookError, type StripeGateway } from '#server/billing/stripe-client.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonResponse, OrgParamsSchema } from '#server/lib/openapi.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createBillingPortalSession, getBilling, handleStripeEvent } from './billing.service.ts'
import { isWellFormedEvent } from './stripe-event-facts.ts'

/**
 * `POST /api/billing/webhook`: public (Stripe calls it), mounted before the session guard. The raw body is verified
 * against the Stripe-Signature header (300 s tolerance) before anything is parsed. Without billing: 404. Its body is
 * limited to WEBHOOK_BODY_LIMIT by the app-wide limitRequestBodies (lib/body-limit.ts), while it streams.
 */
export function createBillingWebhookRoutes({
  db,
  gateway,
  live,
}: {
  db: Db
  gateway: StripeGateway | null
  live: LiveHub
}) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/billing/webhook',
      tags: ['billing'],
      summary: 'Stripe webhook: signed events (checkout, subscriptions, invoices); replays change nothing',
      request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
      responses: {
        200: jsonResponse('Received', z.object({ received: z.literal(true), duplicate: z.boolean() })),
        400: errorResponses[400],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      if (!gateway) throw new AppError('NOT_FOUND')
      const raw = await c.req.text()
      let event: ReturnType<StripeGateway['constructEvent']>
      try {
        event = gateway.constructEvent(raw, c.req.header('stripe-signature'))
      } catch (error) {
        if (error instanceof InvalidWebhookError) {
          throw new AppError('BAD_REQUEST', { detail: `Stripe signature refused: ${error.message}` })
        }
        throw error
      }
      if (!isWellFormedEvent(event)) throw new AppError('BAD_REQUEST', { detail: 'The event is not a Stripe event.' })
      const outcome = await handleStripeEvent({ db, event })
      if (outcome.isChanged && outcome.organizationId) {
        // After the commit; the live stream tells open pages to refetch the organization (subscription state).
        await live
          .publish(outcome.organizationId, { entity: 'organization', action: 'updated', id: outcome.organizationId })
          .catch(() => {})
      }
      return c.json({ received: true as const, duplicate: outcome.isDuplicate }, 200)
    },
  )
}

function langOf(requested: 'es' | 'en' | undefined, cookie: string | undefined): 'es' | 'en' {
  if (requested) return requested
  return cookie === 'en' ? 'en' : 'es'
}

/**
 * The billing page's endpoints (role admin; other roles 403). Mounted after organizations' routes, which install
 * `requireOrg` on /orgs/:orgId/*. Without billing: 404.
 */
export function createBillingRoutes({
  db,
  gateway,
  baseURL,
}: {
  db: Db
  gateway: StripeGateway | null
  baseURL: string
}) {
  const router = createRouter()
  router.use('/orgs/:orgId/billing', async (_c, next) => {
    if (!gateway) throw new AppError('NOT_FOUND')
    await next()
  })
  router.use('/orgs/:orgId/billing/*', async (_c, next) => {
    if (!gateway) throw new AppError('NOT_FOUND')
    await next()
  })
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/billing',
        tags: ['billing'],
        summary: 'The subscription as the billing page shows it (role admin)',
        middleware: [requireRole('admin')] as const,
        request: { params: OrgParamsSchema },
        responses: {
          200: jsonResponse('Billing', BillingSchema),
          403: errorResponses[403],
          404: errorResponses[404],
        },
      }),
      async (c) =>
        c.json(
          await getBilling({ db, organizationId: c.get('org').id, isSuperAdmin: c.get('actor').isSuperAdmin }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/billing/portal',
        tags: ['billing'],
        summary: 'Open a Stripe customer-portal session ("fix billing", invoices, cancel); role admin',
        middleware: [requireRole('admin')] as const,
        request: {
          params: OrgParamsSchema,
          body: { content: { 'application/json': { schema: BillingPortalInputSchema } }, required: false },
        },
        responses: {
          200: jsonResponse('Where to send the browser', BillingPortalSchema),
          400: errorResponses[400],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      }),
      async (c) => {
        if (!gateway) throw new AppError('NOT_FOUND')
        const { lang } = c.req.valid('json') ?? {}
        return c.json(
          await createBillingPortalSession({
            db,
            gateway,
            organizationId: c.get('org').id,
            baseURL,
            lang: langOf(lang, getCookie(c, 'lang')),
          }),
          200,
        )
      },
    )
}

/**
 * Online payment's routes (decision 0053). Mounted after organizations' routes (requireOrg). An admin connects and
 * disconnects the league's providers (keys are write-only); a team's delegate, or a money role, starts a checkout
 * for what the team owes and reads whether it was paid. The providers' webhooks are public: webhooks.routes.ts.
 */
import { createRoute, z } from '@hono/zod-openapi'
import {
  CheckoutSchema,
  ConnectMercadoPagoInputSchema,
  ConnectStripeInputSchema,
  OnlinePaymentOptionsSchema,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  PaymentProvidersSchema,
  StartCheckoutInputSchema,
} from '#domain/money/online-payment.schema.ts'
import { requireRole } from '#server/auth/guards.ts'
import type { Db } from '#server/db/client.ts'
import { requireMoneyRoleOrDelegate } from '#server/features/money/money.api.ts'
import { createRouter } from '#server/lib/http.ts'
import { errorResponses, jsonBody, jsonResponse, OrgParamsSchema, problemContent } from '#server/lib/openapi.ts'
import { EntityParamsSchema } from '#server/lib/tenant-routes.ts'
import { getCheckout, getOnlinePaymentOptions, startCheckout } from './checkout.service.ts'
import {
  connectPaymentProvider,
  disconnectPaymentProvider,
  getPaymentProviders,
  type ProviderSettings,
} from './providers.service.ts'

const readErrors = { 403: errorResponses[403], 404: errorResponses[404] }
const writeErrors = { 400: errorResponses[400], ...readErrors }
/** the provider did not take the key (422 PAYMENT_KEY_REJECTED) or did not answer (503 UNAVAILABLE): nothing stored */
const connectErrors = {
  ...writeErrors,
  422: {
    description: 'PAYMENT_KEY_REJECTED: the provider did not accept the key (tried with one read); nothing stored',
    content: problemContent,
  },
  503: {
    description: 'UNAVAILABLE: the provider could not be reached to try the key; nothing stored',
    content: problemContent,
  },
}
/** what starting a checkout may answer besides the checkout (decision 0053) */
const checkoutErrors = {
  ...writeErrors,
  409: { description: 'PAYMENT_PROVIDER_NOT_CONNECTED', content: problemContent },
  422: { description: 'NOTHING_TO_PAY: the team owes nothing', content: problemContent },
  502: {
    description: 'PAYMENT_PROVIDER_REFUSED: the provider refused the league’s keys; logged',
    content: problemContent,
  },
  503: { description: 'UNAVAILABLE: the provider did not answer; logged', content: problemContent },
}
const ProviderParamsSchema = OrgParamsSchema.extend({ provider: z.enum(PAYMENT_PROVIDERS) })

export function createOnlinePaymentsRoutes({
  db,
  baseURL,
  settings,
}: {
  db: Db
  baseURL: string
  settings: ProviderSettings
}) {
  const providers = (organizationId: string) => getPaymentProviders(db, { organizationId, baseURL })
  /** tries the key, stores it sealed, answers the league's providers */
  const connect = async (
    organizationId: string,
    userId: string,
    provider: PaymentProvider,
    secret: string,
    webhookSecret: string,
  ) => {
    await connectPaymentProvider(db, { organizationId, userId, provider, secret, webhookSecret, settings })
    return providers(organizationId)
  }
  const connectRoute = (provider: 'mercadopago' | 'stripe') =>
    createRoute({
      method: 'put',
      path: `/orgs/{orgId}/online-payments/providers/${provider}`,
      tags: ['money'],
      summary: `Connect ${provider === 'mercadopago' ? 'Mercado Pago (access token' : 'Stripe (secret key'} and webhook secret; the key is tried first, then stored encrypted, never answered)`,
      middleware: [requireRole('admin')] as const,
      request: {
        params: OrgParamsSchema,
        ...jsonBody(provider === 'mercadopago' ? ConnectMercadoPagoInputSchema : ConnectStripeInputSchema),
      },
      responses: { 200: jsonResponse('The league’s providers', PaymentProvidersSchema), ...connectErrors },
    })
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/online-payments/providers',
        tags: ['money'],
        summary: 'The league’s payment providers: connected or not, the key’s last 4 characters, the webhook address',
        middleware: [requireRole('admin')] as const,
        request: { params: OrgParamsSchema },
        responses: { 200: jsonResponse('The league’s providers', PaymentProvidersSchema), ...readErrors },
      }),
      async (c) => c.json(await providers(c.get('org').id), 200),
    )
    .openapi(connectRoute('mercadopago'), async (c) => {
      const { accessToken, webhookSecret } = c.req.valid('json') as z.infer<typeof ConnectMercadoPagoInputSchema>
      return c.json(
        await connect(c.get('org').id, c.get('actor').userId, 'mercadopago', accessToken, webhookSecret),
        200,
      )
    })
    .openapi(connectRoute('stripe'), async (c) => {
      const { secretKey, webhookSecret } = c.req.valid('json') as z.infer<typeof ConnectStripeInputSchema>
      return c.json(await connect(c.get('org').id, c.get('actor').userId, 'stripe', secretKey, webhookSecret), 200)
    })
    .openapi(
      createRoute({
        method: 'delete',
        path: '/orgs/{orgId}/online-payments/providers/{provider}',
        tags: ['money'],
        summary: 'Disconnect a payment provider: its keys are deleted (payments already recorded stay)',
        middleware: [requireRole('admin')] as const,
        request: { params: ProviderParamsSchema },
        responses: { 200: jsonResponse('The league’s providers', PaymentProvidersSchema), ...writeErrors },
      }),
      async (c) => {
        const organizationId = c.get('org').id
        await disconnectPaymentProvider(db, organizationId, c.req.valid('param').provider)
        return c.json(await providers(organizationId), 200)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/teams/{id}/online-payments',
        tags: ['money'],
        summary: 'How a team may pay online: the league’s connected providers and what it owes (a delegate: its own)',
        middleware: [requireMoneyRoleOrDelegate] as const,
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The options', OnlinePaymentOptionsSchema), ...readErrors },
      }),
      async (c) => {
        const org = c.get('org')
        const options = await getOnlinePaymentOptions(db, {
          organizationId: org.id,
          scope: org,
          teamId: c.req.valid('param').id,
        })
        return c.json(options, 200)
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/orgs/{orgId}/teams/{id}/online-payments',
        tags: ['money'],
        summary:
          'Start paying what the team owes with Mercado Pago or Stripe: answers the provider’s page to go to. 422 NOTHING_TO_PAY, 409 PAYMENT_PROVIDER_NOT_CONNECTED',
        middleware: [requireMoneyRoleOrDelegate] as const,
        request: { params: EntityParamsSchema, ...jsonBody(StartCheckoutInputSchema) },
        responses: { 201: jsonResponse('The checkout', CheckoutSchema), ...checkoutErrors },
      }),
      async (c) => {
        const org = c.get('org')
        const checkout = await startCheckout(db, {
          organizationId: org.id,
          scope: org,
          userId: c.get('actor').userId,
          teamId: c.req.valid('param').id,
          data: c.req.valid('json'),
          baseURL,
          settings,
        })
        return c.json(checkout, 201)
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/orgs/{orgId}/online-payments/{id}',
        tags: ['money'],
        summary: 'A checkout and whether its payment was recorded (pending until the provider’s notification)',
        middleware: [requireMoneyRoleOrDelegate] as const,
        request: { params: EntityParamsSchema },
        responses: { 200: jsonResponse('The checkout', CheckoutSchema), ...readErrors },
      }),
      async (c) => {
        const org = c.get('org')
        const checkout = await getCheckout(db, {
          organizationId: org.id,
          scope: org,
          checkoutId: c.req.valid('param').id,
        })
        return c.json(checkout, 200)
      },
    )
}

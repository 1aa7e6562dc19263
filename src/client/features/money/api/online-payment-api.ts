/** Online payment (decision 0053): the league's providers (admins), a team's options, checkouts and their state. */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { PaymentProvider } from '#domain/money/online-payment.schema.ts'

export const onlinePaymentKeys = {
  providers: (orgId: string) => ['money', orgId, 'online', 'providers'] as const,
  options: (orgId: string, teamId: string) => ['money', orgId, 'online', 'options', teamId] as const,
  checkout: (orgId: string, checkoutId: string) => ['money', orgId, 'online', 'checkout', checkoutId] as const,
}

export const fetchPaymentProviders = (orgId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/online-payments/providers', { params: { path: { orgId } }, signal }))

export const connectMercadoPago = (orgId: string, body: { accessToken: string; webhookSecret: string }) =>
  dataOf(typedApi.PUT('/api/orgs/{orgId}/online-payments/providers/mercadopago', { params: { path: { orgId } }, body }))

export const connectStripe = (orgId: string, body: { secretKey: string; webhookSecret: string }) =>
  dataOf(typedApi.PUT('/api/orgs/{orgId}/online-payments/providers/stripe', { params: { path: { orgId } }, body }))

export const disconnectProvider = (orgId: string, provider: PaymentProvider) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/online-payments/providers/{provider}', {
      params: { path: { orgId, provider } },
    }),
  )

export const fetchOnlinePaymentOptions = (orgId: string, teamId: string, signal?: AbortSignal) =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/teams/{id}/online-payments', { params: { path: { orgId, id: teamId } }, signal }),
  )

export const startCheckout = (orgId: string, teamId: string, provider: PaymentProvider, lang: 'es' | 'en') =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/teams/{id}/online-payments', {
      params: { path: { orgId, id: teamId } },
      body: { provider, lang },
    }),
  )

export const fetchCheckout = (orgId: string, checkoutId: string, signal?: AbortSignal) =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/online-payments/{id}', { params: { path: { orgId, id: checkoutId } }, signal }),
  )

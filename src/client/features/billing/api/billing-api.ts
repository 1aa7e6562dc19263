import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'
import type { Billing } from '#domain/organizations/organization.schema.ts'

export type { Billing, Subscription } from '#domain/organizations/organization.schema.ts'

export const billingKeys = {
  all: ['billing'] as const,
  detail: (organizationId: string) => ['billing', organizationId] as const,
}

/** `GET /api/orgs/{orgId}/billing` (role admin): the subscription, whether a Stripe customer is linked, trial days. */
export const getBilling = (organizationId: string, signal?: AbortSignal): Promise<Billing> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/billing', { params: { path: { orgId: organizationId } }, signal }))

/** `POST /api/orgs/{orgId}/billing/portal`: a Stripe customer-portal session that returns to `/<lang>/subscription`. */
export const createBillingPortalSession = (organizationId: string, lang: Lang): Promise<{ url: string }> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/billing/portal', { params: { path: { orgId: organizationId } }, body: { lang } }),
  )

import { api } from '#client/lib/api-client.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'
import type { Billing } from '#domain/organizations/organization.schema.ts'

export type { Billing, Subscription } from '#domain/organizations/organization.schema.ts'

export const billingKeys = {
  all: ['billing'] as const,
  detail: (organizationId: string) => ['billing', organizationId] as const,
}

const billingPath = (organizationId: string) => `/api/orgs/${encodeURIComponent(organizationId)}/billing`

/** `GET /api/orgs/{orgId}/billing` (role admin): the subscription, whether a Stripe customer is linked, trial days. */
export const getBilling = (organizationId: string, signal?: AbortSignal) =>
  api.get<Billing>(billingPath(organizationId), { signal })

/** `POST /api/orgs/{orgId}/billing/portal`: a Stripe customer-portal session that returns to `/<lang>/subscription`. */
export const createBillingPortalSession = (organizationId: string, lang: Lang) =>
  api.post<{ url: string }>(`${billingPath(organizationId)}/portal`, { lang })

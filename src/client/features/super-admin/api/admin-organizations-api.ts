import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { League, Organization } from '#client/lib/session/session-api.ts'
import type { SubscriptionStatus } from '#domain/navigation/resolve-redirect.ts'
import type { SetSubscriptionInput, Subscription } from '#domain/organizations/organization.schema.ts'

export interface AdminOrganization {
  id: string
  name: string
  slug: string
  leagues: League[]
  /** with the hand-set plan, last day and note (super admins see the note) */
  subscription: Subscription
  memberCount: number
  createdAt: string
}

export interface AdminOrganizationFilters {
  q: string
  status: SubscriptionStatus | ''
  /** only organizations with a league in Argentina and no subscription (waiting for their hand-set one) */
  argentinaPending: boolean
}

export const adminOrganizationKeys = {
  all: ['admin-organizations'] as const,
  list: (filters: AdminOrganizationFilters) => ['admin-organizations', 'list', filters] as const,
}

export const findAdminOrganizations = (
  filters: AdminOrganizationFilters,
  signal?: AbortSignal,
): Promise<{ items: AdminOrganization[] }> =>
  dataOf(
    typedApi.GET('/api/admin/orgs', {
      params: {
        query: {
          q: filters.q,
          status: filters.status || undefined,
          argentinaPending: filters.argentinaPending ? 'true' : undefined,
        },
      },
      signal,
    }),
  )

type OrganizationBody = { name: string; leagues: { id?: string; name: string; country: string }[] }

export const createAdminOrganization = (body: OrganizationBody): Promise<Organization> =>
  dataOf(typedApi.POST('/api/admin/orgs', { body }))

export const updateAdminOrganization = (id: string, body: Partial<OrganizationBody>): Promise<Organization> =>
  dataOf(typedApi.PATCH('/api/admin/orgs/{id}', { params: { path: { id } }, body }))

/** `PUT /api/admin/orgs/{id}/subscription`: set a subscription by hand (`manual`, `active`). */
export const setAdminSubscription = (id: string, body: SetSubscriptionInput): Promise<Organization> =>
  dataOf(typedApi.PUT('/api/admin/orgs/{id}/subscription', { params: { path: { id } }, body }))

/** `DELETE /api/admin/orgs/{id}/subscription`: clear it (the organization shows what Stripe last said, or none). */
export const clearAdminSubscription = (id: string): Promise<Organization> =>
  dataOf(typedApi.DELETE('/api/admin/orgs/{id}/subscription', { params: { path: { id } } }))

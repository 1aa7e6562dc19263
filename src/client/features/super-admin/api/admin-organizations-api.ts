import { api } from '#client/lib/api-client.ts'
import type { League, Organization } from '#client/lib/session/session-api.ts'
import type { SubscriptionStatus } from '#domain/navigation/resolve-redirect.ts'

export interface AdminOrganization {
  id: string
  name: string
  slug: string
  leagues: League[]
  subscription: { status: SubscriptionStatus }
  memberCount: number
  createdAt: string
}

export interface AdminOrganizationFilters {
  q: string
  status: SubscriptionStatus | ''
}

export const adminOrganizationKeys = {
  all: ['admin-organizations'] as const,
  list: (filters: AdminOrganizationFilters) => ['admin-organizations', 'list', filters] as const,
}

export const findAdminOrganizations = (filters: AdminOrganizationFilters, signal?: AbortSignal) =>
  api.get<{ items: AdminOrganization[] }>('/api/admin/orgs', {
    query: { q: filters.q, status: filters.status },
    signal,
  })

type OrganizationBody = { name: string; leagues: { id?: string; name: string; country: string }[] }

export const createAdminOrganization = (body: OrganizationBody) => api.post<Organization>('/api/admin/orgs', body)

export const updateAdminOrganization = (id: string, body: Partial<OrganizationBody>) =>
  api.patch<Organization>(`/api/admin/orgs/${encodeURIComponent(id)}`, body)

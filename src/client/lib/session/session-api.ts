import type { Subscription } from '#domain/organizations/organization.schema.ts'
import { api } from '../api-client.ts'

export type OrganizationRole = 'admin' | 'manager' | 'scorer' | 'viewer'
export const ORGANIZATION_ROLES: readonly OrganizationRole[] = ['admin', 'manager', 'scorer', 'viewer']

export interface MeUser {
  id: string
  email: string
  displayName: string | null
  firstname: string | null
  lastname: string | null
  phone: string | null
  role: 'super_admin' | 'user'
}

export interface MeOrganization {
  id: string
  name: string
  role: OrganizationRole
}

export interface Me {
  user: MeUser
  organizations: MeOrganization[]
  activeOrganizationId: string | null
}

export interface AppConfig {
  contactEmail: string
  billingEnabled: boolean
  version: string
  /** how long this device shows its saved data with no contact with the server, in hours (decision 0033) */
  offlineMaxHours?: number
  /** with billing on: Stripe's publishable key and pricing table per language (the subscription page) */
  stripePublishableKey?: string
  pricingTableIds?: { es: string; en: string }
}

export interface League {
  id?: string
  name: string
  country: string
}

export interface Organization {
  id: string
  name: string
  slug: string
  /** the public pages' address (`/{lang}/l/{publicSlug}`); null while they are off */
  publicSlug?: string | null
  logoUrl: string | null
  leagues: League[]
  /** IANA name: the league's time zone (every date is shown and typed in it) */
  timeZone?: string
  /** status, plus plan, trial end, renewal, hand-set last day when there are any */
  subscription: Subscription
  role?: OrganizationRole
  createdAt?: string
}

export interface UpdateMeInput {
  displayName?: string
  firstname?: string
  lastname?: string
  phone?: string
}

export const sessionKeys = {
  all: ['session'] as const,
  me: () => ['session', 'me'] as const,
  config: () => ['session', 'config'] as const,
  organization: (id: string) => ['session', 'organization', id] as const,
}

export const fetchMe = (signal?: AbortSignal) => api.get<Me>('/api/me', { signal })
export const fetchConfig = (signal?: AbortSignal) => api.get<AppConfig>('/api/config', { signal })
export const fetchOrganization = (id: string, signal?: AbortSignal) =>
  api.get<Organization>(`/api/orgs/${encodeURIComponent(id)}`, { signal })
export const updateMe = (input: UpdateMeInput) => api.patch<Me>('/api/me', input)
export const setActiveOrganization = (organizationId: string) =>
  api.put<Me>('/api/me/active-organization', { organizationId })
export const signOut = () => api.post<unknown>('/api/auth/sign-out', {})

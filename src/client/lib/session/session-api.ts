import type { Subscription } from '#domain/organizations/organization.schema.ts'
import { type ApiBody, dataOf, typedApi } from '../api/typed-api.ts'
import { api } from '../api-client.ts'

export type OrganizationRole = 'admin' | 'manager' | 'scorer' | 'delegate' | 'viewer'
export const ORGANIZATION_ROLES: readonly OrganizationRole[] = ['admin', 'manager', 'scorer', 'delegate', 'viewer']

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
  /** its admins and managers must use two-factor sign-in (decision 0036) */
  requireTwoFactor?: boolean
  createdAt?: string
}

/** `PATCH /api/me`'s body, as the server's document says (docs/decisions/0032-typed-api-client.md). */
export type UpdateMeInput = ApiBody<'/api/me', 'patch'>

export const sessionKeys = {
  all: ['session'] as const,
  me: () => ['session', 'me'] as const,
  config: () => ['session', 'config'] as const,
  organization: (id: string) => ['session', 'organization', id] as const,
}

export const fetchMe = (signal?: AbortSignal): Promise<Me> => dataOf(typedApi.GET('/api/me', { signal }))
export const fetchConfig = (signal?: AbortSignal): Promise<AppConfig> => dataOf(typedApi.GET('/api/config', { signal }))
export const fetchOrganization = (id: string, signal?: AbortSignal): Promise<Organization> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}', { params: { path: { orgId: id } }, signal }))
export const updateMe = (input: UpdateMeInput): Promise<Me> => dataOf(typedApi.PATCH('/api/me', { body: input }))
export const setActiveOrganization = (organizationId: string): Promise<Me> =>
  dataOf(typedApi.PUT('/api/me/active-organization', { body: { organizationId } }))
/** better-auth's, outside the OpenAPI document: the untyped client. */
export const signOut = () => api.post<unknown>('/api/auth/sign-out', {})

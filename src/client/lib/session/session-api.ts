import type { Subscription } from '#domain/organizations/organization.schema.ts'
import type { ApiBody, ApiResponse } from '../api/typed-api.ts'
import { api } from '../api-client.ts'

export type OrganizationRole = 'admin' | 'manager' | 'scorer' | 'delegate' | 'referee' | 'viewer' | 'treasurer'
export const ORGANIZATION_ROLES: readonly OrganizationRole[] = [
  'admin',
  'manager',
  'scorer',
  'delegate',
  'referee',
  'viewer',
  'treasurer',
]

export interface MeUser {
  id: string
  email: string
  /** until it is true, the app shows the verification banner (decision 0035) */
  emailVerified: boolean
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
  /** linked to a player record (decision 0045) */
  hasPlayerRecords?: boolean
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
  /** ISO 4217: the league's money's currency (decision 0048) */
  currency?: string
  /** status, plus plan, trial end, renewal, hand-set last day when there are any */
  subscription: Subscription
  role?: OrganizationRole
  /** its admins and managers must use two-factor sign-in (decision 0036) */
  requireTwoFactor?: boolean
  /** knockout games are created as drafts (decision 0049) */
  knockoutGamesAsDrafts?: boolean
  /** its public game pages name the appointed referee (decision 0050) */
  showRefereePublicly?: boolean
  /** the tournament the league's share card shows; null: the one with the latest game */
  shareTournamentId?: string | null
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

/*
 * The session's calls are in the first script every page loads, so they go through `api` rather than openapi-fetch
 * (kept out of that script), typed by the same generated document: `ApiResponse`/`ApiBody` are types only
 * (docs/decisions/0032-typed-api-client.md).
 */
type MeAnswer = ApiResponse<'/api/me', 'get'>
export const fetchMe = (signal?: AbortSignal): Promise<Me> => api.get<MeAnswer>('/api/me', { signal })
export const fetchConfig = (signal?: AbortSignal): Promise<AppConfig> =>
  api.get<ApiResponse<'/api/config', 'get'>>('/api/config', { signal })
export const fetchOrganization = (id: string, signal?: AbortSignal): Promise<Organization> =>
  api.get<ApiResponse<'/api/orgs/{orgId}', 'get'>>(`/api/orgs/${encodeURIComponent(id)}`, { signal })
export const updateMe = (input: UpdateMeInput): Promise<Me> =>
  api.patch<ApiResponse<'/api/me', 'patch'>>('/api/me', input)
export const setActiveOrganization = (organizationId: string): Promise<Me> => {
  const body: ApiBody<'/api/me/active-organization', 'put'> = { organizationId }
  return api.put<ApiResponse<'/api/me/active-organization', 'put'>>('/api/me/active-organization', body)
}
/** better-auth's, outside the OpenAPI document: the untyped client. */
export const signOut = () => api.post<unknown>('/api/auth/sign-out', {})

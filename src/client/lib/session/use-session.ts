import type { AuthState } from '#domain/navigation/resolve-redirect.ts'
import { isApiError } from '../api-client.ts'
import { fetchConfig, fetchMe, fetchOrganization, type Me, type OrganizationRole, sessionKeys } from './session-api.ts'
import { isRestoredUnchecked, useQuerySnapshot } from './use-query-snapshot.ts'

/** GET /api/me, with a 401 meaning "signed out" (null) rather than an error. */
export async function fetchMeOrNull(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await fetchMe(signal)
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null
    throw error
  }
}

export const meQueryOptions = {
  queryKey: sessionKeys.me(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchMeOrNull(signal),
  retry: 1,
}

/** The signed-in user (null when signed out) and the auth state: loading, logged-in or not-logged-in. */
export function useMe(): { me: Me | null; auth: AuthState } {
  const state = useQuerySnapshot(meQueryOptions)
  const me = state?.data ?? null
  if (me) return { me, auth: 'logged-in' }
  const isSettled = state?.status === 'success' || state?.status === 'error'
  return { me: null, auth: isSettled ? 'not-logged-in' : 'loading' }
}

export const configQueryOptions = {
  queryKey: sessionKeys.config(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchConfig(signal),
  retry: 2,
}

export function useConfig() {
  const state = useQuerySnapshot(configQueryOptions)
  return { data: state?.data, isPending: state?.status !== 'success' && state?.status !== 'error' }
}

export function organizationQueryOptions(id: string) {
  return {
    queryKey: sessionKeys.organization(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrganization(id, signal),
    staleTime: 60 * 1000,
  }
}

/**
 * The organization as the session gate needs it (billing rules); pages use `useOrganization` instead. A copy restored
 * from the offline cache counts as pending until the server confirms it (when online): a redirect must not follow a
 * subscription state that has changed since.
 */
export function useOrganizationSnapshot(id: string | null) {
  const state = useQuerySnapshot(organizationQueryOptions(id ?? ''), Boolean(id))
  const isPending = (state?.status !== 'success' && state?.status !== 'error') || isRestoredUnchecked(state)
  return { data: state?.data, isPending }
}

export function activeOrganizationIdOf(me: Me | null): string | null {
  if (!me) return null
  const { activeOrganizationId, organizations } = me
  if (activeOrganizationId && organizations.some((organization) => organization.id === activeOrganizationId)) {
    return activeOrganizationId
  }
  return organizations[0]?.id ?? null
}

export interface Membership {
  organizationId: string | null
  organizationName: string | null
  role: OrganizationRole | null
  isSuperAdmin: boolean
  /** Admin of the active organization, or super admin. */
  isAdmin: boolean
}

export function membershipOf(me: Me | null): Membership {
  const organizationId = activeOrganizationIdOf(me)
  const organization = me?.organizations.find((each) => each.id === organizationId) ?? null
  const isSuperAdmin = me?.user.role === 'super_admin'
  const role = organization?.role ?? null
  return {
    organizationId,
    organizationName: organization?.name ?? null,
    role,
    isSuperAdmin,
    isAdmin: isSuperAdmin || role === 'admin',
  }
}

/** The signed-in user's active organization and role in it. */
export function useMembership(): Membership & { me: Me | null } {
  const { me } = useMe()
  return { ...membershipOf(me), me }
}

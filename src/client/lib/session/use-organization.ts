import { useQuery } from '@tanstack/react-query'
import { activeOrganizationIdOf, organizationQueryOptions, useMe } from './use-session.ts'

/** GET /api/orgs/{id} for pages (with a QueryObserver: refetched when stale or invalidated). */
export function useOrganization(id: string | null | undefined) {
  return useQuery({ ...organizationQueryOptions(id ?? ''), enabled: Boolean(id) })
}

export function useActiveOrganization() {
  const { me } = useMe()
  return useOrganization(activeOrganizationIdOf(me))
}

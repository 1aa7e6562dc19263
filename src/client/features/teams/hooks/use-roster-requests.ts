import { useQuery } from '@tanstack/react-query'
import { fetchRosterRequests } from '#client/lib/league-data/roster-api.ts'

/** Under `teams`: a roster change (added, approved, rejected) refreshes it. */
export const rosterRequestsKey = (organizationId: string) =>
  ['league', organizationId, 'teams', 'roster-requests'] as const

export function useRosterRequests(organizationId: string, isEnabled = true) {
  return useQuery({
    queryKey: rosterRequestsKey(organizationId),
    queryFn: ({ signal }) => fetchRosterRequests(organizationId, signal),
    enabled: isEnabled,
  })
}

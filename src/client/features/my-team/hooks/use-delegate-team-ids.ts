import { useQuery } from '@tanstack/react-query'
import { useMembership } from '#client/lib/session/use-session.ts'
import { fetchMyMembership, myTeamKeys } from '../api/my-team-api.ts'

/** A delegate's teams (decision 0039), once known; null for other roles and until then. */
export function useDelegateTeamIds(organizationId: string): string[] | null {
  const { role, me } = useMembership()
  const userId = me?.user.id ?? ''
  const isDelegate = role === 'delegate'
  const membership = useQuery({
    queryKey: myTeamKeys.member(organizationId, userId),
    queryFn: ({ signal }) => fetchMyMembership(organizationId, userId, signal),
    enabled: isDelegate && userId !== '',
  })
  return isDelegate ? (membership.data?.teamIds ?? null) : null
}

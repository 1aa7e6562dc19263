import { LeaderboardsPage } from '#client/features/leaderboards/components/leaderboards-page.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

/** `/:lang/leaderboards`. */
export function LeaderboardsRoute() {
  const { organizationId } = useMembership()
  if (!organizationId) return <NoOrganization />
  return <LeaderboardsPage organizationId={organizationId} />
}

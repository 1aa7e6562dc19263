import { MyTeamPage } from '#client/features/my-team/components/my-team-page.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

/** `/:lang/my-team`: a delegate's teams, their next game's line-up, list, suspensions and fixtures (decision 0039). */
export function MyTeamRoute() {
  const { organizationId, me } = useMembership()
  if (!organizationId || !me) return <NoOrganization />
  return <MyTeamPage organizationId={organizationId} userId={me.user.id} />
}

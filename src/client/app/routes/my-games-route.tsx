import { MyGamesPage } from '#client/features/officials/components/my-games-page.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

/** `/:lang/my-games`: a referee's appointments (decision 0050). */
export function MyGamesRoute() {
  const { organizationId } = useMembership()
  if (!organizationId) return <NoOrganization />
  return <MyGamesPage organizationId={organizationId} />
}

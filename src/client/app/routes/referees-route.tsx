import { ReportQueue } from '#client/features/match-reports/components/report-queue.tsx'
import { RefereesPage } from '#client/features/officials/components/referees-page.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

/**
 * `/:lang/referees`: the league's officials' month, for admins and managers (decision 0050), and above it the queue of
 * disputed match reports they resolve (decision 0051).
 */
export function RefereesRoute() {
  const { organizationId } = useMembership()
  if (!organizationId) return <NoOrganization />
  return <RefereesPage organizationId={organizationId} reports={<ReportQueue organizationId={organizationId} />} />
}

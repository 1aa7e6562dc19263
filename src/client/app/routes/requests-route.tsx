import LockIcon from '@mui/icons-material/Lock'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/empty-state.tsx'
import { RosterRequestsPage } from '#client/features/teams/components/roster-requests-page.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

/** `/:lang/requests`: additions to teams' registered lists waiting for approval (decision 0038). Admins and managers. */
export function RequestsRoute() {
  const { t } = useTranslation()
  const { organizationId } = useMembership()
  const canWrite = useCanWrite()
  if (!organizationId) return <NoOrganization />
  if (!canWrite) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={t('route_error.forbidden.title')}
        description={t('route_error.forbidden.description')}
        headingLevel="h1"
      />
    )
  }
  return <RosterRequestsPage organizationId={organizationId} />
}

import LockIcon from '@mui/icons-material/Lock'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/empty-state.tsx'
import { AuditPage } from '#client/features/audit/components/audit-page.tsx'
import { useMembers } from '#client/features/members/hooks/use-members.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { NoOrganization } from './no-organization.tsx'

/** `/:lang/audit`: the league's audit trail (audit), its "who" filter listing the members (members). Admins only. */
export function AuditRoute() {
  const { t } = useTranslation()
  const { organizationId, isAdmin } = useMembership()
  if (!organizationId) return <NoOrganization />
  if (!isAdmin) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={t('route_error.forbidden.title')}
        description={t('route_error.forbidden.description')}
        headingLevel="h1"
      />
    )
  }
  return <AuditWithMembers organizationId={organizationId} />
}

function AuditWithMembers({ organizationId }: { organizationId: string }) {
  const members = useMembers(organizationId)
  const actors = (members.data ?? []).map((m) => ({
    userId: m.userId,
    name: m.displayName || m.name || m.email,
  }))
  return <AuditPage organizationId={organizationId} actors={actors} />
}

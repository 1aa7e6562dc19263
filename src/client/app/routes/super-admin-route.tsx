import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import type { AdminOrganization } from '#client/features/super-admin/api/admin-organizations-api.ts'
import { OrganizationDialog } from '#client/features/super-admin/components/organization-dialog.tsx'
import { OrganizationsTable } from '#client/features/super-admin/components/organizations-table.tsx'
import { SubscriptionDialog } from '#client/features/super-admin/components/subscription-dialog.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/super-admin`: every organization (super_admin only; the server enforces it too). */
export function SuperAdminRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const { isSuperAdmin } = useMembership()
  const [dialog, setDialog] = useState<{ organization: AdminOrganization | null } | null>(null)
  const [subscriptionOf, setSubscriptionOf] = useState<AdminOrganization | null>(null)

  if (!isSuperAdmin) {
    return (
      <EmptyState
        title={t('route_error.forbidden.title')}
        description={t('route_error.forbidden.description')}
        headingLevel="h1"
      />
    )
  }
  return (
    <>
      <PageHeader
        title={t('super_admin.title')}
        subtitle={t('super_admin.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ organization: null })}>
            {t('super_admin.add')}
          </Button>
        }
      />
      <OrganizationsTable
        onEdit={(organization) => setDialog({ organization })}
        onEditSubscription={setSubscriptionOf}
        openHref={(organization) => `${localize('/dashboard')}?o=${encodeURIComponent(organization.id)}`}
      />
      {dialog ? (
        <OrganizationDialog
          key={dialog.organization?.id ?? 'new'}
          organization={dialog.organization}
          open
          onClose={() => setDialog(null)}
        />
      ) : null}
      {subscriptionOf ? (
        <SubscriptionDialog
          key={subscriptionOf.id}
          organization={subscriptionOf}
          onClose={() => setSubscriptionOf(null)}
        />
      ) : null}
    </>
  )
}

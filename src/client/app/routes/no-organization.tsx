import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

/** For a super admin who has not picked an organization yet. */
export function NoOrganization() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <EmptyState
      headingLevel="h1"
      icon={<AdminPanelSettingsIcon />}
      title={t('dashboard.super_admin.title')}
      description={t('dashboard.super_admin.body')}
      actions={
        <Button component={RouterLink} to={localize('/super-admin')} variant="contained">
          {t('nav.super_admin')}
        </Button>
      }
    />
  )
}

import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import GroupsIcon from '@mui/icons-material/Groups'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { CompetitionDashboard } from '#client/features/dashboard/components/competition-dashboard.tsx'
import { type NextStep, NextSteps } from '#client/features/dashboard/components/next-steps.tsx'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

export function DashboardRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const membership = useMembership()
  const name = membership.me?.user.displayName || membership.me?.user.email || ''

  const steps: NextStep[] = [
    {
      key: 'tournament',
      title: t('dashboard.next.tournament.title'),
      description: t('dashboard.next.tournament.body'),
      href: localize('/tournaments'),
      icon: <EmojiEventsIcon />,
    },
    {
      key: 'league',
      title: t('dashboard.next.league.title'),
      description: t('dashboard.next.league.body'),
      href: localize('/league'),
      icon: <GroupsIcon />,
    },
  ]
  if (membership.isAdmin) {
    steps.push({
      key: 'users',
      title: t('dashboard.next.users.title'),
      description: t('dashboard.next.users.body'),
      href: localize('/users'),
      icon: <PersonAddIcon />,
    })
  }

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name })}
        subtitle={
          membership.organizationName ?? (membership.isSuperAdmin ? t('dashboard.no_organization_selected') : undefined)
        }
      />
      {membership.organizationId ? (
        <CompetitionDashboard
          organizationId={membership.organizationId}
          empty={
            <Stack spacing={4}>
              <EmptyState
                icon={<EmojiEventsIcon />}
                title={t('dashboard.empty.title')}
                description={t('dashboard.empty.body')}
                actions={
                  <Button component={RouterLink} to={localize('/tournaments')} variant="contained">
                    {t('dashboard.empty.action')}
                  </Button>
                }
              />
              <NextSteps title={t('dashboard.next.title')} steps={steps} />
            </Stack>
          }
        />
      ) : (
        <EmptyState
          icon={<AdminPanelSettingsIcon />}
          title={t('dashboard.super_admin.title')}
          description={t('dashboard.super_admin.body')}
          actions={
            <Button component={RouterLink} to={localize('/super-admin')} variant="contained">
              {t('nav.super_admin')}
            </Button>
          }
        />
      )}
    </>
  )
}

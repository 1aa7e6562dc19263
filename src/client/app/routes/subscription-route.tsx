import CreditCardIcon from '@mui/icons-material/CreditCard'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { SubscriptionStatusChip } from '#client/components/status-chip.tsx'
import { useActiveOrganization } from '#client/lib/session/use-organization.ts'
import { useConfig } from '#client/lib/session/use-session.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/subscription`: for now the billing state; Stripe's pricing table comes with the billing issue. */
export function SubscriptionRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const config = useConfig()
  const organization = useActiveOrganization()

  return (
    <>
      <PageHeader title={t('subscription.title')} subtitle={t('subscription.subtitle')} />
      {config.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : config.data?.billingEnabled ? (
        <Card sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h4" component="h2">
            {organization.data?.name ?? ''}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
            <Typography color="text.secondary">{t('subscription.current_status')}</Typography>
            {organization.data ? <SubscriptionStatusChip status={organization.data.subscription.status} /> : null}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('subscription.plans_coming')}
          </Typography>
          <Button component={RouterLink} to={localize('/help')} sx={{ mt: 2 }}>
            {t('dashboard.billing_issue.help')}
          </Button>
        </Card>
      ) : (
        <EmptyState
          icon={<CreditCardIcon />}
          title={t('subscription.disabled.title')}
          description={t('subscription.disabled.body')}
          actions={
            <Button component={RouterLink} to={localize('/dashboard')} variant="contained">
              {t('subscription.disabled.action')}
            </Button>
          }
        />
      )}
    </>
  )
}

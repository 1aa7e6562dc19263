import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'

/**
 * Notices raised by the redirect rules' query flags (`billingIssue=1`, `argentinaSetupPending=1`). The data-testids are
 * the language-agnostic selectors of the browser specs (e2e/billing.spec.ts).
 */
export function DashboardNotices({
  hasBillingIssue,
  isArgentinaSetupPending,
  subscriptionHref,
  helpHref,
}: {
  hasBillingIssue: boolean
  isArgentinaSetupPending: boolean
  subscriptionHref: string
  helpHref: string
}) {
  const { t } = useTranslation()
  if (!hasBillingIssue && !isArgentinaSetupPending) return null
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {hasBillingIssue ? (
        <Alert
          severity="error"
          variant="outlined"
          data-testid="billing-issue-notice"
          sx={{ borderRadius: '16px', alignItems: 'flex-start' }}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t('dashboard.billing_issue.title')}</AlertTitle>
          {t('dashboard.billing_issue.body')}
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={subscriptionHref}
              variant="contained"
              color="error"
              size="small"
              data-testid="billing-issue-fix"
            >
              {t('dashboard.billing_issue.fix')}
            </Button>
            <Button component={RouterLink} to={helpHref} color="inherit" size="small" data-testid="billing-issue-help">
              {t('dashboard.billing_issue.help')}
            </Button>
          </Box>
        </Alert>
      ) : null}
      {isArgentinaSetupPending ? (
        <Alert severity="info" variant="outlined" data-testid="argentina-setup-notice" sx={{ borderRadius: '16px' }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('dashboard.argentina.title')}</AlertTitle>
          {t('dashboard.argentina.body')}
        </Alert>
      ) : null}
    </Stack>
  )
}

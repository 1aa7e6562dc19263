import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { formatDate } from '#client/lib/formatters.ts'
import { useConfig, useMembership, useOrganizationSnapshot } from '#client/lib/session/use-session.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { splitLocalePath } from '#domain/navigation/locale-path.ts'
import { SUBSCRIPTION_PATH } from '#domain/navigation/resolve-redirect.ts'
import { useBillingPortal } from '../hooks/use-billing.ts'
import { useTrialBannerDismissal } from '../hooks/use-trial-banner.ts'
import { hasArgentinaLeague, isWithoutSubscription, trialDaysToShow } from '../lib/subscription-facts.ts'

const alertSx = { borderRadius: '16px', alignItems: 'flex-start' } as const

export interface BillingNoticesViewProps {
  hasBillingIssue: boolean
  isArgentinaSetupPending: boolean
  /** days left and the last day, when the trial banner is to show */
  trial: { daysLeft: number; endsAt: string } | null
  /** organization admin: "fix billing" opens Stripe's portal; others are told to ask an admin */
  canManageBilling: boolean
  isOpeningPortal: boolean
  onFixBilling: () => void
  onDismissTrial: () => void
  helpHref: string
  subscriptionHref: string
}

/**
 * The billing notices above every page of the shell: a billing issue (with "fix billing" and "get help"), an Argentina
 * league waiting for its hand-set subscription, and the trial's days left. The data-testids are the language-agnostic
 * selectors of the browser specs (e2e/billing.spec.ts).
 */
export function BillingNoticesView({
  hasBillingIssue,
  isArgentinaSetupPending,
  trial,
  canManageBilling,
  isOpeningPortal,
  onFixBilling,
  onDismissTrial,
  helpHref,
  subscriptionHref,
}: BillingNoticesViewProps) {
  const { t } = useTranslation()
  const lang = useLang()
  if (!hasBillingIssue && !isArgentinaSetupPending && !trial) return null
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {hasBillingIssue ? (
        <Alert severity="error" variant="outlined" data-testid="billing-issue-notice" sx={alertSx}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('billing.issue_notice.title')}</AlertTitle>
          {canManageBilling ? t('billing.issue_notice.body') : t('billing.issue_notice.body_member')}
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            {canManageBilling ? (
              <Button
                variant="contained"
                color="error"
                size="small"
                onClick={onFixBilling}
                loading={isOpeningPortal}
                data-testid="billing-issue-fix"
              >
                {t('billing.issue_notice.fix')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={helpHref} color="inherit" size="small" data-testid="billing-issue-help">
              {t('billing.issue_notice.help')}
            </Button>
          </Box>
        </Alert>
      ) : null}
      {isArgentinaSetupPending ? (
        <Alert severity="info" variant="outlined" data-testid="argentina-setup-notice" sx={alertSx}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('billing.argentina_notice.title')}</AlertTitle>
          {t('billing.argentina_notice.body')}
        </Alert>
      ) : null}
      {trial ? (
        <Alert
          severity="info"
          variant="outlined"
          icon={<HourglassTopIcon fontSize="inherit" />}
          data-testid="trial-banner"
          onClose={onDismissTrial}
          closeText={t('billing.trial_banner.dismiss')}
          sx={{ ...alertSx, alignItems: 'center' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
            <span>
              {trial.daysLeft === 0
                ? t('billing.trial_banner.message_today')
                : trial.daysLeft === 1
                  ? t('billing.trial_banner.message_one_day', {
                      date: formatDate(trial.endsAt, lang, { style: 'long' }),
                    })
                  : t('billing.trial_banner.message_days', {
                      days: trial.daysLeft,
                      date: formatDate(trial.endsAt, lang, { style: 'long' }),
                    })}
            </span>
            {canManageBilling ? (
              <Button component={RouterLink} to={subscriptionHref} size="small" color="inherit" variant="outlined">
                {t('billing.trial_banner.action')}
              </Button>
            ) : null}
          </Box>
        </Alert>
      ) : null}
    </Stack>
  )
}

/**
 * The notices for the current page. The billing issue shows with `?billingIssue=1` (the redirect rules add it) or
 * whenever the organization's status is `error`, on every page but the subscription page (which shows the state
 * itself); the Argentina notice with `?argentinaSetupPending=1`, or on the pages exempt from that redirect while the
 * league still waits; the trial banner while trialing, until dismissed for the session. Billing off: nothing.
 */
export function BillingNotices() {
  const location = useLocation()
  const localize = useLocalize()
  const config = useConfig()
  const membership = useMembership()
  // The organization the session gate holds (no QueryObserver: creating one while rendering would notify the gate's
  // cache subscription mid-render). Super admins are exempt from the billing rules: only the address raises notices.
  const organization = useOrganizationSnapshot(
    config.data?.billingEnabled === true && !membership.isSuperAdmin ? membership.organizationId : null,
  )
  const portal = useBillingPortal(membership.organizationId)
  const trialDismissal = useTrialBannerDismissal(membership.organizationId)
  if (!config.data?.billingEnabled) return null

  const { path } = splitLocalePath(location.pathname)
  const search = new URLSearchParams(location.search)
  const isSubscriptionPage = path === SUBSCRIPTION_PATH
  const subscription = organization.data?.subscription
  const status = subscription?.status

  const hasBillingIssue = !isSubscriptionPage && (search.get('billingIssue') === '1' || status === 'error')
  const isArgentinaSetupPending =
    search.get('argentinaSetupPending') === '1' ||
    (isWithoutSubscription(status) && hasArgentinaLeague(organization.data?.leagues ?? []))
  const daysLeft = status === 'trialing' ? trialDaysToShow(subscription?.trialEndsAt) : null
  const trial =
    !isSubscriptionPage && daysLeft !== null && subscription?.trialEndsAt && !trialDismissal.isDismissed
      ? { daysLeft, endsAt: subscription.trialEndsAt }
      : null

  return (
    <BillingNoticesView
      hasBillingIssue={hasBillingIssue}
      isArgentinaSetupPending={isArgentinaSetupPending}
      trial={trial}
      canManageBilling={membership.isAdmin && Boolean(membership.organizationId)}
      isOpeningPortal={portal.isOpening}
      onFixBilling={portal.open}
      onDismissTrial={trialDismissal.dismiss}
      helpHref={localize('/help')}
      subscriptionHref={localize(SUBSCRIPTION_PATH)}
    />
  )
}

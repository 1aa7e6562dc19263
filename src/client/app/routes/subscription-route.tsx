import CreditCardIcon from '@mui/icons-material/CreditCard'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { StripePricingTable } from '#client/features/billing/components/stripe-pricing-table.tsx'
import { SubscriptionStateCard } from '#client/features/billing/components/subscription-state-card.tsx'
import { useBilling, useBillingPortal, useFreshOrganization } from '#client/features/billing/hooks/use-billing.ts'
import { canChoosePlan } from '#client/features/billing/lib/subscription-facts.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useConfig, useMembership } from '#client/lib/session/use-session.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { NoOrganization } from './no-organization.tsx'

/**
 * `/:lang/subscription`, the billing page. Billing on: the organization's current state and, for admins without a
 * subscription, Stripe's pricing table in the page's language (its script loads here and nowhere else). Members who
 * are not admins see the state and are told to ask an admin. Billing off: this installation needs no subscription.
 */
export function SubscriptionRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const lang = useLang()
  const config = useConfig()
  const membership = useMembership()
  const isBillingEnabled = config.data?.billingEnabled === true
  const { organizationId, isAdmin, me } = membership
  const organization = useFreshOrganization(isBillingEnabled ? organizationId : null)
  const billing = useBilling(organizationId, {
    isEnabled: isBillingEnabled && isAdmin,
    knownStatus: organization.data?.subscription.status,
  })
  const portal = useBillingPortal(organizationId)

  const header = <PageHeader title={t('subscription.title')} subtitle={t('subscription.subtitle')} />
  if (config.isPending) {
    return (
      <>
        {header}
        <Skeleton variant="rounded" height={180} />
      </>
    )
  }
  if (!isBillingEnabled) {
    return (
      <>
        {header}
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
      </>
    )
  }
  if (!organizationId || !me) return <NoOrganization />

  // Admins read the billing endpoint (trial days, billing account); others, and admins while it loads, the organization.
  const subscription = billing.data?.subscription ?? organization.data?.subscription
  const pricingTableId = config.data?.pricingTableIds?.[lang]
  const publishableKey = config.data?.stripePublishableKey
  const isChoosingPlan = isAdmin && canChoosePlan(subscription?.status) && pricingTableId && publishableKey
  const helpHref = localize('/help')

  return (
    <>
      {header}
      <Stack spacing={{ xs: 3, md: 4 }}>
        {subscription ? (
          <SubscriptionStateCard
            subscription={subscription}
            trialDaysLeft={billing.data?.trialDaysLeft}
            isAdmin={isAdmin}
            hasBillingAccount={billing.data?.hasBillingAccount ?? false}
            isOpeningPortal={portal.isOpening}
            onOpenPortal={portal.open}
            helpHref={helpHref}
          />
        ) : !organization.isPending ? (
          <FormError message={errorMessage(t, billing.error)} />
        ) : (
          <Skeleton variant="rounded" height={180} />
        )}
        {isChoosingPlan ? (
          <Box component="section" aria-labelledby="pricing-title">
            <Typography id="pricing-title" variant="h4" component="h2">
              {t('subscription.pricing.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
              {t('subscription.pricing.subtitle')}
            </Typography>
            <StripePricingTable
              key={`${organizationId}:${pricingTableId}`}
              pricingTableId={pricingTableId}
              publishableKey={publishableKey}
              clientReferenceId={organizationId}
              customerEmail={me.user.email}
            />
          </Box>
        ) : null}
      </Stack>
    </>
  )
}

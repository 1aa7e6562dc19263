import BlockIcon from '@mui/icons-material/Block'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined'
import HandshakeIcon from '@mui/icons-material/Handshake'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { SubscriptionStatusChip } from '#client/components/status-chip.tsx'
import { formatDate } from '#client/lib/formatters.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { Subscription } from '../api/billing-api.ts'
import { trialDaysToShow } from '../lib/subscription-facts.ts'

const ICONS: Record<Subscription['status'], { icon: ReactNode; color: string }> = {
  none: { icon: <CreditCardIcon />, color: 'text.secondary' },
  trialing: { icon: <HourglassTopIcon />, color: 'info.main' },
  active: { icon: <CheckCircleIcon />, color: 'success.main' },
  error: { icon: <ErrorOutlineIcon />, color: 'error.main' },
  canceled: { icon: <BlockIcon />, color: 'warning.main' },
  manual: { icon: <HandshakeIcon />, color: 'secondary.main' },
}

/**
 * The organization's subscription as its billing page shows it: trial with days left, active (plan, renews or ends on),
 * billing issue ("fix billing"), cancelled, set by hand (until when), or none. Admins get the Stripe portal actions;
 * other members are told to ask an admin.
 */
export function SubscriptionStateCard({
  subscription,
  trialDaysLeft,
  isAdmin,
  hasBillingAccount,
  isOpeningPortal,
  onOpenPortal,
  helpHref,
}: {
  subscription: Subscription
  /** the server's count (billing endpoint); otherwise counted here from `trialEndsAt` */
  trialDaysLeft?: number
  isAdmin: boolean
  hasBillingAccount: boolean
  isOpeningPortal: boolean
  onOpenPortal: () => void
  helpHref: string
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const { status } = subscription
  const longDate = (value: string) => formatDate(value, lang, { style: 'long' })
  // `manualUntil` is a calendar day (UTC): formatted in UTC so it is the same day everywhere.
  const calendarDay = (value: string) => formatDate(`${value}T00:00:00Z`, lang, { style: 'long', timeZone: 'UTC' })

  let title: string
  const lines: string[] = []
  switch (status) {
    case 'trialing': {
      const shown = trialDaysToShow(subscription.trialEndsAt)
      const daysLeft = shown === 0 ? 0 : (trialDaysLeft ?? shown)
      title =
        daysLeft === null
          ? t('subscription.status.trialing')
          : daysLeft === 0
            ? t('subscription.state.trialing.title_today')
            : daysLeft === 1
              ? t('subscription.state.trialing.title_one_day')
              : t('subscription.state.trialing.title_days', { days: daysLeft })
      lines.push(
        subscription.trialEndsAt
          ? t('subscription.state.trialing.body', { date: longDate(subscription.trialEndsAt) })
          : t('subscription.state.trialing.body_no_date'),
      )
      break
    }
    case 'active':
      title = t('subscription.state.active.title')
      if (subscription.currentPeriodEnd) {
        const date = longDate(subscription.currentPeriodEnd)
        lines.push(
          subscription.cancelAtPeriodEnd
            ? t('subscription.state.active.ends', { date })
            : t('subscription.state.active.renews', { date }),
        )
      }
      break
    case 'error':
      title = t('subscription.state.error.title')
      lines.push(isAdmin ? t('subscription.state.error.body') : t('subscription.state.error.body_member'))
      break
    case 'canceled':
      title = t('subscription.state.canceled.title')
      lines.push(isAdmin ? t('subscription.state.canceled.body') : t('subscription.state.canceled.body_member'))
      break
    case 'manual':
      title = t('subscription.state.manual.title')
      lines.push(
        subscription.manualUntil
          ? t('subscription.state.manual.until', { date: calendarDay(subscription.manualUntil) })
          : t('subscription.state.manual.no_end'),
      )
      lines.push(t('subscription.state.manual.body'))
      break
    default:
      title = t('subscription.state.none.title')
      lines.push(isAdmin ? t('subscription.state.none.body') : t('subscription.state.none.body_member'))
  }

  // A billing issue always offers the fix (a missing Stripe customer is explained by a toast); the portal manages only
  // what Stripe bills.
  const canOpenPortal =
    isAdmin && (status === 'error' || (hasBillingAccount && (status === 'trialing' || status === 'active')))
  const { icon, color } = ICONS[status] ?? ICONS.none

  return (
    <Card
      component="section"
      aria-labelledby="subscription-state-title"
      data-testid="subscription-state"
      data-status={status}
      sx={{
        p: { xs: 2.5, md: 4 },
        ...(status === 'error' ? { borderColor: 'error.main' } : {}),
      }}
    >
      <Box sx={{ display: 'flex', gap: { xs: 1.5, md: 2.5 }, alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: { xs: 44, md: 52 },
            height: { xs: 44, md: 52 },
            flexShrink: 0,
            borderRadius: '16px',
            display: 'grid',
            placeItems: 'center',
            color,
            bgcolor: 'action.hover',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
            <Typography id="subscription-state-title" variant="h4" component="h2">
              {title}
            </Typography>
            <SubscriptionStatusChip status={status} />
          </Box>
          {subscription.plan && status !== 'canceled' ? (
            <Typography sx={{ mt: 1, fontWeight: 600 }}>
              {t('subscription.plan', { plan: subscription.plan })}
            </Typography>
          ) : null}
          {lines.map((line) => (
            <Typography key={line} color="text.secondary" sx={{ mt: 0.75 }}>
              {line}
            </Typography>
          ))}
          {isAdmin ? null : (
            <Alert
              severity="info"
              variant="outlined"
              sx={{ mt: 2, borderRadius: '12px' }}
              data-testid="billing-admin-only"
            >
              {t('subscription.admin_only')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2.5 }}>
            {canOpenPortal ? (
              <Button
                variant="contained"
                color={status === 'error' ? 'error' : 'primary'}
                onClick={onOpenPortal}
                loading={isOpeningPortal}
                data-testid={status === 'error' ? 'subscription-fix-billing' : 'subscription-manage-billing'}
              >
                {status === 'error' ? t('subscription.fix') : t('subscription.manage')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={helpHref} variant={canOpenPortal ? 'text' : 'outlined'}>
              {t('subscription.help')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Card>
  )
}

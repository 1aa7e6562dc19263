import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatMoney } from '#client/lib/money-format.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { PaymentProvider } from '#domain/money/online-payment.schema.ts'
import { moneyKeys } from '../api/money-api.ts'
import {
  fetchCheckout,
  fetchOnlinePaymentOptions,
  onlinePaymentKeys,
  startCheckout,
} from '../api/online-payment-api.ts'

/** How often the page the payer comes back to asks whether the provider's notification has landed. */
const CHECKOUT_POLL_MS = 3_000

/**
 * "Pay online" on a delegate's team account (decision 0053): shown when the league has connected Mercado Pago or
 * Stripe and the team owes money; the server makes the checkout for the whole balance and the browser goes to the
 * provider's page.
 */
export function PayOnline({ organizationId, teamId }: { organizationId: string; teamId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const options = useQuery({
    queryKey: onlinePaymentKeys.options(organizationId, teamId),
    queryFn: ({ signal }) => fetchOnlinePaymentOptions(organizationId, teamId, signal),
  })
  const pay = useMutation({
    mutationFn: (provider: PaymentProvider) => startCheckout(organizationId, teamId, provider, lang),
    onSuccess: (checkout) => {
      if (checkout.url) window.location.assign(checkout.url)
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  })
  const data = options.data
  if (!data || data.providers.length === 0 || data.balance <= 0) return null
  const amount = formatMoney(data.balance, data.currency, lang)
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {data.providers.map((provider) => (
        <Button
          key={provider}
          variant="contained"
          color="success"
          disabled={pay.isPending}
          onClick={() => pay.mutate(provider)}
        >
          {data.providers.length > 1
            ? t('money.online.pay_with', { amount, provider: t(`money.online.providers.${provider}`) })
            : t('money.online.pay', { amount })}
        </Button>
      ))}
    </Stack>
  )
}

/**
 * The payer is back from the provider (`/money?checkout=<id>`): the payment is being confirmed until the provider's
 * notification is recorded; the checkout is asked again every few seconds, and the accounts refresh when it lands.
 */
export function CheckoutReturn({ organizationId, checkoutId }: { organizationId: string; checkoutId: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const checkout = useQuery({
    queryKey: onlinePaymentKeys.checkout(organizationId, checkoutId),
    queryFn: ({ signal }) => fetchCheckout(organizationId, checkoutId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'paid' ? false : CHECKOUT_POLL_MS),
  })
  const isPaid = checkout.data?.status === 'paid'
  useEffect(() => {
    if (isPaid) void queryClient.invalidateQueries({ queryKey: moneyKeys.all(organizationId) })
  }, [isPaid, organizationId, queryClient])
  if (checkout.isError) return <Alert severity="error">{errorMessage(t, checkout.error)}</Alert>
  if (isPaid) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {t('money.online.confirmed', { numbers: checkout.data?.receiptNumbers.join(', ') })}
      </Alert>
    )
  }
  return (
    <Alert severity="info" role="status" icon={<CircularProgress size={20} />} sx={{ mb: 2 }}>
      {t('money.online.confirming')}
    </Alert>
  )
}

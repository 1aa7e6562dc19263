import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import type { PaymentProviders } from '#domain/money/online-payment.schema.ts'
import {
  connectMercadoPago,
  connectStripe,
  disconnectProvider,
  fetchPaymentProviders,
  onlinePaymentKeys,
} from '../api/online-payment-api.ts'

type ProviderStatus = PaymentProviders['providers'][number]

/**
 * The /league page's "Online payment" card, for admins (decision 0053): connect or disconnect the league's own
 * Mercado Pago or Stripe account. The keys are written, never read back: the card shows whether each is connected,
 * the key's last 4 characters, and the webhook address to paste into the provider's dashboard.
 */
export function OnlinePaymentCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const providers = useQuery({
    queryKey: onlinePaymentKeys.providers(organizationId),
    queryFn: ({ signal }) => fetchPaymentProviders(organizationId, signal),
  })
  return (
    <Card component="section" aria-labelledby="online-payment" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack spacing={2}>
        <Typography id="online-payment" variant="h4" component="h2">
          {t('money.online.settings_title')}
        </Typography>
        <Typography color="text.secondary">{t('money.online.settings_intro')}</Typography>
        {providers.isError ? <FormError message={errorMessage(t, providers.error)} /> : null}
        {(providers.data?.providers ?? []).map((status) => (
          <ProviderSection key={status.provider} organizationId={organizationId} status={status} />
        ))}
      </Stack>
    </Card>
  )
}

function ProviderSection({ organizationId, status }: { organizationId: string; status: ProviderStatus }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [secret, setSecret] = useState('')
  const [webhookSecret, setWebhookSecret] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const name = t(`money.online.providers.${status.provider}`)
  const secretLabel = t(`money.online.secret_label.${status.provider}`)
  const headingId = `online-payment-${status.provider}`

  const run = async (action: () => Promise<PaymentProviders>, done: string) => {
    setError(null)
    setIsPending(true)
    try {
      queryClient.setQueryData(onlinePaymentKeys.providers(organizationId), await action())
      setSecret('')
      setWebhookSecret('')
      toast.success(done)
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsPending(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(
      () =>
        status.provider === 'mercadopago'
          ? connectMercadoPago(organizationId, { accessToken: secret, webhookSecret })
          : connectStripe(organizationId, { secretKey: secret, webhookSecret }),
      t('money.online.connected_toast', { provider: name }),
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {name}
      </Typography>
      <Typography data-testid={`provider-status-${status.provider}`} color="text.secondary" sx={{ mb: 1 }}>
        {status.connected ? t('money.online.connected', { hint: status.hint }) : t('money.online.not_connected')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {t('money.online.webhook_help', { provider: name })}{' '}
        <Box component="code" data-testid={`webhook-url-${status.provider}`}>
          {status.webhookUrl}
        </Box>
      </Alert>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label={secretLabel}
          type="password"
          autoComplete="off"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          required
          fullWidth
        />
        <TextField
          label={t('money.online.webhook_secret')}
          type="password"
          autoComplete="off"
          value={webhookSecret}
          onChange={(event) => setWebhookSecret(event.target.value)}
          required
          fullWidth
        />
        {error ? <FormError message={error} /> : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={isPending || !secret || !webhookSecret}>
            {status.connected ? t('money.online.replace_keys') : t('money.online.connect', { provider: name })}
          </Button>
          {status.connected ? (
            <Button
              color="error"
              disabled={isPending}
              onClick={() =>
                void run(
                  () => disconnectProvider(organizationId, status.provider),
                  t('money.online.disconnected_toast', { provider: name }),
                )
              }
            >
              {t('money.online.disconnect')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { fetchTotpQrCode, type TotpSetup, verifyTotp } from '../api/two-factor-api.ts'
import { normalizeCode } from '../lib/normalize-code.ts'

/** Step 2 of turning two-factor on: scan the QR code (or type the key), then confirm with a first code. */
export function TotpSetupStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TotpSetup
  onConfirmed: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const qr = useQuery({
    queryKey: ['two-factor', 'qr', setup.totpURI],
    queryFn: () => fetchTotpQrCode(setup.totpURI),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
  const secret = new URL(setup.totpURI).searchParams.get('secret') ?? ''
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const normalized = normalizeCode(code)
    if (!/^\d{6}$/.test(normalized)) {
      setError(t('settings.two_factor.code_format'))
      return
    }
    setIsPending(true)
    try {
      await verifyTotp({ code: normalized })
      onConfirmed()
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsPending(false)
    }
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('settings.two_factor.scan')}</Typography>
      <Box
        sx={{
          width: 200,
          height: 200,
          p: 1,
          bgcolor: '#fff',
          borderRadius: '12px',
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {qr.data ? (
          <img src={qr.data.image} alt={t('settings.two_factor.qr_alt')} width={184} height={184} />
        ) : qr.isError ? (
          <Typography variant="body2" color="text.secondary">
            {t('settings.two_factor.qr_failed')}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('settings.two_factor.manual_key')}{' '}
        <Box
          component="code"
          data-testid="totp-secret"
          sx={{ fontFamily: 'ui-monospace, Menlo, monospace', wordBreak: 'break-all', color: 'text.primary' }}
        >
          {secret}
        </Box>
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('settings.two_factor.confirm')}>
        <FormError message={error} />
        <TextField
          label={t('settings.two_factor.code_label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          name="code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          sx={{ maxWidth: 240 }}
        />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" loading={isPending}>
            {t('settings.two_factor.confirm')}
          </Button>
          <Button onClick={onCancel} disabled={isPending}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  )
}

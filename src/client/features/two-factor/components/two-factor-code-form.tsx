import Box from '@mui/material/Box'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { TextInput } from '#client/components/text-input.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { verifyBackupCode, verifyTotp } from '../api/two-factor-api.ts'
import { normalizeCode } from '../lib/normalize-code.ts'

/**
 * Sign-in's second step, after a right password on an account with two-factor on: the code from the app, or a backup
 * code; "trust this device" skips the step here for 30 days (better-auth's trusted-device cookie). Loaded only then.
 */
export function TwoFactorCodeForm({ onSignedIn, onBack }: { onSignedIn: () => Promise<unknown>; onBack: () => void }) {
  const { t } = useTranslation()
  const [isBackup, setIsBackup] = useState(false)
  const [code, setCode] = useState('')
  const [trustDevice, setTrustDevice] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setFieldError(null)
    const value = normalizeCode(code)
    if (!value) return setFieldError(t('validation.required'))
    if (!isBackup && !/^\d{6}$/.test(value)) return setFieldError(t('auth.two_factor_sign_in.code_format'))
    setIsPending(true)
    try {
      await (isBackup ? verifyBackupCode : verifyTotp)({ code: value, trustDevice })
      await onSignedIn()
    } catch (caught) {
      const code = (caught as { code?: string }).code
      const message = errorMessage(t, caught)
      if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') setFieldError(message)
      else setError(message)
    } finally {
      setIsPending(false)
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('auth.two_factor_sign_in.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}
    >
      <Box component="p" sx={{ m: 0, color: 'text.secondary', typography: 'body2' }}>
        {isBackup ? t('auth.two_factor_sign_in.backup_help') : t('auth.two_factor_sign_in.help')}
      </Box>
      <FormError message={error} />
      <TextInput
        key={isBackup ? 'backup' : 'totp'}
        label={isBackup ? t('auth.two_factor_sign_in.backup_label') : t('auth.two_factor_sign_in.code_label')}
        autoComplete="one-time-code"
        inputMode={isBackup ? 'text' : 'numeric'}
        required
        autoFocus
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? undefined}
      />
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}>
        <Box
          component="input"
          type="checkbox"
          checked={trustDevice}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTrustDevice(event.target.checked)}
          sx={{ width: 20, height: 20, m: 0, accentColor: 'var(--lp-palette-primary-main)' }}
        />
        {t('auth.two_factor_sign_in.trust_device')}
      </Box>
      <PlainButton type="submit" variant="contained" size="large" loading={isPending} fullWidth>
        {t('auth.two_factor_sign_in.submit')}
      </PlainButton>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PlainButton
          variant="text"
          onClick={() => {
            setIsBackup((value) => !value)
            setCode('')
            setFieldError(null)
          }}
        >
          {isBackup ? t('auth.two_factor_sign_in.use_app') : t('auth.two_factor_sign_in.use_backup')}
        </PlainButton>
        <PlainButton variant="text" onClick={onBack}>
          {t('auth.two_factor_sign_in.back')}
        </PlainButton>
      </Box>
    </Box>
  )
}

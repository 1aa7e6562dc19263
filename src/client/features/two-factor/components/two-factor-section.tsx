import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import {
  disableTwoFactor,
  enableTwoFactor,
  generateBackupCodes,
  getAuthSession,
  type TotpSetup,
  twoFactorKeys,
} from '../api/two-factor-api.ts'
import { BackupCodes } from './backup-codes.tsx'
import { PasswordPrompt } from './password-prompt.tsx'
import { TotpSetupStep } from './totp-setup.tsx'

type Step =
  | { kind: 'idle' }
  | { kind: 'enable-password' }
  | { kind: 'scan'; setup: TotpSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate-password' }
  | { kind: 'disable-password' }

/** Settings → Two-factor sign-in: turn on (password → QR → first code → backup codes), new codes, turn off. */
export function TwoFactorSection() {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const session = useQuery({ queryKey: twoFactorKeys.session(), queryFn: getAuthSession })
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const isOn = session.data?.user.twoFactorEnabled === true
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.session() })
  const idle = () => setStep({ kind: 'idle' })

  if (session.isPending) return null
  if (step.kind === 'enable-password') {
    return (
      <PasswordPrompt
        label={t('settings.two_factor.password_to_enable')}
        submitLabel={t('settings.two_factor.continue')}
        onSubmit={async (password) => setStep({ kind: 'scan', setup: await enableTwoFactor(password) })}
        onCancel={idle}
      />
    )
  }
  if (step.kind === 'scan') {
    return (
      <TotpSetupStep
        setup={step.setup}
        onConfirmed={() => {
          toast.success(t('settings.two_factor.enabled'))
          void refresh()
          setStep({ kind: 'codes', codes: step.setup.backupCodes })
        }}
        onCancel={idle}
      />
    )
  }
  if (step.kind === 'codes') return <BackupCodes codes={step.codes} onDone={idle} />
  if (step.kind === 'regenerate-password') {
    return (
      <PasswordPrompt
        label={t('settings.two_factor.password_to_regenerate')}
        submitLabel={t('settings.two_factor.regenerate')}
        onSubmit={async (password) =>
          setStep({ kind: 'codes', codes: (await generateBackupCodes(password)).backupCodes })
        }
        onCancel={idle}
      />
    )
  }
  if (step.kind === 'disable-password') {
    return (
      <PasswordPrompt
        label={t('settings.two_factor.password_to_disable')}
        submitLabel={t('settings.two_factor.disable')}
        onSubmit={async (password) => {
          await disableTwoFactor(password)
          toast.success(t('settings.two_factor.disabled'))
          await refresh()
          idle()
        }}
        onCancel={idle}
      />
    )
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" data-testid="two-factor-status">
        {isOn ? t('settings.two_factor.status_on') : t('settings.two_factor.status_off')}
      </Typography>
      {isOn ? (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setStep({ kind: 'regenerate-password' })}>
            {t('settings.two_factor.regenerate')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disable-password' })}>
            {t('settings.two_factor.disable')}
          </Button>
        </Stack>
      ) : (
        <Button variant="contained" onClick={() => setStep({ kind: 'enable-password' })}>
          {t('settings.two_factor.enable')}
        </Button>
      )}
    </Stack>
  )
}

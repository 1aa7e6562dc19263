import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'
import { authSessionKey } from '#client/features/auth/api/auth-api.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/email-verified`: where the verification e-mail's link lands (decision 0035); `?error=` when it failed. */
export function EmailVerifiedRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const failed = searchParams.has('error')
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: authSessionKey })
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })
  }, [queryClient])
  return (
    <AuthCard title={t(failed ? 'verify_email.failed_title' : 'verify_email.done_title')}>
      <Stack spacing={2} role="status">
        <Typography color="text.secondary">
          {t(failed ? 'verify_email.failed_body' : 'verify_email.done_body')}
        </Typography>
        <Button component={RouterLink} to={localize('/dashboard')} variant="contained">
          {t('verify_email.continue')}
        </Button>
      </Stack>
    </AuthCard>
  )
}

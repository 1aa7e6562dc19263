import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** The e-mailed link lands here with `?token=...` (or `?error=INVALID_TOKEN`). */
export function ResetPasswordRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const navigate = useNavigate()
  const toast = useToast()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const error = searchParams.get('error')
  const isInvalid = Boolean(error) || !token

  return (
    <AuthCard
      title={t('auth.reset_password.title')}
      subtitle={isInvalid ? undefined : t('auth.reset_password.subtitle')}
      footer={
        <Link component={RouterLink} to={localize('')} variant="body2" sx={{ fontWeight: 600 }}>
          {t('auth.back_to_sign_in')}
        </Link>
      }
    >
      {isInvalid || !token ? (
        <Stack spacing={2} role="alert">
          <Typography>{t('auth.reset_password.invalid_link')}</Typography>
          <Button component={RouterLink} to={localize('/forgot-password')} variant="contained">
            {t('auth.reset_password.request_new')}
          </Button>
        </Stack>
      ) : (
        <ResetPasswordForm
          token={token}
          onReset={() => {
            toast.success(t('auth.reset_password.done'))
            navigate(localize(''), { replace: true })
          }}
        />
      )}
    </AuthCard>
  )
}

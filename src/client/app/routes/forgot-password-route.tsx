import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

export function ForgotPasswordRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <AuthCard
      title={t('auth.forgot_password.title')}
      subtitle={t('auth.forgot_password.subtitle')}
      footer={
        <Link component={RouterLink} to={localize('')} variant="body2" sx={{ fontWeight: 600 }}>
          {t('auth.back_to_sign_in')}
        </Link>
      }
    >
      <ForgotPasswordForm redirectTo={localize('/reset-password')} />
    </AuthCard>
  )
}

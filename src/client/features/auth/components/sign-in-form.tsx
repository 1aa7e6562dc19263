import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PasswordInput } from '#client/components/password-input.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { PlainLink } from '#client/components/plain-link.tsx'
import { TextInput } from '#client/components/text-input.tsx'
import { signInWithEmail } from '../api/auth-api.ts'
import { checkEmail, checkRequired } from '../api/auth-validation.ts'
import { usePlainForm } from '../hooks/use-plain-form.ts'

export function SignInForm({
  forgotPasswordHref,
  onSignedIn,
  onTwoFactor,
}: {
  forgotPasswordHref: string
  onSignedIn: () => Promise<unknown>
  /** the password was right and the account asks for a second factor (decision 0036) */
  onTwoFactor?: () => void
}) {
  const { t } = useTranslation()
  const form = usePlainForm({
    initial: { email: '', password: '' },
    checks: { email: checkEmail, password: checkRequired },
    fieldCodes: { INVALID_EMAIL: 'email' },
    onSubmit: async ({ email, password }) => {
      const result = await signInWithEmail({ email: email.trim(), password })
      if (result?.twoFactorRedirect && onTwoFactor) return onTwoFactor()
      await onSignedIn()
    },
  })

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={t('auth.sign_in.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}
    >
      <FormError message={form.formError} />
      <TextInput
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <PasswordInput
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Box sx={{ alignSelf: 'flex-end', mt: -1, typography: 'body2' }}>
        <PlainLink to={forgotPasswordHref}>{t('auth.sign_in.forgot_password')}</PlainLink>
      </Box>
      <PlainButton type="submit" variant="contained" size="large" loading={form.isSubmitting} fullWidth>
        {t('auth.sign_in.submit')}
      </PlainButton>
    </Box>
  )
}

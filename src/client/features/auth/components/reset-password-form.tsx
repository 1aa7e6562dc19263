import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PasswordInput } from '#client/components/password-input.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { textFieldProps } from '#client/lib/form-field.ts'
import { resetPassword } from '../api/auth-api.ts'
import { type ResetPasswordInput, ResetPasswordInputSchema } from '../api/auth-schemas.ts'
import { useAuthFormError } from '../hooks/use-auth-form-error.ts'

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useTranslation()
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  })
  const { formError, handleError } = useAuthFormError(
    form.setError,
    { PASSWORD_TOO_SHORT: 'password', PASSWORD_TOO_LONG: 'password', PASSWORD_TOO_COMMON: 'password' },
    ['password'],
  )

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ newPassword: password, token })
      onReset()
    } catch (error) {
      handleError(error)
    }
  })

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} aria-label={t('auth.reset_password.title')}>
      <FormError message={formError} />
      <PasswordInput
        label={t('auth.fields.new_password')}
        autoComplete="new-password"
        required
        {...textFieldProps(form, 'password', t, t('auth.fields.password_hint'))}
      />
      <PasswordInput
        label={t('auth.fields.password_confirmation')}
        autoComplete="new-password"
        required
        {...textFieldProps(form, 'passwordConfirmation', t)}
      />
      <PlainButton type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} fullWidth>
        {t('auth.reset_password.submit')}
      </PlainButton>
    </Stack>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PasswordField } from '#client/components/password-field.tsx'
import { textFieldProps } from '#client/lib/form-field.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { changePassword } from '../api/auth-api.ts'
import { type ChangePasswordInput, ChangePasswordInputSchema } from '../api/auth-schemas.ts'
import { useAuthFormError } from '../hooks/use-auth-form-error.ts'

export function ChangePasswordForm() {
  const { t } = useTranslation()
  const toast = useToast()
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  })
  const { formError, handleError } = useAuthFormError(
    form.setError,
    {
      INVALID_PASSWORD: 'currentPassword',
      PASSWORD_TOO_SHORT: 'password',
      PASSWORD_TOO_LONG: 'password',
      PASSWORD_TOO_COMMON: 'password',
    },
    ['currentPassword', 'password'],
  )

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await changePassword({ currentPassword, newPassword: password })
      form.reset()
      toast.success(t('settings.password.changed'))
    } catch (error) {
      handleError(error)
    }
  })

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} aria-label={t('settings.password.title')}>
      <FormError message={formError} />
      <PasswordField
        label={t('auth.fields.current_password')}
        autoComplete="current-password"
        required
        {...textFieldProps(form, 'currentPassword', t)}
      />
      <PasswordField
        label={t('auth.fields.new_password')}
        autoComplete="new-password"
        required
        {...textFieldProps(form, 'password', t, t('auth.fields.password_hint'))}
      />
      <PasswordField
        label={t('auth.fields.password_confirmation')}
        autoComplete="new-password"
        required
        {...textFieldProps(form, 'passwordConfirmation', t)}
      />
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.password.submit')}
      </Button>
    </Stack>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { TextInput } from '#client/components/text-input.tsx'
import { textFieldProps } from '#client/lib/form-field.ts'
import { requestPasswordReset } from '../api/auth-api.ts'
import { type EmailOnlyInput, EmailOnlyInputSchema } from '../api/auth-schemas.ts'
import { useAuthFormError } from '../hooks/use-auth-form-error.ts'

export function ForgotPasswordForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<EmailOnlyInput>({ resolver: zodResolver(EmailOnlyInputSchema), defaultValues: { email: '' } })
  const { formError, handleError } = useAuthFormError(form.setError, { INVALID_EMAIL: 'email' }, ['email'])

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email, redirectTo })
      setSentTo(email)
    } catch (error) {
      handleError(error)
    }
  })

  if (sentTo) {
    return (
      <Stack spacing={1} role="status">
        <Typography variant="h5" component="p">
          {t('auth.forgot_password.sent_title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.forgot_password.sent_body', { email: sentTo })}</Typography>
      </Stack>
    )
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} aria-label={t('auth.forgot_password.title')}>
      <FormError message={formError} />
      <TextInput
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...textFieldProps(form, 'email', t)}
      />
      <PlainButton type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} fullWidth>
        {t('auth.forgot_password.submit')}
      </PlainButton>
    </Stack>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PasswordInput } from '#client/components/password-input.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { TextInput } from '#client/components/text-input.tsx'
import { fieldMessage } from '#client/lib/error-message.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { rememberSignUpName } from '#client/lib/session/sign-up-name.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { emailVerifiedPath, signUpWithEmail } from '../api/auth-api.ts'
import { type SignUpInput, SignUpInputSchema } from '../api/auth-schemas.ts'
import { useAuthFormError } from '../hooks/use-auth-form-error.ts'

const FIELD_CODES = {
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  INVALID_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  INVALID_NAME: 'name',
  TERMS_NOT_ACCEPTED: 'acceptTerms',
} as const

export function SignUpForm({
  termsHref,
  onSignedUp,
  invitedEmail,
}: {
  termsHref: string
  onSignedUp: () => Promise<unknown>
  /** the address an invitation was sent to: filled in and read-only */
  invitedEmail?: string
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const form = useForm<SignUpInput>({
    resolver: zodResolver(SignUpInputSchema),
    defaultValues: { email: invitedEmail ?? '', name: '', password: '', passwordConfirmation: '', acceptTerms: false },
  })
  useEffect(() => {
    if (invitedEmail) form.setValue('email', invitedEmail, { shouldValidate: false })
  }, [invitedEmail, form])
  const { formError, handleError } = useAuthFormError(form.setError, FIELD_CODES, ['email', 'name', 'password'])

  const onSubmit = form.handleSubmit(async ({ email, name, password }) => {
    try {
      await signUpWithEmail({ email, name, password, callbackURL: emailVerifiedPath(lang) })
      rememberSignUpName(name)
      await onSignedUp()
    } catch (error) {
      handleError(error)
    }
  })

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} aria-label={t('auth.sign_up.title')}>
      <FormError message={formError} />
      <TextInput
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...textFieldProps(form, 'email', t)}
        readOnly={Boolean(invitedEmail)}
      />
      <TextInput
        label={t('auth.fields.name')}
        autoComplete="name"
        required
        {...textFieldProps(form, 'name', t, t('auth.fields.name_hint'))}
      />
      <PasswordInput
        label={t('auth.fields.password')}
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
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) } }}
                />
              }
              label={
                <Trans
                  i18nKey="auth.sign_up.accept_terms"
                  components={{
                    terms: (
                      <Link href={termsHref} target="_blank" rel="noopener">
                        {' '}
                      </Link>
                    ),
                  }}
                />
              }
            />
            {fieldState.error ? (
              <FormHelperText error sx={{ ml: 4 }}>
                {fieldMessage(t, fieldState.error.message)}
              </FormHelperText>
            ) : null}
          </Box>
        )}
      />
      <PlainButton type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} fullWidth>
        {t('auth.sign_up.submit')}
      </PlainButton>
    </Stack>
  )
}

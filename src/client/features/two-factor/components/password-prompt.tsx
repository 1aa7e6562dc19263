import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PasswordField } from '#client/components/password-field.tsx'
import { errorMessage } from '#client/lib/error-message.ts'

/** "Enter your password to …": the password, a submit and a cancel; a wrong password is said on the field. */
export function PasswordPrompt({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string
  submitLabel: string
  onSubmit: (password: string) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setFieldError(null)
    if (!password) {
      setFieldError(t('validation.required'))
      return
    }
    setIsPending(true)
    try {
      await onSubmit(password)
    } catch (caught) {
      const message = errorMessage(t, caught)
      if ((caught as { code?: string }).code === 'INVALID_PASSWORD') setFieldError(message)
      else setError(message)
    } finally {
      setIsPending(false)
    }
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={label}>
      <FormError message={error} />
      <PasswordField
        label={t('auth.fields.current_password')}
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? label}
        name="password"
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" loading={isPending}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={isPending}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Stack>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { PlainButton } from '#client/components/plain-button.tsx'
import { TextInput } from '#client/components/text-input.tsx'
import { sendMagicLink } from '../api/auth-api.ts'
import { checkEmail } from '../api/auth-validation.ts'
import { usePlainForm } from '../hooks/use-plain-form.ts'

/** "E-mail me a sign-in link": the link signs in and lands on `callbackURL`. */
export function MagicLinkForm({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = usePlainForm({
    initial: { email: '' },
    checks: { email: checkEmail },
    fieldCodes: { INVALID_EMAIL: 'email' },
    onSubmit: async ({ email }) => {
      await sendMagicLink({ email: email.trim(), callbackURL })
      setSentTo(email.trim())
    },
  })

  if (sentTo) {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h5" component="p">
          {t('auth.magic_link.sent_title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.magic_link.sent_body', { email: sentTo })}</Typography>
        <Box sx={{ alignSelf: 'flex-start' }}>
          <PlainButton onClick={() => setSentTo(null)}>{t('auth.magic_link.resend')}</PlainButton>
        </Box>
      </Box>
    )
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={t('auth.magic_link.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('auth.magic_link.description')}
      </Typography>
      <FormError message={form.formError} />
      <TextInput
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <PlainButton type="submit" variant="contained" size="large" loading={form.isSubmitting} fullWidth>
        {t('auth.magic_link.submit')}
      </PlainButton>
    </Box>
  )
}

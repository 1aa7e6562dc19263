import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { OnboardingProfileInputSchema, type ProfileInput } from '#client/lib/session/profile-schema.ts'
import { type Me, updateMe } from '#client/lib/session/session-api.ts'
import { forgetSignUpName, recallSignUpName } from '#client/lib/session/sign-up-name.ts'

const FIELDS = ['displayName', 'firstname', 'lastname', 'phone'] as const

/**
 * What the step starts from: the profile, with the name given at sign-up filling what is still empty (decision 0025):
 * "Ana María Pérez" → shown as Ana María Pérez, first name Ana, last name María Pérez.
 */
function defaultsFrom(me: Me, signUpName: string): ProfileInput {
  const [first = '', ...rest] = signUpName.split(/\s+/).filter(Boolean)
  return {
    displayName: me.user.displayName || signUpName,
    firstname: me.user.firstname || first,
    lastname: me.user.lastname || rest.join(' '),
    phone: me.user.phone ?? '',
  }
}

/** Onboarding, user step: how the user is shown, their name and phone. */
export function UserStepForm({ me, onDone }: { me: Me; onDone: (me: Me) => void }) {
  const { t } = useTranslation()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ProfileInput>({
    resolver: zodResolver(OnboardingProfileInputSchema),
    defaultValues: defaultsFrom(me, recallSignUpName()),
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const saved = await updateMe(values)
      forgetSignUpName()
      onDone(saved)
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, FIELDS)) setFormError(errorMessage(t, error))
    }
  })

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} aria-label={t('onboarding.user.title')}>
      <FormError message={formError} />
      <TextField
        label={t('profile.display_name')}
        autoComplete="nickname"
        required
        autoFocus
        {...textFieldProps(form, 'displayName', t, t('profile.display_name_hint'))}
      />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('profile.firstname')}
          autoComplete="given-name"
          required
          {...textFieldProps(form, 'firstname', t)}
        />
        <TextField
          label={t('profile.lastname')}
          autoComplete="family-name"
          required
          {...textFieldProps(form, 'lastname', t)}
        />
      </Box>
      <TextField
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...textFieldProps(form, 'phone', t, t('profile.phone_hint'))}
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('onboarding.continue')}
      </Button>
    </Stack>
  )
}

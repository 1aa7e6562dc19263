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
import { type ProfileInput, ProfileInputSchema } from '#client/lib/session/profile-schema.ts'
import { type Me, updateMe } from '#client/lib/session/session-api.ts'
import { useSetMe } from '#client/lib/session/use-session-actions.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'

const FIELDS = ['displayName', 'firstname', 'lastname', 'phone'] as const

function valuesOf(me: Me): ProfileInput {
  return {
    displayName: me.user.displayName ?? '',
    firstname: me.user.firstname ?? '',
    lastname: me.user.lastname ?? '',
    phone: me.user.phone ?? '',
  }
}

export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation()
  const toast = useToast()
  const setMe = useSetMe()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ProfileInput>({ resolver: zodResolver(ProfileInputSchema), defaultValues: valuesOf(me) })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const next = await updateMe(values)
      setMe(next)
      form.reset(valuesOf(next))
      toast.success(t('settings.profile.saved'))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, FIELDS)) setFormError(errorMessage(t, error))
    }
  })

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} aria-label={t('settings.profile.title')}>
      <FormError message={formError} />
      <TextField label={t('auth.fields.email')} value={me.user.email} disabled />
      <TextField
        label={t('profile.display_name')}
        autoComplete="nickname"
        required
        {...textFieldProps(form, 'displayName', t, t('profile.display_name_hint'))}
      />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('profile.firstname')} autoComplete="given-name" {...textFieldProps(form, 'firstname', t)} />
        <TextField label={t('profile.lastname')} autoComplete="family-name" {...textFieldProps(form, 'lastname', t)} />
      </Box>
      <TextField
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...textFieldProps(form, 'phone', t)}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          {t('common.save')}
        </Button>
      </Box>
    </Stack>
  )
}

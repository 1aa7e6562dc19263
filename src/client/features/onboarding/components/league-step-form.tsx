import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { CountrySelect } from '#client/components/country-select.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { LogoPicker } from '#client/components/logo-picker.tsx'
import { guessCountry } from '#client/lib/countries.ts'
import { errorMessage, fieldMessage, uploadErrorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { LeagueInputSchema, OrganizationInputSchema } from '#client/lib/organization-schema.ts'
import type { Organization } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { createOrganization, uploadOrganizationLogo } from '../api/onboarding-api.ts'

const LeagueStepInputSchema = z.object({
  organizationName: OrganizationInputSchema.shape.name,
  leagueName: LeagueInputSchema.shape.name,
  country: LeagueInputSchema.shape.country,
})
type LeagueStepInput = z.infer<typeof LeagueStepInputSchema>

const PARAM_ALIASES = { name: 'organizationName', 'leagues.0.name': 'leagueName', 'leagues.0.country': 'country' }

/** Onboarding, league step: the organization, its first league with country, and an optional logo. */
export function LeagueStepForm({ onDone }: { onDone: (organization: Organization) => Promise<void> }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [logo, setLogo] = useState<File | null>(null)
  const [created, setCreated] = useState<Organization | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<LeagueStepInput>({
    resolver: zodResolver(LeagueStepInputSchema),
    defaultValues: { organizationName: '', leagueName: '', country: guessCountry() },
  })

  const onSubmit = form.handleSubmit(async ({ organizationName, leagueName, country }) => {
    setFormError(null)
    try {
      // Created once: a retry after a failed logo upload or redirect does not create a second organization.
      const organization =
        created ??
        (await createOrganization({ name: organizationName.trim(), leagues: [{ name: leagueName.trim(), country }] }))
      setCreated(organization)
      if (logo) {
        try {
          await uploadOrganizationLogo(organization.id, logo)
        } catch (error) {
          toast.error(t('onboarding.league.logo_failed', { reason: uploadErrorMessage(t, error) }))
        }
      }
      await onDone(organization)
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, ['organizationName', 'leagueName', 'country'], PARAM_ALIASES)) {
        setFormError(errorMessage(t, error))
      }
    }
  })

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} aria-label={t('onboarding.league.title')}>
      <FormError message={formError} />
      <TextField
        label={t('league.organization_name')}
        autoComplete="organization"
        required
        autoFocus
        disabled={created !== null}
        {...textFieldProps(form, 'organizationName', t, t('league.organization_name_hint'))}
      />
      <TextField
        label={t('league.league_name')}
        required
        disabled={created !== null}
        {...textFieldProps(form, 'leagueName', t, t('league.league_name_hint'))}
      />
      <Controller
        control={form.control}
        name="country"
        render={({ field, fieldState }) => (
          <CountrySelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('league.country')}
            required
            error={Boolean(fieldState.error)}
            helperText={fieldMessage(t, fieldState.error?.message)}
          />
        )}
      />
      <div>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('league.logo_optional')}
        </Typography>
        <LogoPicker file={logo} onChange={setLogo} fallbackText={form.watch('organizationName')} />
      </div>
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('onboarding.league.submit')}
      </Button>
    </Stack>
  )
}

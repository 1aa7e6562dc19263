import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { LeaguesFields } from '#client/components/leagues-fields.tsx'
import { LogoPicker } from '#client/components/logo-picker.tsx'
import { TimeZoneSelect } from '#client/components/time-zone-select.tsx'
import { errorMessage, uploadErrorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { type OrganizationInput, OrganizationInputSchema, toOrganizationBody } from '#client/lib/organization-schema.ts'
import { type Organization, sessionKeys } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { defaultCurrencyForCountry } from '#domain/money/charges.ts'
import { fetchHasLedgerEntries, updateOrganization, uploadOrganizationLogo } from '../api/organizations-api.ts'
import { CurrencySelect } from './currency-select.tsx'

/** The organization: name, leagues (name + country) and logo. Read-only unless `canEdit`. */
export function OrganizationForm({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const [logo, setLogo] = useState<File | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const defaultCurrency = defaultCurrencyForCountry(organization.leagues[0]?.country)
  const currencyValue = (currency: string | undefined) => (!currency || currency === defaultCurrency ? '' : currency)
  const form = useForm<OrganizationInput>({
    resolver: zodResolver(OrganizationInputSchema),
    defaultValues: {
      name: organization.name,
      leagues: organization.leagues.map(({ id, name, country }) => ({ id, name, country })),
      timeZone: organization.timeZone ?? '',
      currency: currencyValue(organization.currency),
    },
  })
  // the currency is fixed once the league has charges or payments (decision 0048)
  const ledger = useQuery({
    queryKey: ['money', organization.id, 'has-entries'],
    queryFn: ({ signal }) => fetchHasLedgerEntries(organization.id, signal),
    enabled: canEdit,
  })

  const saveDetails = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      // sent only when picked: a country changed alone keeps the money's currency (decision 0048)
      const currency = form.formState.dirtyFields.currency ? { currency: values.currency || null } : {}
      const saved = await updateOrganization(organization.id, { ...toOrganizationBody(values), ...currency })
      queryClient.setQueryData(sessionKeys.organization(organization.id), { ...organization, ...saved })
      // The organization's name also shows in the selector (GET /api/me).
      await queryClient.invalidateQueries({ queryKey: sessionKeys.me(), refetchType: 'all' })
      form.reset({
        name: saved.name,
        leagues: saved.leagues.map(({ id, name, country }) => ({ id, name, country })),
        timeZone: saved.timeZone ?? '',
        currency: saved.currency === defaultCurrencyForCountry(saved.leagues[0]?.country) ? '' : saved.currency,
      })
      toast.success(t('league.saved'))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, ['name', 'leagues', 'timeZone', 'currency']))
        setFormError(errorMessage(t, error))
    }
  })

  const saveLogo = async () => {
    if (!logo) return
    setIsUploading(true)
    try {
      const saved = await uploadOrganizationLogo(organization.id, logo)
      queryClient.setQueryData(sessionKeys.organization(organization.id), { ...organization, ...saved })
      setLogo(null)
      toast.success(t('logo.saved'))
    } catch (error) {
      toast.error(uploadErrorMessage(t, error))
    } finally {
      setIsUploading(false)
    }
  }

  return (
    <Stack spacing={3}>
      <Card sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          {t('logo.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <LogoPicker
            file={logo}
            currentUrl={organization.logoUrl}
            onChange={setLogo}
            disabled={!canEdit || isUploading}
            fallbackText={organization.name}
          />
          {logo ? (
            <Button variant="contained" onClick={saveLogo} loading={isUploading}>
              {t('logo.upload')}
            </Button>
          ) : null}
        </Box>
      </Card>
      <Card sx={{ p: { xs: 2.5, md: 4 } }}>
        <FormProvider {...form}>
          <Stack component="form" noValidate onSubmit={saveDetails} spacing={3} aria-label={t('league.details_title')}>
            <Typography variant="h4" component="h2">
              {t('league.details_title')}
            </Typography>
            <FormError message={formError} />
            <TextField
              label={t('league.organization_name')}
              required
              disabled={!canEdit}
              {...textFieldProps(form, 'name', t)}
            />
            <LeaguesFields disabled={!canEdit} />
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field, fieldState }) => (
                <TimeZoneSelect
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={!canEdit}
                  label={t('league.time_zone')}
                  noOptionsText={t('league.time_zone_none')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? t(fieldState.error.message) : t('league.time_zone_hint')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field, fieldState }) => (
                <CurrencySelect
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  defaultCurrency={defaultCurrency}
                  disabled={!canEdit}
                  isLocked={ledger.data === true}
                  isChanged={fieldState.isDirty}
                />
              )}
            />
            {canEdit ? (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                  {t('common.save')}
                </Button>
                <Button onClick={() => form.reset()} disabled={!form.formState.isDirty || form.formState.isSubmitting}>
                  {t('common.discard')}
                </Button>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('league.read_only')}
              </Typography>
            )}
          </Stack>
        </FormProvider>
      </Card>
    </Stack>
  )
}

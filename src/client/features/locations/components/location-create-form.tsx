import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { UnsavedChangesDialog } from '#client/components/unsaved-changes-dialog.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import {
  emptyLocationValues,
  LOCATION_FIELDS,
  type Location,
  LocationFormSchema,
  type LocationFormValues,
  locationBody,
} from '../api/locations-api.ts'
import { LocationFields } from './location-fields.tsx'

export function LocationCreateForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const localize = useLocalize()
  const { create } = useLeagueWrites<Location>(organizationId, 'locations')
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<LocationFormValues>({
    resolver: zodResolver(LocationFormSchema),
    defaultValues: emptyLocationValues(),
  })
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const location = await create.mutateAsync(locationBody(values))
      toast.success(t('locations.created', { name: location.name }))
      navigate(localize(`/locations/${location.id}`))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, LOCATION_FIELDS)) setFormError(errorMessage(t, error))
    }
  })
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('locations.new')}>
      <Card sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <FormError message={formError} />
          <UnsavedChangesDialog when={form.formState.isDirty && !form.formState.isSubmitting} />
          <LocationFields form={form} disabled={false} />
        </Stack>
      </Card>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('locations.create')}
        </Button>
        <Button component={RouterLink} to={localize('/locations')} size="large">
          {t('common.cancel')}
        </Button>
      </Box>
    </Stack>
  )
}

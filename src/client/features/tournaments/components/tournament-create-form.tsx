import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
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
  newTournamentValues,
  TOURNAMENT_FIELDS,
  TOURNAMENT_PARAM_ALIASES,
  type Tournament,
  TournamentFormSchema,
  type TournamentFormValues,
  tournamentBody,
} from '../lib/tournament-form.ts'
import { TournamentFields } from './tournament-fields.tsx'

/** A new tournament: name, season and its rules (prefilled with docs/product.md's defaults). */
export function TournamentCreateForm({ organizationId, seasonId }: { organizationId: string; seasonId?: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const localize = useLocalize()
  const { create } = useLeagueWrites<Tournament>(organizationId, 'tournaments')
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<TournamentFormValues>({
    resolver: zodResolver(TournamentFormSchema),
    defaultValues: newTournamentValues(seasonId),
  })

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const tournament = await create.mutateAsync(tournamentBody(values))
      toast.success(t('tournaments.created', { name: tournament.name }))
      navigate(localize(`/tournaments/${tournament.id}`))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, TOURNAMENT_FIELDS, TOURNAMENT_PARAM_ALIASES)) {
        setFormError(errorMessage(t, error))
      }
    }
  })

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('tournaments.new')}>
      <FormError message={formError} />
      <UnsavedChangesDialog when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Card component="section" sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2.5 }}>
          {t('tournaments.general')}
        </Typography>
        <Box sx={{ maxWidth: 560 }}>
          <TournamentFields form={form} organizationId={organizationId} disabled={false} only="general" />
        </Box>
      </Card>
      <Card component="section" sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
        <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
          {t('tournaments.rules')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('tournaments.rules_hint')}
        </Typography>
        <TournamentFields form={form} organizationId={organizationId} disabled={false} only="rules" />
      </Card>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('tournaments.create')}
        </Button>
        <Button component={RouterLink} to={localize('/tournaments')} size="large">
          {t('common.cancel')}
        </Button>
      </Box>
    </Stack>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { UnsavedChangesDialog } from '#client/components/unsaved-changes-dialog.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { fullName } from '#client/lib/league-data/display.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useRosterWrites } from '#client/lib/league-data/use-roster-writes.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import {
  emptyPlayerValues,
  PLAYER_FIELDS,
  type Player,
  PlayerFormSchema,
  type PlayerFormValues,
  playerBody,
} from '../api/players-api.ts'
import { PlayerFields } from './player-fields.tsx'

/** A new player (with `teamId`, added to that team's roster right away). */
export function PlayerCreateForm({
  organizationId,
  dni,
  name,
  teamId,
}: {
  organizationId: string
  dni?: string
  /** a name searched for and not found, carried into the first and last names (decision 0025) */
  name?: string
  teamId?: string
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const localize = useLocalize()
  const { create } = useLeagueWrites<Player>(organizationId, 'players')
  const roster = useRosterWrites(organizationId)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<PlayerFormValues>({
    resolver: zodResolver(PlayerFormSchema),
    defaultValues: emptyPlayerValues(dni ?? '', name ?? ''),
  })

  // "Save and add another" (decision 0025): a whole squad typed in one go, staying on the form
  const isAnother = useRef(false)
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    let player: Player
    try {
      player = await create.mutateAsync(playerBody(values))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, PLAYER_FIELDS)) setFormError(errorMessage(t, error))
      return
    }
    toast.success(t('players.created', { name: fullName(player) }))
    if (teamId) {
      try {
        await roster.add.mutateAsync({ teamId, playerId: player.id })
      } catch (error) {
        toast.error(errorMessage(t, error))
        navigate(localize(`/players/${player.id}`))
        return
      }
    }
    if (isAnother.current) {
      form.reset(emptyPlayerValues())
      form.setFocus('firstname')
      return
    }
    navigate(localize(teamId ? `/teams/${teamId}` : `/players/${player.id}`))
  })

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('players.new')}>
      <Card sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
        <Stack spacing={2.5}>
          <FormError message={formError} />
          <UnsavedChangesDialog when={form.formState.isDirty && !form.formState.isSubmitting} />
          <PlayerFields form={form} disabled={false} />
        </Stack>
      </Card>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={form.formState.isSubmitting && !isAnother.current}
          onClick={() => {
            isAnother.current = false
          }}
        >
          {teamId ? t('players.create_and_add') : t('players.create')}
        </Button>
        <Button
          type="submit"
          variant="outlined"
          size="large"
          loading={form.formState.isSubmitting && isAnother.current}
          onClick={() => {
            isAnother.current = true
          }}
        >
          {t('players.create_another')}
        </Button>
        <Button component={RouterLink} to={localize(teamId ? `/teams/${teamId}` : '/players')} size="large">
          {t('common.cancel')}
        </Button>
      </Box>
    </Stack>
  )
}

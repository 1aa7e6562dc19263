import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { useTheme } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { TFunction } from 'i18next'
import { useId, useMemo, useState } from 'react'
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { NumberField } from '#client/components/number-field.tsx'
import { REASON_MAX, SUSPENSION_GAMES_MAX } from '#client/lib/competition/competition-constants.ts'
import { personName, playerLabel } from '#client/lib/competition/competition-display.ts'
import type { Suspension } from '#client/lib/competition/suspensions-api.ts'
import { useGroups, useTournamentGames, useTournamentGamesWhere } from '#client/lib/competition/use-tournament-data.ts'
import { errorMessage, fieldMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { useLeagueEntity } from '#client/lib/league-data/use-league-entity.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { TeamDetail } from '#domain/teams/team.schema.ts'
import { useSuspensionWrites } from '../hooks/use-suspensions.ts'
import {
  createSuspensionBody,
  earnedGameOptions,
  newSuspensionValues,
  SUSPENSION_FIELDS,
  SuspensionFormSchema,
  type SuspensionFormValues,
  type TeamOption,
  tournamentTeams,
} from '../lib/suspension-form.ts'
import { earnedGameLabel } from '../lib/suspension-view.ts'

type SelectArgs = [
  name: 'teamId' | 'playerId' | 'earnedGameId',
  label: string,
  options: { value: string; label: string }[],
  options?: { hint?: string; disabled?: boolean; required?: boolean; onPicked?: () => void },
]

/** A select of the form (team, player, the game it was earned in), with its error or hint. */
function renderSelect(
  form: UseFormReturn<SuspensionFormValues>,
  t: TFunction,
  name: SelectArgs[0],
  label: string,
  options: SelectArgs[2],
  { hint, disabled, required, onPicked }: NonNullable<SelectArgs[3]> = {},
) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required={required}
          label={label}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value)
            onPicked?.()
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(t, fieldState.error?.message) ?? hint}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal' }}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )
}

/** Whether the game the card was earned in is served after it rather than from it. */
function SkipEarnedGameField({ form }: { form: UseFormReturn<SuspensionFormValues> }) {
  const { t } = useTranslation()
  const skipHintId = useId()
  return (
    <Box>
      <Controller
        control={form.control}
        name="skipEarnedGame"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': skipHintId } }}
              />
            }
            label={t('suspensions.create.skip_earned_game')}
            sx={{ alignItems: 'center', mr: 0 }}
          />
        )}
      />
      <FormHelperText id={skipHintId} sx={{ mx: 1.75, mt: 0 }}>
        {t('suspensions.create.skip_earned_game_hint')}
      </FormHelperText>
    </Box>
  )
}

/**
 * A suspension by hand (managers), confirmed at once: the team that serves it, the player (fixed when opened from
 * the player's page), the number of games, optionally the game where it was earned and whether that game counts
 * (fixed once created), and a note. Full screen on a phone; what was typed stays when saving fails.
 */
export function SuspensionCreateDialog({
  organizationId,
  tournamentId,
  tournamentName,
  player,
  teams: givenTeams,
  onCreated,
  onClose,
}: {
  organizationId: string
  tournamentId: string
  tournamentName: string
  /** the player, when opened from their page */
  player?: { id: string; firstname: string; lastname: string }
  /** the player's teams in the tournament (with `player`); otherwise the tournament's teams are offered */
  teams?: readonly TeamOption[]
  onCreated?: (suspension: Suspension) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const titleId = useId()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'))
  const writes = useSuspensionWrites(organizationId)
  const groups = useGroups(organizationId, tournamentId, { enabled: !givenTeams })
  // the tournament's teams are its groups'; its games name them only in a cup without groups (decision 0054)
  const groupless = !givenTeams && groups.isSuccess && groups.data.every((group) => group.teams.length === 0)
  const games = useTournamentGames(organizationId, tournamentId, { enabled: groupless })
  const teams = useMemo(
    () => givenTeams ?? tournamentTeams(groups.data ?? [], games.data ?? []),
    [givenTeams, groups.data, games.data],
  )
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<SuspensionFormValues>({
    resolver: zodResolver(SuspensionFormSchema),
    defaultValues: newSuspensionValues({
      playerId: player?.id ?? '',
      teamId: givenTeams?.length === 1 ? (givenTeams[0]?.id ?? '') : '',
    }),
  })
  const teamId = useWatch({ control: form.control, name: 'teamId' })
  const earnedGameId = useWatch({ control: form.control, name: 'earnedGameId' })
  const skipEarnedGame = useWatch({ control: form.control, name: 'skipEarnedGame' })
  const roster = useLeagueEntity<TeamDetail>(organizationId, 'teams', teamId, { enabled: !player && teamId !== '' })
  const [now] = useState(() => new Date())
  const teamGames = useTournamentGamesWhere(organizationId, tournamentId, { teamId }, { enabled: teamId !== '' })
  const earnedGames = earnedGameOptions(teamGames.data ?? [], teamId, now)
  const isLoadingTeams = !givenTeams && (groups.isPending || (groupless && games.isPending))

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const created = await writes.create.mutateAsync(createSuspensionBody(tournamentId, values))
      toast.success(t('suspensions.toasts.created', { name: personName(created.player), count: created.gamesCount }))
      onCreated?.(created)
      onClose()
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, SUSPENSION_FIELDS)) setFormError(errorMessage(t, error))
    }
  })

  const select = (...args: SelectArgs) => renderSelect(form, t, ...args)

  return (
    <Dialog
      open
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
    >
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
          {player ? t('suspensions.create.title_for', { name: personName(player) }) : t('suspensions.create.title')}
        </DialogTitle>
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1.5, overflowWrap: 'anywhere' }}>
          {tournamentName}
        </Typography>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormError message={formError} />
            {!isLoadingTeams && teams.length === 0 ? (
              <Typography color="text.secondary">{t('suspensions.create.no_teams')}</Typography>
            ) : null}
            {select(
              'teamId',
              t('suspensions.create.team'),
              teams.map((team) => ({ value: team.id, label: team.name })),
              {
                required: true,
                // which team serves it matters when the player is in several of the tournament's teams
                hint: player && teams.length > 1 ? t('suspensions.create.team_hint') : undefined,
                disabled: isLoadingTeams || teams.length === 0,
                onPicked: () => {
                  if (!player) form.setValue('playerId', '')
                  form.setValue('earnedGameId', '')
                },
              },
            )}
            {player
              ? null
              : select(
                  'playerId',
                  t('suspensions.create.player'),
                  (roster.data?.players ?? []).map((each) => ({ value: each.id, label: playerLabel(each) })),
                  {
                    required: true,
                    disabled: teamId === '' || roster.isPending,
                    hint:
                      teamId === ''
                        ? t('suspensions.create.player_hint')
                        : roster.data && roster.data.players.length === 0
                          ? t('suspensions.create.no_players')
                          : undefined,
                  },
                )}
            <NumberField
              control={form.control}
              name="gamesCount"
              label={t('suspensions.change.games')}
              hint={t('suspensions.change.hint')}
              min={1}
              max={SUSPENSION_GAMES_MAX}
              required
            />
            {select(
              'earnedGameId',
              t('suspensions.create.earned_game'),
              [
                { value: '', label: t('suspensions.create.no_earned_game') },
                ...earnedGames.map((game) => ({ value: game.id, label: earnedGameLabel(t, lang, game) })),
              ],
              {
                disabled: teamId === '',
                hint: t(
                  !earnedGameId
                    ? 'suspensions.create.no_earned_game_hint'
                    : skipEarnedGame
                      ? 'suspensions.create.earned_game_hint_after'
                      : 'suspensions.create.earned_game_hint_from',
                ),
              },
            )}
            {earnedGameId ? <SkipEarnedGameField form={form} /> : null}
            <TextField
              label={t('suspensions.create.note')}
              multiline
              minRows={2}
              {...textFieldProps(form, 'note', t, t('suspensions.create.note_hint'))}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            disabled={!isLoadingTeams && teams.length === 0}
          >
            {t('suspensions.create.suspend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#client/components/money/amount-field.tsx'
import { FeesFields } from '#client/components/money/fees-fields.tsx'
import { NumberField } from '#client/components/number-field.tsx'
import { fieldMessage } from '#client/lib/error-message.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'
import { useActiveOrganization } from '#client/lib/session/use-organization.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { handlesMoney } from '#domain/organizations/roles.ts'
import type { Season } from '#domain/seasons/season.schema.ts'
import {
  BOUNDS,
  DEFAULT_YELLOWS_FOR_SUSPENSION,
  defaultMatchMinutes,
  GENRES,
  type TournamentFormValues,
} from '../lib/tournament-form.ts'
import { RegistrationFields } from './registration-fields.tsx'
import { TieBreakersField } from './tie-breakers-field.tsx'

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: hint ? 0.25 : 1.25 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Box>
  )
}

const threeColumns = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } as const
const fourColumns = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
} as const

/** The season picker: the organization's seasons (and the tournament's own, even if deleted since). */
function SeasonSelect({
  form,
  organizationId,
  disabled,
  currentSeason,
}: {
  form: UseFormReturn<TournamentFormValues>
  organizationId: string
  disabled: boolean
  currentSeason?: { id: string; name: string } | null
}) {
  const { t } = useTranslation()
  const seasons = useLeagueList<Season>(organizationId, 'seasons', {}, { limit: 100 })
  const options = seasons.items.map((season) => ({ id: season.id, name: season.name }))
  if (currentSeason && !options.some((option) => option.id === currentSeason.id)) options.push(currentSeason)
  return (
    <Controller
      control={form.control}
      name="seasonId"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('tournaments.fields.season')}
          name={field.name}
          inputRef={field.ref}
          value={options.some((option) => option.id === field.value) ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(t, fieldState.error?.message) ?? t('tournaments.fields.season_hint')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">
            <em>{t('tournaments.no_season')}</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )
}

/** The fee schedule (decision 0048), in the league's currency: shown to the money roles only. */
function FeesGroup({ form, disabled }: { form: UseFormReturn<TournamentFormValues>; disabled: boolean }) {
  const { t } = useTranslation()
  const { role, isSuperAdmin } = useMembership()
  const organization = useActiveOrganization()
  if (!isSuperAdmin && (role === null || !handlesMoney(role))) return null
  const errors = form.formState.errors.fees as Record<string, { message?: string } | undefined> | undefined
  return (
    <Group title={t('money.fees.title')}>
      <Controller
        control={form.control}
        name="fees"
        render={({ field }) => (
          <FeesFields
            value={field.value}
            onChange={field.onChange}
            currency={organization.data?.currency ?? 'USD'}
            disabled={disabled || !organization.data}
            errors={Object.fromEntries(Object.entries(errors ?? {}).map(([key, error]) => [key, error?.message]))}
          />
        )}
      />
    </Group>
  )
}

/**
 * What an official is paid per game worked, by role (decision 0050): typed in the league's currency's units like the
 * fee schedule ("15000", "15.000,50" in Spanish), kept in minor units (the form's rule bounds them, the server again).
 */
function OfficialFeesGroup({ form, disabled }: { form: UseFormReturn<TournamentFormValues>; disabled: boolean }) {
  const { t } = useTranslation()
  const organization = useActiveOrganization()
  const currency = organization.data?.currency ?? 'USD'
  return (
    <Group title={t('tournaments.settings.official_fees')} hint={t('tournaments.settings.official_fees_hint')}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {(['referee', 'assistant'] as const).map((role) => (
          <Controller
            key={role}
            control={form.control}
            name={`officialFees.${role}`}
            render={({ field, fieldState }) => (
              <AmountField
                name={field.name}
                label={t(`officials.roles.${role}`)}
                value={field.value}
                onChange={(amount) => field.onChange(amount ?? Number.NaN)}
                currency={currency}
                disabled={disabled || !organization.data}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </Box>
    </Group>
  )
}

/** Every field of a tournament: name, season and the rules it is played under (docs/product.md). */
export function TournamentFields({
  form,
  organizationId,
  disabled,
  currentSeason,
  only,
}: {
  form: UseFormReturn<TournamentFormValues>
  organizationId: string
  disabled: boolean
  currentSeason?: { id: string; name: string } | null
  /** `general`: name and season; `rules`: the settings; both when left out */
  only?: 'general' | 'rules'
}) {
  const { t } = useTranslation()
  const { control } = form
  const isSuspensionOn = useWatch({ control, name: 'suspension.enabled' })
  const teamSize = useWatch({ control, name: 'teamSize' })
  const number = (
    name: Parameters<typeof NumberField<TournamentFormValues>>[0]['name'],
    label: string,
    bounds: readonly [number, number],
  ) => (
    <NumberField
      control={control}
      name={name}
      label={label}
      min={bounds[0]}
      max={bounds[1]}
      disabled={disabled}
      required
    />
  )

  const general = (
    <Box sx={{ display: 'grid', gap: 2.25 }}>
      <TextField
        label={t('tournaments.fields.name')}
        required
        disabled={disabled}
        {...textFieldProps(form, 'name', t, t('tournaments.fields.name_hint'))}
      />
      <SeasonSelect form={form} organizationId={organizationId} disabled={disabled} currentSeason={currentSeason} />
    </Box>
  )

  const rules = (
    <Box sx={{ display: 'grid', gap: 3.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Group title={t('tournaments.settings.format')}>
        {/* one column on a phone: "Jugadores en cancha" does not fit half of it */}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Controller
            control={control}
            name="genre"
            render={({ field }) => (
              <TextField
                select
                label={t('tournaments.settings.genre')}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                disabled={disabled}
              >
                {GENRES.map((genre) => (
                  <MenuItem key={genre} value={genre}>
                    {t(`tournaments.genres.${genre}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {number('teamSize', t('tournaments.settings.team_size'), BOUNDS.teamSize)}
          <NumberField
            control={control}
            name="matchMinutes"
            label={t('tournaments.settings.match_minutes.label')}
            hint={t('tournaments.settings.match_minutes.helper', {
              minutes: defaultMatchMinutes(Number(teamSize) || 11),
            })}
            min={BOUNDS.matchMinutes[0]}
            max={BOUNDS.matchMinutes[1]}
            disabled={disabled}
          />
          {number('reportConfirmHours', t('tournaments.settings.report_confirm_hours'), BOUNDS.reportConfirmHours)}
        </Box>
      </Group>
      <Group title={t('tournaments.settings.points')} hint={t('tournaments.settings.points_hint')}>
        <Box sx={threeColumns}>
          {number('points.win', t('tournaments.settings.win'), BOUNDS.points)}
          {number('points.draw', t('tournaments.settings.draw'), BOUNDS.points)}
          {number('points.loss', t('tournaments.settings.loss'), BOUNDS.points)}
        </Box>
      </Group>
      <OfficialFeesGroup form={form} disabled={disabled} />
      <Group title={t('tournaments.settings.fair_play')} hint={t('tournaments.settings.fair_play_hint')}>
        <Box sx={threeColumns}>
          {number('fairPlay.yellow', t('tournaments.settings.yellow'), BOUNDS.fairPlay)}
          {number('fairPlay.blue', t('tournaments.settings.blue'), BOUNDS.fairPlay)}
          {number('fairPlay.red', t('tournaments.settings.red'), BOUNDS.fairPlay)}
        </Box>
      </Group>
      <Group title={t('tournaments.settings.suspension')} hint={t('tournaments.settings.suspension_hint')}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <Controller
            control={control}
            name="suspension.enabled"
            render={({ field }) => (
              <TextField
                select
                label={t('tournaments.settings.suspension_on')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ? 'on' : 'off'}
                disabled={disabled}
                sx={{ flex: '1 1 180px' }}
                onChange={(event) => {
                  const isOn = event.target.value === 'on'
                  field.onChange(isOn)
                  if (isOn && form.getValues('suspension.after') === null) {
                    form.setValue('suspension.after', DEFAULT_YELLOWS_FOR_SUSPENSION, { shouldDirty: true })
                  }
                }}
              >
                <MenuItem value="off">{t('tournaments.suspension_off')}</MenuItem>
                <MenuItem value="on">{t('tournaments.suspension_on')}</MenuItem>
              </TextField>
            )}
          />
          {isSuspensionOn ? (
            <Box sx={{ flex: '1 1 140px' }}>
              {number('suspension.after', t('tournaments.settings.suspension_after'), BOUNDS.yellowCardsForSuspension)}
            </Box>
          ) : null}
          {isSuspensionOn ? (
            <Controller
              control={control}
              name="suspension.secondYellowCounts"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ flex: '1 1 100%' }}
                  control={
                    <Checkbox
                      name={field.name}
                      slotProps={{ input: { ref: field.ref } }}
                      checked={field.value}
                      disabled={disabled}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('tournaments.settings.second_yellow_counts')}
                />
              )}
            />
          ) : null}
        </Box>
      </Group>
      <Group title={t('tournaments.settings.qualifiers')} hint={t('tournaments.settings.qualifiers_hint')}>
        <Box sx={fourColumns}>
          {number('qualifiers.goldCup', t('tournaments.settings.gold_cup'), BOUNDS.qualifiers)}
          {number('qualifiers.silverCup', t('tournaments.settings.silver_cup'), BOUNDS.qualifiers)}
          {number('qualifiers.ascend', t('tournaments.settings.ascend'), BOUNDS.qualifiers)}
          {number('qualifiers.descend', t('tournaments.settings.descend'), BOUNDS.qualifiers)}
        </Box>
      </Group>
      <Group title={t('tournaments.settings.walkover')} hint={t('tournaments.settings.walkover_hint')}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {number('walkoverScore.winner', t('tournaments.settings.walkover_winner'), BOUNDS.walkoverScore)}
          {number('walkoverScore.loser', t('tournaments.settings.walkover_loser'), BOUNDS.walkoverScore)}
        </Box>
      </Group>
      <Group title={t('tournaments.settings.tie_breakers')} hint={t('tournaments.settings.tie_breakers_hint')}>
        <TieBreakersField control={control} disabled={disabled} />
      </Group>
      <Group title={t('tournaments.registration.title')} hint={t('tournaments.registration.hint')}>
        <RegistrationFields form={form} disabled={disabled} />
      </Group>
      <FeesGroup form={form} disabled={disabled} />
    </Box>
  )

  if (only === 'general') return general
  if (only === 'rules') return rules
  return (
    <Box sx={{ display: 'grid', gap: 3.5 }}>
      {general}
      {rules}
    </Box>
  )
}

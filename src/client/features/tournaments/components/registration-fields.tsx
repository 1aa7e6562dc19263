import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '#client/components/number-field.tsx'
import { fieldMessage } from '#client/lib/error-message.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { closesAtOf, closesOnDay, registrationSummary } from '../lib/registration-summary.ts'
import { BOUNDS, type TournamentFormValues } from '../lib/tournament-form.ts'

type DateName = 'registration.closesAt' | 'registration.bornFrom' | 'registration.bornTo'
type SwitchName = 'registration.onePerTournament' | 'registration.requiresApproval'

/**
 * The registered list's rules (lista de buena fe, decision 0038) in the tournament form's rules, and under them what
 * they mean in plain words as they are being set.
 */
export function RegistrationFields({
  form,
  disabled,
}: {
  form: UseFormReturn<TournamentFormValues>
  disabled: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const { control } = form
  const rules = useWatch({ control, name: 'registration' })

  const date = (name: DateName, label: string, hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="date"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={name === 'registration.closesAt' ? closesOnDay(field.value) : (field.value ?? '')}
          onChange={(event) => {
            const day = event.target.value
            field.onChange(name === 'registration.closesAt' ? closesAtOf(day) : day || null)
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(t, fieldState.error?.message) ?? hint}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  )
  const check = (name: SwitchName, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  )
  const number = (name: 'registration.maxPlayers' | 'registration.maxPlayersPerGame', label: string) => (
    <NumberField
      control={control}
      name={name}
      label={label}
      min={BOUNDS.registrationPlayers[0]}
      max={BOUNDS.registrationPlayers[1]}
      disabled={disabled}
    />
  )

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {date(
          'registration.closesAt',
          t('tournaments.registration.closes_at'),
          t('tournaments.registration.closes_at_hint'),
        )}
        {number('registration.maxPlayers', t('tournaments.registration.max_players'))}
        {date('registration.bornFrom', t('tournaments.registration.born_from'))}
        {date('registration.bornTo', t('tournaments.registration.born_to'))}
        {number('registration.maxPlayersPerGame', t('tournaments.registration.max_per_game'))}
      </Box>
      <Box sx={{ display: 'grid' }}>
        {check('registration.onePerTournament', t('tournaments.registration.one_per_tournament'))}
        {check('registration.requiresApproval', t('tournaments.registration.requires_approval'))}
      </Box>
      <Box component="ul" data-testid="registration-summary" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {registrationSummary(t, lang, rules).map((line) => (
          <Typography key={line} component="li" variant="body2">
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  )
}

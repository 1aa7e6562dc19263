import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { FEE_AMOUNTS, type Fees } from '#client/lib/fees-form.ts'
import { AmountField } from './amount-field.tsx'

const LABELS: Record<(typeof FEE_AMOUNTS)[number], string> = {
  registration: 'money.fees.registration',
  perGame: 'money.fees.per_game',
  walkoverFine: 'money.fees.walkover_fine',
  yellow: 'money.fees.yellow',
  secondYellow: 'money.fees.second_yellow',
  blue: 'money.fees.blue',
  red: 'money.fees.red',
}

/**
 * A tournament's fee schedule (decision 0048): amounts in the league's currency's units, the walkover winner's game
 * fee, and the line-up block of teams owing more than an amount. Controlled: `value` in minor units (NaN where the
 * typed text cannot be read), `errors` the form's message keys by field. Changes apply to later events only.
 */
export function FeesFields({
  value,
  onChange,
  currency,
  disabled = false,
  errors = {},
}: {
  value: Fees
  onChange: (fees: Fees) => void
  currency: string
  disabled?: boolean
  errors?: Partial<Record<keyof Fees, string>>
}) {
  const { t } = useTranslation()
  const set = (patch: Partial<Fees>) => onChange({ ...value, ...patch })
  const isBlocking = value.blockLineupOver !== null
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('money.fees.later_only')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {FEE_AMOUNTS.map((field) => (
          <AmountField
            key={field}
            name={`fees.${field}`}
            label={t(LABELS[field])}
            value={value[field]}
            onChange={(amount) => set({ [field]: amount ?? Number.NaN })}
            currency={currency}
            disabled={disabled}
            error={errors[field]}
          />
        ))}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={value.perGameOnWalkoverWin}
            disabled={disabled}
            onChange={(event) => set({ perGameOnWalkoverWin: event.target.checked })}
          />
        }
        label={t('money.fees.per_game_on_walkover_win')}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FormControlLabel
          sx={{ flex: '1 1 220px' }}
          control={
            <Switch
              checked={isBlocking}
              disabled={disabled}
              onChange={(event) => set({ blockLineupOver: event.target.checked ? 0 : null })}
            />
          }
          label={t('money.fees.block_lineups')}
        />
        {isBlocking ? (
          <Box sx={{ flex: '1 1 160px' }}>
            <AmountField
              name="fees.blockLineupOver"
              label={t('money.fees.block_over')}
              value={value.blockLineupOver}
              onChange={(amount) => set({ blockLineupOver: amount ?? Number.NaN })}
              currency={currency}
              disabled={disabled}
              error={errors.blockLineupOver}
              hint={t('money.fees.block_over_hint')}
            />
          </Box>
        ) : null}
      </Box>
    </Box>
  )
}

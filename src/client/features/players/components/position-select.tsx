import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldMessage } from '#client/lib/error-message.ts'
import { CATEGORIES, POSITION_CATEGORIES } from '#client/lib/league-data/positions.ts'
import type { PlayerFormValues } from '../api/players-api.ts'

/** The seed's 23 positions under their five categories, translated. */
export function PositionSelect({ control, disabled }: { control: Control<PlayerFormValues>; disabled: boolean }) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name="position"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('players.fields.position')}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(t, fieldState.error?.message)}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } },
          }}
        >
          <MenuItem value="">
            <em>{t('players.no_position')}</em>
          </MenuItem>
          {CATEGORIES.flatMap((category) => [
            <ListSubheader key={category} sx={{ fontWeight: 700, lineHeight: '36px' }}>
              {t(`players.position_categories.${category}`)}
            </ListSubheader>,
            ...POSITION_CATEGORIES[category].map((position) => (
              <MenuItem key={position} value={position} sx={{ pl: 3 }}>
                {t(`players.positions.${position}`)}
              </MenuItem>
            )),
          ])}
        </TextField>
      )}
    />
  )
}

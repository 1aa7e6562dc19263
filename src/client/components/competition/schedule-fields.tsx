import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DatePickerProvider } from '#client/components/date-picker-provider.tsx'
import { TextDatePicker, TextTimePicker } from '#client/components/text-pickers.tsx'
import { isTimeText, type ScheduleValues } from '#client/lib/competition/game-schedule.ts'
import { fieldMessage } from '#client/lib/error-message.ts'
import type { Location } from '#domain/locations/location.schema.ts'

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const

/**
 * Date, time (or "time to be confirmed"), venue and field of a game, bound to a react-hook-form whose values include
 * ScheduleValues at the top level.
 */
export function ScheduleFields<T extends FieldValues & ScheduleValues>({
  control,
  locations,
  setFieldId,
  setTimeHidden,
}: {
  control: Control<T>
  locations: Location[]
  /** clears the field when the venue changes */
  setFieldId: (value: string) => void
  /** a typed time turns "time to be confirmed" off (withTime in game-schedule.ts) */
  setTimeHidden: (value: boolean) => void
}) {
  const { t } = useTranslation()
  const name = (key: keyof ScheduleValues) => key as Path<T>
  const locationId = useWatch({ control, name: name('locationId') }) as string
  const fields = locations.find((location) => location.id === locationId)?.fields ?? []
  return (
    <>
      <DatePickerProvider>
        <Box sx={twoColumns}>
          <Controller
            control={control}
            name={name('date')}
            render={({ field, fieldState }) => (
              <TextDatePicker
                label={t('games.fields.date')}
                text={field.value as string}
                onText={field.onChange}
                inputRef={field.ref}
                slotProps={{
                  field: { clearable: true, onBlur: field.onBlur },
                  textField: {
                    name: field.name,
                    fullWidth: true,
                    error: Boolean(fieldState.error),
                    helperText: fieldMessage(t, fieldState.error?.message),
                  },
                }}
              />
            )}
          />
          <Controller
            control={control}
            name={name('time')}
            render={({ field, fieldState }) => (
              <TextTimePicker
                label={t('games.fields.time')}
                ampm={false}
                text={field.value as string}
                onText={(text) => {
                  field.onChange(text)
                  if (isTimeText(text)) setTimeHidden(false)
                }}
                inputRef={field.ref}
                slotProps={{
                  field: { clearable: true, onBlur: field.onBlur },
                  textField: {
                    name: field.name,
                    fullWidth: true,
                    error: Boolean(fieldState.error),
                    helperText: fieldMessage(t, fieldState.error?.message),
                  },
                }}
              />
            )}
          />
        </Box>
      </DatePickerProvider>
      <Controller
        control={control}
        name={name('isTimeHidden')}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('games.fields.time_hidden')}
          />
        )}
      />
      <Box sx={twoColumns}>
        <Controller
          control={control}
          name={name('locationId')}
          render={({ field }) => (
            <TextField
              select
              label={t('games.fields.location')}
              value={field.value ?? ''}
              onChange={(event) => {
                field.onChange(event.target.value)
                setFieldId('')
              }}
              inputRef={field.ref}
            >
              <MenuItem value="">{t('games.fields.no_location')}</MenuItem>
              {locations.map((location) => (
                <MenuItem key={location.id} value={location.id}>
                  {location.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name={name('fieldId')}
          render={({ field }) => (
            <TextField
              select
              label={t('games.fields.field')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              disabled={fields.length === 0}
              inputRef={field.ref}
            >
              <MenuItem value="">{t('games.fields.no_field')}</MenuItem>
              {fields.map((each) => (
                <MenuItem key={each.id} value={each.id}>
                  {each.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
    </>
  )
}

import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import dayjs from 'dayjs'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DatePickerProvider } from '#client/components/date-picker-provider.tsx'
import { NumberField } from '#client/components/number-field.tsx'
import { TextDatePicker } from '#client/components/text-pickers.tsx'
import { fieldMessage } from '#client/lib/error-message.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { BIRTH_DATE_MIN, type PlayerFormValues, today } from '../api/players-api.ts'
import { PositionSelect } from './position-select.tsx'

/** A player's fields; the e-mail is read-only once the player is linked to a user account. */
export function PlayerFields({
  form,
  disabled,
  isEmailLocked = false,
}: {
  form: UseFormReturn<PlayerFormValues>
  disabled: boolean
  isEmailLocked?: boolean
}) {
  const { t } = useTranslation()
  const twoColumns = { display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const
  return (
    <Box sx={{ display: 'grid', gap: 2.25 }}>
      <Box sx={twoColumns}>
        <TextField
          label={t('players.fields.firstname')}
          required
          disabled={disabled}
          autoComplete="off"
          {...textFieldProps(form, 'firstname', t)}
        />
        <TextField
          label={t('players.fields.lastname')}
          required
          disabled={disabled}
          autoComplete="off"
          {...textFieldProps(form, 'lastname', t)}
        />
      </Box>
      {/* DNI and birth date: private, never kept in the page snapshot (decision 0033) */}
      <Box sx={twoColumns} data-private="">
        <TextField
          label={t('players.fields.dni')}
          disabled={disabled}
          autoComplete="off"
          {...textFieldProps(form, 'dni', t, t('players.fields.dni_hint'))}
        />
        <DatePickerProvider>
          <Controller
            control={form.control}
            name="birthDate"
            render={({ field, fieldState }) => (
              <TextDatePicker
                label={t('players.fields.birth_date')}
                text={field.value}
                onText={field.onChange}
                minDate={dayjs(BIRTH_DATE_MIN)}
                maxDate={dayjs(today())}
                openTo="year"
                // a squad's players are mostly adults: the calendar opens 25 years back, not on this year (decision 0025)
                referenceDate={dayjs(today()).subtract(25, 'year')}
                views={['year', 'month', 'day']}
                disabled={disabled}
                inputRef={field.ref}
                slotProps={{
                  field: { clearable: !disabled, onBlur: field.onBlur },
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
        </DatePickerProvider>
      </Box>
      <TextField
        data-private=""
        label={t('players.fields.email')}
        type="email"
        autoComplete="off"
        disabled={disabled || isEmailLocked}
        {...textFieldProps(
          form,
          'email',
          t,
          isEmailLocked ? t('players.fields.email_locked_hint') : t('players.fields.email_hint'),
        )}
      />
      <TextField
        data-private=""
        label={t('players.fields.phone')}
        type="tel"
        autoComplete="off"
        disabled={disabled}
        {...textFieldProps(form, 'phone', t)}
      />
      <Box sx={twoColumns}>
        <PositionSelect control={form.control} disabled={disabled} />
        <NumberField
          control={form.control}
          name="jerseyNumber"
          label={t('players.fields.jersey')}
          min={0}
          max={99}
          hint={t('players.fields.jersey_hint')}
          disabled={disabled}
        />
      </Box>
    </Box>
  )
}

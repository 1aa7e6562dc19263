import AddIcon from '@mui/icons-material/AddRounded'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldMessage } from '#client/lib/error-message.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { LOCATION_FIELDS_MAX, type LocationFormValues } from '../api/locations-api.ts'

/** A venue's name, address and its football fields (add, rename, remove). */
export function LocationFields({ form, disabled }: { form: UseFormReturn<LocationFormValues>; disabled: boolean }) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'fields', keyName: 'key' })
  const listError = form.formState.errors.fields?.message ?? form.formState.errors.fields?.root?.message
  return (
    <Box sx={{ display: 'grid', gap: 2.25 }}>
      <TextField
        label={t('locations.fields.name')}
        required
        disabled={disabled}
        {...textFieldProps(form, 'name', t, t('locations.fields.name_hint'))}
      />
      <TextField
        label={t('locations.fields.address')}
        disabled={disabled}
        autoComplete="off"
        {...textFieldProps(form, 'address', t)}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.25 }}>
          {t('locations.pitches')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('locations.pitches_hint')}
        </Typography>
        {fields.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('locations.no_pitches')}
          </Typography>
        ) : null}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {fields.map((field, index) => (
            <Box component="li" key={field.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Controller
                control={form.control}
                name={`fields.${index}.name`}
                render={({ field: input, fieldState }) => (
                  <TextField
                    {...input}
                    inputRef={input.ref}
                    label={t('locations.pitch_name', { number: index + 1 })}
                    required
                    size="small"
                    disabled={disabled}
                    error={Boolean(fieldState.error)}
                    helperText={fieldMessage(t, fieldState.error?.message)}
                  />
                )}
              />
              {disabled ? null : (
                <IconButton
                  aria-label={t('locations.remove_pitch', { number: index + 1 })}
                  onClick={() => remove(index)}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
        {listError ? (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {fieldMessage(t, listError)}
          </Typography>
        ) : null}
        {disabled ? null : (
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ id: null, name: '' }, { shouldFocus: true })}
            disabled={fields.length >= LOCATION_FIELDS_MAX}
            sx={{ mt: 1.5 }}
          >
            {t('locations.add_pitch')}
          </Button>
        )}
      </Box>
    </Box>
  )
}

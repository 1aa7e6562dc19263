import TextField from '@mui/material/TextField'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldMessage } from '#client/lib/error-message.ts'

/** A whole-number input bound to a form value that is a number, or null when left empty. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  hint,
  disabled,
  required,
  size,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  min?: number
  max?: number
  hint?: string
  disabled?: boolean
  required?: boolean
  size?: 'small' | 'medium'
}) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(event) => {
            const text = event.target.value
            field.onChange(text === '' ? null : Number(text))
          }}
          type="number"
          label={label}
          required={required}
          disabled={disabled}
          size={size}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(t, fieldState.error?.message) ?? hint}
          slotProps={{ htmlInput: { min, max, step: 1 } }}
        />
      )}
    />
  )
}

import Box from '@mui/material/Box'
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string
  helperText?: string
  error?: boolean
  /** Shown inside the field, after the text (e.g. a "show password" button). */
  endAdornment?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled text input drawn with plain elements: the public pages (sign-in above all) use it instead of MUI's
 * TextField, which brings InputBase, FormControl and the Select machinery — too heavy for the sign-in page budget.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  id,
  endAdornment,
  inputRef,
  ...input
}: TextInputProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const helperId = `${inputId}-helper`
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
      <Box
        component="label"
        htmlFor={inputId}
        sx={{ typography: 'body2', fontWeight: 600, color: error ? 'error.main' : 'text.primary' }}
      >
        {label}
        {required ? (
          <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
            {' *'}
          </Box>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          borderRadius: '12px',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: 'background.paper',
          transition: 'border-color 0.15s ease-out, box-shadow 0.15s ease-out',
          '&:hover': { borderColor: error ? 'error.main' : 'text.secondary' },
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: `0 0 0 3px color-mix(in srgb, var(--lp-palette-${error ? 'error' : 'primary'}-main) 25%, transparent)`,
          },
        }}
      >
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
          {...input}
          sx={{
            flex: 1,
            minWidth: 0,
            height: 48,
            px: 1.75,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: 16,
            borderRadius: '12px',
            '&::placeholder': { color: 'text.secondary', opacity: 0.7 },
          }}
        />
        {endAdornment ? <Box sx={{ pr: 0.75, display: 'flex' }}>{endAdornment}</Box> : null}
      </Box>
      {helperText ? (
        <Box id={helperId} sx={{ typography: 'caption', fontSize: 13, color: error ? 'error.main' : 'text.secondary' }}>
          {helperText}
        </Box>
      ) : null}
    </Box>
  )
}

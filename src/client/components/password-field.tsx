import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A password input with a text "show / hide" toggle (no icon font needed on the sign-in page). */
export function PasswordField(props: TextFieldProps) {
  const { t } = useTranslation()
  const [isVisible, setIsVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button
                size="small"
                onClick={() => setIsVisible((value) => !value)}
                aria-pressed={isVisible}
                sx={{ minWidth: 0, px: 1.25, borderRadius: '8px', fontSize: 13 }}
              >
                {isVisible ? t('common.hide') : t('common.show')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from './plain-button.tsx'
import { TextInput, type TextInputProps } from './text-input.tsx'

/** TextInput for passwords with a text "show / hide" toggle. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation()
  const [isVisible, setIsVisible] = useState(false)
  return (
    <TextInput
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <PlainButton
          size="small"
          onClick={() => setIsVisible((value) => !value)}
          aria-pressed={isVisible}
          aria-label={isVisible ? t('common.hide_password') : t('common.show_password')}
        >
          {isVisible ? t('common.hide') : t('common.show')}
        </PlainButton>
      }
    />
  )
}

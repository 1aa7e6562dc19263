import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type CountryOption, countryOptions } from '#client/lib/countries.ts'
import { useLang } from '#client/lib/use-lang.ts'

function flag(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65))
}

/** A country (ISO 3166-1 alpha-2) picked from a localized, searchable list; frequent countries first. */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  inputRef,
  size,
  required,
}: {
  value: string
  onChange: (code: string) => void
  onBlur?: () => void
  label: string
  error?: boolean
  helperText?: string
  inputRef?: React.Ref<HTMLInputElement>
  size?: 'small' | 'medium'
  required?: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const options = useMemo(() => countryOptions(lang), [lang])
  const selected = options.find((option) => option.code === value.toUpperCase()) ?? null

  return (
    <Autocomplete<CountryOption>
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.code ?? '')}
      onBlur={onBlur}
      size={size}
      autoHighlight
      groupBy={(option) => (option.isPriority ? t('countries.frequent') : t('countries.all'))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      noOptionsText={t('countries.none')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span aria-hidden="true" style={{ marginInlineEnd: 10 }}>
            {flag(option.code)}
          </span>
          {option.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          required={required}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' },
          }}
        />
      )}
    />
  )
}

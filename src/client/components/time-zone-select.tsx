import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useMemo } from 'react'

/** The IANA zones the browser knows, with the current one kept even if the list lacks it. */
function zoneOptions(current: string): string[] {
  let zones: string[] = []
  try {
    zones = Intl.supportedValuesOf('timeZone')
  } catch {
    zones = []
  }
  return zones.includes(current) || !current ? zones : [current, ...zones]
}

/** An IANA time zone ("America/Argentina/Buenos_Aires") picked from a searchable list. */
export function TimeZoneSelect({
  value,
  onChange,
  onBlur,
  label,
  helperText,
  noOptionsText,
  error,
  disabled,
  inputRef,
}: {
  value: string
  onChange: (zone: string) => void
  onBlur?: () => void
  label: string
  helperText?: string
  noOptionsText: string
  error?: boolean
  disabled?: boolean
  inputRef?: React.Ref<HTMLInputElement>
}) {
  const options = useMemo(() => zoneOptions(value), [value])
  return (
    <Autocomplete<string, false, true>
      options={options}
      value={value}
      disableClearable
      autoHighlight
      disabled={disabled}
      onChange={(_event, zone) => onChange(zone)}
      onBlur={onBlur}
      getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={helperText} error={error} inputRef={inputRef} />
      )}
    />
  )
}

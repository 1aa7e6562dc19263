import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import type { ScheduleValues } from '#client/lib/competition/game-schedule.ts'
import type { Location } from '#domain/locations/location.schema.ts'

/**
 * A game's venue and field as two small selects, for the rows that schedule many games at once (a round, a match day):
 * choosing a venue clears the field, and the field is offered once the venue has fields. `label` names each select
 * with its game ("Field (Toros – Halcones)") for assistive technology.
 */
export function VenueFieldSelects({
  values,
  locations,
  disabled,
  label,
  onChange,
}: {
  values: Pick<ScheduleValues, 'locationId' | 'fieldId'>
  locations: readonly Location[]
  disabled: boolean
  label: (key: string) => string
  onChange: (next: (values: ScheduleValues) => ScheduleValues) => void
}) {
  const { t } = useTranslation()
  const fields = locations.find((location) => location.id === values.locationId)?.fields ?? []
  return (
    <>
      <TextField
        select
        size="small"
        label={t('games.fields.location')}
        value={values.locationId}
        disabled={disabled}
        onChange={(event) => onChange((current) => ({ ...current, locationId: event.target.value, fieldId: '' }))}
        slotProps={{ select: { inputProps: { 'aria-label': label('games.fields.location') } } }}
      >
        <MenuItem value="">{t('games.fields.no_location')}</MenuItem>
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('games.fields.field')}
        value={values.fieldId}
        disabled={disabled || fields.length === 0}
        onChange={(event) => onChange((current) => ({ ...current, fieldId: event.target.value }))}
        slotProps={{ select: { inputProps: { 'aria-label': label('games.fields.field') } } }}
      >
        <MenuItem value="">{t('games.fields.no_field')}</MenuItem>
        {fields.map((each) => (
          <MenuItem key={each.id} value={each.id}>
            {each.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  )
}

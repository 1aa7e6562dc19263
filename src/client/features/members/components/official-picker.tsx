import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'

type OfficialOption = { id: string; name: string; linked: boolean }

/** A referee's official (decision 0050): one of the league's officials without an account yet. */
export function OfficialPicker({
  organizationId,
  value,
  onChange,
  error,
}: {
  organizationId: string
  value: string | null
  onChange: (officialId: string | null) => void
  error?: string | undefined
}) {
  const { t } = useTranslation()
  const officials = useLeagueList<OfficialOption>(organizationId, 'officials', {}, { limit: 100 })
  const options = officials.items.filter((o) => !o.linked).sort((a, b) => a.name.localeCompare(b.name))
  return (
    <Autocomplete
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      loading={officials.query.isPending}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, chosen) => onChange(chosen?.id ?? null)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('members.invite_official')}
          required
          error={Boolean(error)}
          helperText={error ? t(error) : t('members.invite_official_help')}
        />
      )}
    />
  )
}

import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'

type TeamOption = { id: string; name: string }

/** A delegate's teams (decision 0039): the league's teams, several may be chosen. */
export function TeamsPicker({
  organizationId,
  value,
  onChange,
  error,
  disabled,
}: {
  organizationId: string
  value: string[]
  onChange: (teamIds: string[]) => void
  error?: string
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const teams = useLeagueList<TeamOption>(organizationId, 'teams', {}, { limit: 100 })
  const options = [...teams.items].sort((a, b) => a.name.localeCompare(b.name))
  const selected = options.filter((o) => value.includes(o.id))
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={teams.query.isPending}
      disabled={disabled}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, chosen) => onChange(chosen.map((o) => o.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('members.teams.label')}
          required
          error={Boolean(error)}
          helperText={error ? t(error) : t('members.teams.help')}
        />
      )}
    />
  )
}

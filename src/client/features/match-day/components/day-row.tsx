import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { VenueFieldSelects } from '#client/components/competition/venue-field-selects.tsx'
import type { Game } from '#client/lib/competition/competition-api.ts'
import { type ScheduleValues, withTime } from '#client/lib/competition/game-schedule.ts'
import type { Location } from '#domain/locations/location.schema.ts'

const rowGrid = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) 120px minmax(0, 1fr) minmax(0, 1fr)' },
} as const

/** One game of the day: its time, venue and field, edited in place; a clash with another row said under it. */
export function DayRow({
  game,
  values,
  locations,
  isChanged,
  clash,
  onChange,
}: {
  game: Game
  values: ScheduleValues | undefined
  locations: Location[]
  isChanged: boolean
  clash: string | null
  onChange: (next: (values: ScheduleValues) => ScheduleValues) => void
}) {
  const { t } = useTranslation()
  if (!values) return null
  const teams = `${game.homeTeam.name} – ${game.awayTeam.name}`
  const isPlayed = Boolean(game.confirmedPlayedAt)
  const label = (key: string) => `${t(key)} (${teams})`
  const round = game.round ? game.round.name?.trim() || t('fixtures.round_n', { number: game.round.number }) : null
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={teams}
      data-testid="day-row"
      sx={{
        p: 1.25,
        borderRadius: 3,
        borderColor: clash ? 'error.main' : isChanged ? 'primary.main' : 'divider',
        borderWidth: clash || isChanged ? 2 : 1,
      }}
    >
      <Typography component="div" sx={rowGrid}>
        <div>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{teams}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[game.tournament.name, round, isPlayed ? t('fixtures.schedule.played') : null].filter(Boolean).join(' · ')}
          </Typography>
        </div>
        <TextField
          type="time"
          size="small"
          label={t('games.fields.time')}
          value={values.time}
          disabled={isPlayed}
          onChange={(event) => onChange((current) => withTime(current, event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': label('games.fields.time') } }}
        />
        <VenueFieldSelects
          values={values}
          locations={locations}
          disabled={isPlayed}
          label={label}
          onChange={onChange}
        />
      </Typography>
      {clash ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {clash}
        </Typography>
      ) : null}
    </Paper>
  )
}

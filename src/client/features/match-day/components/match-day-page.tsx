import AddIcon from '@mui/icons-material/Add'
import PrintIcon from '@mui/icons-material/Print'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#client/components/page-header.tsx'
import { gameWhen } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { ScheduleClash } from '#domain/games/schedule-clash.ts'
import { programmeUrl } from '../api/match-day-api.ts'
import { useMatchDay } from '../hooks/use-match-day.ts'
import { DayRow } from './day-row.tsx'

/**
 * `/:lang/schedule?date=`: a whole match day across tournaments and venues (decision 0042) — every game of the day as
 * a row (time, venue, field), clashes shown as typed, saved in one request, printable as the day's programme.
 */
export function MatchDayPage({
  organizationId,
  date,
  tournamentIds,
  onDateChange,
  onTournamentsChange,
}: {
  organizationId: string
  date: string
  tournamentIds: string[]
  onDateChange: (date: string) => void
  onTournamentsChange: (ids: string[]) => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const day = useMatchDay(organizationId, date, tournamentIds)
  const byId = new Map(day.dayGames.map((game) => [game.id, game]))
  const clashText = (clash: ScheduleClash | undefined): string | null => {
    const other = clash ? byId.get(clash.other.id) : undefined
    if (!clash || !other) return null
    const values = {
      game: `${other.homeTeam.name} – ${other.awayTeam.name}`,
      when: gameWhen(t, lang, {
        playAt: clash.other.playAt as string,
        isPlayAtTimeHidden: clash.other.isPlayAtTimeHidden,
      }),
    }
    if (clash.kind === 'venue') {
      const venue = day.locations.data?.find((each) => each.id === clash.game.locationId)?.name ?? ''
      return t('schedule.overlap.venue_busy', { venue, ...values })
    }
    const team = [other.homeTeam, other.awayTeam].find((each) => each.id === clash.teamId)?.name ?? ''
    return t('schedule.overlap.team_busy', { team, ...values })
  }
  const save = async () => {
    try {
      const result = await day.save.mutateAsync()
      toast.success(t('match_day.saved', { count: result.updated.length }))
    } catch {
      // shown under the list (day.save.error)
    }
  }
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('match_day.title')}
        subtitle={t('match_day.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            href={programmeUrl(organizationId, date, lang)}
            target="_blank"
            rel="noopener"
          >
            {t('match_day.print')}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          size="small"
          label={t('match_day.date')}
          value={date}
          onChange={(event) => onDateChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={t('match_day.tournaments')}
          value={tournamentIds}
          onChange={(event) => onTournamentsChange([event.target.value as unknown as string[]].flat())}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) =>
                (selected as string[]).length === 0
                  ? t('match_day.all_tournaments')
                  : (day.tournaments.data ?? [])
                      .filter((each) => (selected as string[]).includes(each.id))
                      .map((each) => each.name)
                      .join(', '),
            },
            inputLabel: { shrink: true },
          }}
        >
          {(day.tournaments.data ?? []).map((tournament) => (
            <MenuItem key={tournament.id} value={tournament.id}>
              {tournament.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {day.games.isSuccess && day.dayGames.length === 0 ? (
        <Typography color="text.secondary">{t('match_day.empty')}</Typography>
      ) : null}
      {day.dayGames.map((game) => (
        <DayRow
          key={game.id}
          game={game}
          values={day.rows[game.id]}
          locations={day.locations.data ?? []}
          isChanged={day.changed.includes(game)}
          clash={clashText(day.clashes.get(game.id))}
          onChange={(next) => day.setRow(game.id, next)}
        />
      ))}
      {day.undatedRounds.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('match_day.undated')}
          </Typography>
          {day.undatedRounds.map((games) => {
            const first = games[0]
            if (!first) return null
            const round = first.round
              ? first.round.name || t('match_day.round', { number: first.round.number })
              : t('match_day.no_round')
            return (
              <Button
                key={first.roundId ?? first.tournamentId}
                size="small"
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => day.pull(games.map((game) => game.id))}
              >
                {t('match_day.pull', { tournament: first.tournament.name, round, count: games.length })}
              </Button>
            )
          })}
        </Box>
      ) : null}
      {day.save.error ? <Alert severity="error">{errorMessage(t, day.save.error)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button disabled={day.changed.length === 0 || day.save.isPending} onClick={day.discard}>
          {t('common.discard')}
        </Button>
        <Button
          variant="contained"
          disabled={day.changed.length === 0 || day.clashes.size > 0}
          loading={day.save.isPending}
          onClick={save}
        >
          {t('match_day.save', { count: day.changed.length })}
        </Button>
      </Box>
    </Stack>
  )
}

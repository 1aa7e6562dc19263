import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fetchGames } from '#client/lib/competition/competition-api.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { useAllTournaments } from '#client/lib/competition/use-competition.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { TeamDetail } from '../api/teams-api.ts'

/**
 * The registered list's counters in the tournaments the team plays (from its games): "Apertura: 24 / 30" where the
 * tournament limits the list, "Apertura: closes 15 Mar 2027" where it closes (decision 0038).
 */
export function RosterCounters({ organizationId, team }: { organizationId: string; team: TeamDetail }) {
  const { t } = useTranslation()
  const lang = useLang()
  const games = useQuery({
    queryKey: competitionKeys.games(organizationId, { teamId: team.id }),
    queryFn: ({ signal }) => fetchGames(organizationId, { teamId: team.id }, signal),
  })
  const tournaments = useAllTournaments(organizationId)
  const played = new Set((games.data?.items ?? []).map((game) => game.tournamentId))
  const approved = team.players.filter((player) => player.status === 'approved').length
  const now = Date.now()
  const chips: { key: string; label: string; isFull: boolean }[] = []
  for (const tournament of tournaments.data ?? []) {
    const rules = tournament.settings.registration
    if (!played.has(tournament.id) || !rules) continue
    if (rules.maxPlayers !== null)
      chips.push({
        key: `${tournament.id}-count`,
        label: t('teams.roster.list_count', { tournament: tournament.name, count: approved, max: rules.maxPlayers }),
        isFull: approved >= rules.maxPlayers,
      })
    if (rules.closesAt) {
      const date = formatDate(rules.closesAt, lang)
      const key = new Date(rules.closesAt).getTime() < now ? 'teams.roster.list_closed' : 'teams.roster.list_closes'
      chips.push({
        key: `${tournament.id}-closes`,
        label: t(key, { tournament: tournament.name, date }),
        isFull: false,
      })
    }
  }
  if (chips.length === 0) return null
  return (
    <Box data-testid="roster-counters" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          size="small"
          variant="outlined"
          color={chip.isFull ? 'warning' : 'default'}
          label={chip.label}
        />
      ))}
    </Box>
  )
}

import LeaderboardIcon from '@mui/icons-material/Leaderboard'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { keyOf, personName, signed } from '#client/lib/competition/competition-display.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { fetchLeaderboards } from '#client/lib/competition/standings-api.ts'
import { useAllSeasons, useAllTournaments } from '#client/lib/competition/use-competition.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import {
  type FilterKey,
  filtersFrom,
  GENRE_OPTIONS,
  TEAM_SIZE_OPTIONS,
  withFilter,
} from '../lib/leaderboard-filters.ts'

const cell = { px: 1, py: 1.1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

/**
 * `/:lang/leaderboards`: teams by points and players by goals across the organization's tournaments, filtered by
 * season, genre, team size and tournament (kept in the address, so a filtered board can be shared).
 */
export function LeaderboardsPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'))
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = filtersFrom(searchParams)
  const seasons = useAllSeasons(organizationId)
  const tournaments = useAllTournaments(organizationId)
  const query = useQuery({
    queryKey: competitionKeys.leaderboards(organizationId, filters),
    queryFn: ({ signal }) => fetchLeaderboards(organizationId, filters, signal),
    placeholderData: keepPreviousData,
  })
  const tournamentOptions = (tournaments.data ?? []).filter(
    (tournament) => !filters.seasonId || tournament.seasonId === filters.seasonId,
  )
  const seasonOf = (id: string) => tournaments.data?.find((tournament) => tournament.id === id)?.seasonId ?? null
  const set = (key: FilterKey, value: string) =>
    setSearchParams(withFilter(searchParams, key, value, seasonOf), { replace: true })

  const select = (key: FilterKey, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[key] ?? ''}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 0 }}
    >
      <MenuItem value="">{t('leaderboards.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )

  const data = query.data
  return (
    <>
      <PageHeader title={t('leaderboards.title')} subtitle={t('leaderboards.subtitle')} />
      <Box
        role="search"
        aria-label={t('leaderboards.filters.label')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          mb: 2.5,
        }}
      >
        {select(
          'seasonId',
          t('leaderboards.filters.season'),
          (seasons.data ?? []).map((season) => ({ value: season.id, label: season.name })),
        )}
        {select(
          'genre',
          t('leaderboards.filters.genre'),
          GENRE_OPTIONS.map((genre) => ({ value: genre, label: t(`leaderboards.genres.${genre}`) })),
        )}
        {select(
          'teamSize',
          t('leaderboards.filters.team_size'),
          TEAM_SIZE_OPTIONS.map((size) => ({ value: String(size), label: t('leaderboards.a_side', { size }) })),
        )}
        {select(
          'tournamentId',
          t('leaderboards.filters.tournament'),
          tournamentOptions.map((tournament) => ({ value: tournament.id, label: tournament.name })),
        )}
      </Box>
      {query.isError ? <FormError message={errorMessage(t, query.error)} /> : null}
      {query.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      ) : null}
      {data && data.tournaments.length === 0 ? (
        <EmptyState
          icon={<LeaderboardIcon />}
          title={t('leaderboards.empty_title')}
          description={t('leaderboards.empty_body')}
        />
      ) : null}
      {data && data.tournaments.length > 0 ? (
        <Stack spacing={2.5} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <Typography variant="body2" color="text.secondary">
            {t('leaderboards.across', {
              count: data.tournaments.length,
              names: data.tournaments.map((tournament) => tournament.name).join(', '),
            })}
          </Typography>
          <Card component="section" aria-labelledby="leaderboard-teams" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <Typography id="leaderboard-teams" variant="h5" component="h2" sx={{ mb: 1, px: { xs: 0.5, sm: 0 } }}>
              {t('leaderboards.teams_title')}
            </Typography>
            {data.teams.length === 0 ? (
              <Typography color="text.secondary">{t('leaderboards.no_games')}</Typography>
            ) : (
              <TableContainer>
                <Table
                  size="small"
                  aria-labelledby="leaderboard-teams"
                  data-testid="leaderboard-teams"
                  sx={{ '& abbr[title]': { textDecoration: 'none', cursor: 'help' } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ ...cell, width: 36, textAlign: 'center' }}>
                        {t('standings.columns.position_short')}
                      </TableCell>
                      <TableCell sx={cell}>{t('standings.columns.team')}</TableCell>
                      <TableCell align="right" sx={cell}>
                        <abbr title={t('standings.columns.played')}>{t('standings.columns.played_short')}</abbr>
                      </TableCell>
                      {isPhone
                        ? null
                        : (['won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst'] as const).map((column) => (
                            <TableCell key={column} align="right" sx={cell}>
                              <abbr title={t(`standings.columns.${keyOf(column)}`)}>
                                {t(`standings.columns.${keyOf(column)}_short`)}
                              </abbr>
                            </TableCell>
                          ))}
                      <TableCell align="right" sx={cell}>
                        <abbr title={t('standings.columns.goal_difference')}>
                          {t('standings.columns.goal_difference_short')}
                        </abbr>
                      </TableCell>
                      <TableCell align="right" sx={{ ...cell, fontWeight: 800 }}>
                        <abbr title={t('standings.columns.points')}>{t('standings.columns.points_short')}</abbr>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.teams.map((team) => (
                      <TableRow key={team.teamId} hover>
                        <TableCell sx={{ ...cell, textAlign: 'center', fontWeight: 700 }}>{team.position}</TableCell>
                        <TableCell
                          component="th"
                          scope="row"
                          sx={{ ...cell, maxWidth: isPhone ? 150 : 320, overflow: 'hidden', textOverflow: 'ellipsis' }}
                        >
                          <Link
                            component={RouterLink}
                            to={localize(`/teams/${team.teamId}`)}
                            sx={{ fontWeight: 600, color: 'text.primary' }}
                          >
                            {team.teamName}
                          </Link>
                        </TableCell>
                        <TableCell align="right" sx={cell}>
                          {team.played}
                        </TableCell>
                        {isPhone
                          ? null
                          : ([team.won, team.drawn, team.lost, team.goalsFor, team.goalsAgainst] as const).map(
                              (value, index) => (
                                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                                <TableCell key={index} align="right" sx={cell}>
                                  {value}
                                </TableCell>
                              ),
                            )}
                        <TableCell align="right" sx={cell}>
                          {signed(team.goalDifference)}
                        </TableCell>
                        <TableCell align="right" sx={{ ...cell, fontWeight: 800 }}>
                          {team.points}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Card>
          <Card component="section" aria-labelledby="leaderboard-players" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <Typography id="leaderboard-players" variant="h5" component="h2" sx={{ mb: 1, px: { xs: 0.5, sm: 0 } }}>
              {t('leaderboards.players_title')}
            </Typography>
            {data.players.length === 0 ? (
              <Typography color="text.secondary">{t('leaderboards.no_goals')}</Typography>
            ) : (
              <TableContainer>
                <Table
                  size="small"
                  aria-labelledby="leaderboard-players"
                  data-testid="leaderboard-players"
                  sx={{ '& abbr[title]': { textDecoration: 'none', cursor: 'help' } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ ...cell, width: 36, textAlign: 'center' }}>
                        {t('standings.columns.position_short')}
                      </TableCell>
                      <TableCell sx={cell}>{t('scorers.player')}</TableCell>
                      <TableCell align="right" sx={cell}>
                        {t('scorers.goals')}
                      </TableCell>
                      <TableCell align="right" sx={cell}>
                        <abbr title={t('scorers.games')}>{t('scorers.games_short')}</abbr>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.players.map((player) => (
                      <TableRow key={player.playerId} hover>
                        <TableCell sx={{ ...cell, textAlign: 'center', fontWeight: 700 }}>{player.position}</TableCell>
                        <TableCell component="th" scope="row" sx={{ ...cell, maxWidth: isPhone ? 200 : 420 }}>
                          <Link
                            component={RouterLink}
                            to={localize(`/players/${player.playerId}`)}
                            sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
                            noWrap
                          >
                            {personName(player)}
                          </Link>
                          <Typography variant="caption" color="text.secondary" noWrap component="div">
                            {player.teams.map((team) => team.name).join(', ')}
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={{ ...cell, fontWeight: 800, fontSize: '1rem' }}>
                          {player.goals}
                        </TableCell>
                        <TableCell align="right" sx={cell}>
                          {player.games}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Card>
        </Stack>
      ) : null}
    </>
  )
}

import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { CardGlyph } from '#client/components/competition/competition-chips.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { personName } from '#client/lib/competition/competition-display.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { fetchDiscipline } from '#client/lib/competition/standings-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'
import { SuspensionsPanel } from './suspensions-panel.tsx'

const cell = { px: 1, py: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const
const stickyBg = 'var(--lp-palette-background-paper)'

function CardHeads() {
  const { t } = useTranslation()
  return (
    <>
      {(['yellow', 'blue', 'red'] as const).map((type) => (
        <TableCell key={type} align="center" sx={cell}>
          <CardGlyph type={type} size={16} />
        </TableCell>
      ))}
      <TableCell align="right" sx={cell}>
        <abbr title={t('discipline.fair_play')}>{t('discipline.fair_play_short')}</abbr>
      </TableCell>
    </>
  )
}

/**
 * Cards and suspensions of the tournament: the players with cards (yellow-card warnings, pending suspensions), the
 * teams' fair play, and the suspensions to review.
 */
export function DisciplineTab({
  organizationId,
  tournament,
  canWrite,
}: {
  organizationId: string
  tournament: Tournament
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const query = useQuery({
    queryKey: competitionKeys.discipline(organizationId, tournament.id),
    queryFn: ({ signal }) => fetchDiscipline(organizationId, tournament.id, signal),
  })
  const limit = query.data?.yellowCardsForSuspension ?? null

  return (
    <Stack spacing={2.5}>
      <SuspensionsPanel
        organizationId={organizationId}
        tournamentId={tournament.id}
        tournamentName={tournament.name}
        canWrite={canWrite && !tournament.deletedAt}
      />
      {query.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {query.isError ? <FormError message={errorMessage(t, query.error)} /> : null}
      {query.data ? (
        <>
          <Card component="section" aria-labelledby="discipline-players" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <Typography id="discipline-players" variant="h5" component="h2" sx={{ px: { xs: 0.5, sm: 0 } }}>
              {t('discipline.players_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, px: { xs: 0.5, sm: 0 } }}>
              {limit === null ? t('discipline.no_yellow_limit') : t('discipline.yellow_limit', { count: limit })}
            </Typography>
            {query.data.players.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 1, px: { xs: 0.5, sm: 0 } }}>
                {t('discipline.no_cards')}
              </Typography>
            ) : (
              <TableContainer>
                <Table
                  size="small"
                  aria-labelledby="discipline-players"
                  data-testid="discipline-players"
                  sx={{ '& abbr[title]': { textDecoration: 'none', cursor: 'help' } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ ...cell, position: 'sticky', left: 0, bgcolor: stickyBg, zIndex: 1 }}>
                        {t('scorers.player')}
                      </TableCell>
                      <CardHeads />
                      <TableCell sx={cell}>{t('discipline.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {query.data.players.map((player) => (
                      <TableRow key={`${player.playerId}-${player.teamId}`} hover data-player={personName(player)}>
                        <TableCell
                          component="th"
                          scope="row"
                          sx={{ ...cell, position: 'sticky', left: 0, bgcolor: stickyBg, zIndex: 1, maxWidth: 180 }}
                        >
                          <Link
                            component={RouterLink}
                            to={localize(`/players/${player.playerId}`)}
                            sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
                            noWrap
                          >
                            {personName(player)}
                          </Link>
                          <Typography variant="caption" color="text.secondary" noWrap component="div">
                            {player.teamName}
                          </Typography>
                        </TableCell>
                        <TableCell align="center" sx={cell}>
                          {player.yellow}
                        </TableCell>
                        <TableCell align="center" sx={cell}>
                          {player.blue}
                        </TableCell>
                        <TableCell align="center" sx={cell}>
                          {player.red}
                        </TableCell>
                        <TableCell align="right" sx={{ ...cell, fontWeight: 700 }}>
                          {player.fairPlayPoints}
                        </TableCell>
                        <TableCell sx={cell}>
                          <Box sx={{ display: 'flex', gap: 0.5 }}>
                            {player.warning ? (
                              <Chip
                                size="small"
                                color="warning"
                                variant="outlined"
                                label={t(`games.warnings.${player.warning}_short`)}
                              />
                            ) : null}
                            {player.pendingSuspensions > 0 ? (
                              <Chip
                                size="small"
                                color="error"
                                label={t('discipline.pending', { count: player.pendingSuspensions })}
                              />
                            ) : null}
                          </Box>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Card>
          {query.data.teams.length > 0 ? (
            <Card component="section" aria-labelledby="discipline-teams" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <Typography id="discipline-teams" variant="h5" component="h2" sx={{ px: { xs: 0.5, sm: 0 } }}>
                {t('discipline.teams_title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1, px: { xs: 0.5, sm: 0 } }}>
                {t('discipline.teams_hint')}
              </Typography>
              <TableContainer>
                <Table
                  size="small"
                  aria-labelledby="discipline-teams"
                  sx={{ '& abbr[title]': { textDecoration: 'none', cursor: 'help' } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell sx={cell}>{t('scorers.team')}</TableCell>
                      <CardHeads />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {query.data.teams.map((team) => (
                      <TableRow key={team.teamId} hover>
                        <TableCell
                          component="th"
                          scope="row"
                          sx={{ ...cell, fontWeight: 600, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}
                        >
                          {team.teamName}
                        </TableCell>
                        <TableCell align="center" sx={cell}>
                          {team.yellow}
                        </TableCell>
                        <TableCell align="center" sx={cell}>
                          {team.blue}
                        </TableCell>
                        <TableCell align="center" sx={cell}>
                          {team.red}
                        </TableCell>
                        <TableCell align="right" sx={{ ...cell, fontWeight: 700 }}>
                          {team.fairPlayPoints}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Card>
          ) : null}
        </>
      ) : null}
    </Stack>
  )
}

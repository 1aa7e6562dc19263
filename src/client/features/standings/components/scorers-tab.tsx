import SportsSoccerIcon from '@mui/icons-material/SportsSoccer'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { TeamCrest } from '#client/components/competition/team-crest.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { ExportButton } from '#client/components/export-button.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { personName } from '#client/lib/competition/competition-display.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { fetchScorers } from '#client/lib/competition/standings-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'

const cell = { px: 1, py: 1.25, fontVariantNumeric: 'tabular-nums' } as const

/** The tournament's top scorers: players on the same goals share a position. */
export function ScorersTab({ organizationId, tournament }: { organizationId: string; tournament: Tournament }) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'))
  const query = useQuery({
    queryKey: competitionKeys.scorers(organizationId, tournament.id),
    queryFn: ({ signal }) => fetchScorers(organizationId, tournament.id, signal),
  })
  if (query.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />
  if (query.isError) return <FormError message={errorMessage(t, query.error)} />
  const items = query.data.items
  if (items.length === 0) {
    return (
      <EmptyState icon={<SportsSoccerIcon />} title={t('scorers.empty_title')} description={t('scorers.empty_body')} />
    )
  }
  return (
    <Card component="section" aria-labelledby="scorers-title" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="scorers-title" variant="h5" component="h2" sx={{ px: { xs: 0.5, sm: 0 } }}>
          {t('scorers.title')}
        </Typography>
        <ExportButton organizationId={organizationId} path={`/tournaments/${tournament.id}/scorers`} />
      </Box>
      <Table
        size="small"
        aria-labelledby="scorers-title"
        data-testid="scorers-table"
        sx={{ '& abbr[title]': { textDecoration: 'none', cursor: 'help' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...cell, width: 40, textAlign: 'center' }}>
              <abbr title={t('standings.columns.position')}>{t('standings.columns.position_short')}</abbr>
            </TableCell>
            <TableCell sx={cell}>{t('scorers.player')}</TableCell>
            {isPhone ? null : <TableCell sx={cell}>{t('scorers.team')}</TableCell>}
            <TableCell align="right" sx={cell}>
              {t('scorers.goals')}
            </TableCell>
            <TableCell align="right" sx={cell}>
              <abbr title={t('scorers.games')}>{t('scorers.games_short')}</abbr>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.playerId} data-testid="scorer-row" data-player={personName(item)} hover>
              <TableCell sx={{ ...cell, textAlign: 'center', fontWeight: 700 }}>{item.position}</TableCell>
              <TableCell component="th" scope="row" sx={{ ...cell, maxWidth: isPhone ? 180 : 320 }}>
                <Link
                  component={RouterLink}
                  to={localize(`/players/${item.playerId}`)}
                  sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
                  noWrap
                >
                  {personName(item)}
                </Link>
                {isPhone ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                    <TeamCrest teamId={item.teamId} name={item.teamName} size={16} />
                    <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ minWidth: 0 }}>
                      {item.teamName}
                    </Typography>
                  </Box>
                ) : null}
              </TableCell>
              {isPhone ? null : (
                <TableCell sx={cell}>
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', color: 'text.secondary' }}
                  >
                    {item.teams.map((team) => (
                      <Box
                        key={team.id}
                        component="span"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                      >
                        <TeamCrest teamId={team.id} name={team.name} size={22} />
                        {team.name}
                      </Box>
                    ))}
                  </Box>
                </TableCell>
              )}
              <TableCell align="right" sx={{ ...cell, fontWeight: 800, fontSize: '1rem' }}>
                {item.goals}
              </TableCell>
              <TableCell align="right" sx={cell}>
                {item.games}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}

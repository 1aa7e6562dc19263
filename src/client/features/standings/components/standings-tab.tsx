import LeaderboardIcon from '@mui/icons-material/Leaderboard'
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WithdrawTeamDialog } from '#client/components/competition/withdraw-team-dialog.tsx'
import { EmptyState } from '#client/components/empty-state.tsx'
import { ExportButton } from '#client/components/export-button.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { fetchStandings } from '#client/lib/competition/standings-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'
import { PointAdjustments } from './point-adjustments.tsx'
import { StandingsTable } from './standings-table.tsx'

/** Standings per group (docs/product.md rules, computed by the server), then the point adjustments. */
export function StandingsTab({
  organizationId,
  tournament,
  canWrite,
}: {
  organizationId: string
  tournament: Tournament
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const [isWithdrawing, setWithdrawing] = useState(false)
  const query = useQuery({
    queryKey: competitionKeys.standings(organizationId, tournament.id),
    queryFn: ({ signal }) => fetchStandings(organizationId, tournament.id, signal),
  })
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={320} />
      </Stack>
    )
  }
  if (query.isError) return <FormError message={errorMessage(t, query.error)} />
  const groups = query.data.groups.filter((group) => group.rows.length > 0)
  const teams = query.data.groups
    .flatMap((group) => group.rows.map((row) => ({ id: row.teamId, name: row.teamName })))
    .sort((a, b) => a.name.localeCompare(b.name))
  const stillIn = query.data.groups
    .flatMap((group) => group.rows.filter((row) => !row.withdrawn))
    .map((row) => ({
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      teamId: row.teamId,
      teamName: row.teamName,
    }))
    .sort((a, b) => a.teamName.localeCompare(b.teamName))
  const canWithdraw = canWrite && !tournament.deletedAt && stillIn.length > 0
  return (
    <Stack spacing={2.5}>
      {groups.length === 0 ? (
        <EmptyState
          icon={<LeaderboardIcon />}
          title={t('standings.empty_title')}
          description={t('standings.empty_body')}
        />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
          {canWithdraw ? (
            <Button
              color="inherit"
              onClick={() => setWithdrawing(true)}
              startIcon={<PersonOffIcon />}
              data-testid="withdraw-team"
              sx={{ minHeight: 44 }}
            >
              {t('withdraw.action')}
            </Button>
          ) : null}
          <ExportButton organizationId={organizationId} path={`/tournaments/${tournament.id}/standings`} />
        </Box>
      )}
      {groups.length === 0
        ? null
        : groups.map((group) => {
            const title = group.name ?? t('standings.single_table')
            return (
              <Card
                key={group.groupId ?? 'all'}
                component="section"
                aria-label={title}
                data-testid="standings-group"
                sx={{ p: { xs: 1.5, sm: 2.5 } }}
              >
                <Typography variant="h5" component="h2" sx={{ mb: 1, px: { xs: 0.5, sm: 0 } }}>
                  {title}
                </Typography>
                <StandingsTable rows={group.rows} caption={t('standings.table_of', { group: title })} />
              </Card>
            )
          })}
      <Typography variant="body2" color="text.secondary">
        {t('standings.counts_hint')}
      </Typography>
      {isWithdrawing ? (
        <WithdrawTeamDialog
          organizationId={organizationId}
          options={stillIn}
          pick="team"
          onClose={() => setWithdrawing(false)}
        />
      ) : null}
      <PointAdjustments
        organizationId={organizationId}
        tournamentId={tournament.id}
        teams={teams}
        canWrite={canWrite && !tournament.deletedAt}
      />
    </Stack>
  )
}

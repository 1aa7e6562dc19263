import PersonAddIcon from '@mui/icons-material/PersonAdd'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { PrivateValue } from '#client/components/private-value.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { fullName, initialsOf } from '#client/lib/league-data/display.ts'
import { positionLabel } from '#client/lib/league-data/positions.ts'
import { useRosterWrites } from '#client/lib/league-data/use-roster-writes.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { RosterPlayer, TeamDetail } from '../api/teams-api.ts'
import { RosterCounters } from './roster-counters.tsx'
import { RosterDecision, RosterStatus } from './roster-decision.tsx'

/**
 * The "add a player" panel (search by name or DNI), which the route composes from features/players: it gets the
 * team and who is on its roster already.
 */
export type RenderAddPlayer = (target: {
  teamId: string
  teamName: string
  rosterIds: ReadonlySet<string>
}) => ReactNode

/**
 * The team's players (its registered list: decision 0038) with the date each was added, pending and rejected entries
 * marked with the reason; the list's counters per tournament; managers add (by name or DNI), approve or reject pending
 * additions and remove players.
 */
export function RosterCard({
  organizationId,
  team,
  canWrite,
  renderAddPlayer,
}: {
  organizationId: string
  team: TeamDetail
  canWrite: boolean
  renderAddPlayer: RenderAddPlayer
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const toast = useToast()
  const { remove } = useRosterWrites(organizationId)
  const [isAdding, setIsAdding] = useState(false)
  const [toRemove, setToRemove] = useState<RosterPlayer | null>(null)
  const rosterIds = new Set(team.players.map((player) => player.id))

  const confirmRemove = () => {
    if (!toRemove) return
    remove.mutate(
      { teamId: team.id, playerId: toRemove.id },
      {
        onSuccess: () => toast.success(t('teams.roster.removed', { name: fullName(toRemove), team: team.name })),
        onError: (error) => toast.error(errorMessage(t, error)),
        onSettled: () => setToRemove(null),
      },
    )
  }

  return (
    <Card component="section" aria-labelledby="team-roster" sx={{ p: { xs: 2, sm: 2.5, md: 3.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Box>
          <Typography id="team-roster" variant="h4" component="h2">
            {t('teams.roster.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('teams.player_count', { count: team.players.length })}
          </Typography>
          <RosterCounters organizationId={organizationId} team={team} />
        </Box>
        {canWrite ? (
          <Button
            variant={isAdding ? 'text' : 'contained'}
            startIcon={isAdding ? undefined : <PersonAddIcon />}
            onClick={() => setIsAdding((value) => !value)}
            aria-expanded={isAdding}
          >
            {isAdding ? t('common.close') : t('teams.roster.add_player')}
          </Button>
        ) : null}
      </Box>
      {isAdding ? (
        <Box sx={{ mb: 2 }}>{renderAddPlayer({ teamId: team.id, teamName: team.name, rosterIds })}</Box>
      ) : null}
      {team.players.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {canWrite ? t('teams.roster.empty') : t('teams.roster.empty_read_only')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('teams.roster.title')}
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {team.players.map((player) => (
            <Box
              component="li"
              key={player.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, minWidth: 0 }}
            >
              <Avatar src={player.photoThumbUrl ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
                {initialsOf(fullName(player))}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  component={RouterLink}
                  to={localize(`/players/${player.id}`)}
                  sx={{
                    fontWeight: 600,
                    color: 'text.primary',
                    textDecoration: 'none',
                    '&:hover': { textDecoration: 'underline' },
                  }}
                >
                  {fullName(player)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    player.jerseyNumber === null ? null : `#${player.jerseyNumber}`,
                    positionLabel(t, player.position) || null,
                    t('teams.roster.added_on', { date: formatDate(player.addedAt, lang) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {player.dni ? (
                    <>
                      {' · '}
                      <PrivateValue>{t('players.dni_value', { dni: player.dni })}</PrivateValue>
                    </>
                  ) : null}
                </Typography>
                <RosterStatus status={player.status} rejectReason={player.rejectReason} />
              </Box>
              {canWrite && player.status === 'pending' ? (
                <RosterDecision
                  organizationId={organizationId}
                  teamId={team.id}
                  teamName={team.name}
                  player={{ id: player.id, name: fullName(player) }}
                />
              ) : null}
              {canWrite ? (
                <IconButton
                  aria-label={t('teams.roster.remove_named', { name: fullName(player) })}
                  onClick={() => setToRemove(player)}
                  size="small"
                >
                  <PersonRemoveIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('teams.roster.remove_title')}
        description={t('teams.roster.remove_description', {
          name: toRemove ? fullName(toRemove) : '',
          team: team.name,
        })}
        confirmLabel={t('teams.roster.remove')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
      />
    </Card>
  )
}

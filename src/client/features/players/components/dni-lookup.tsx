import BadgeIcon from '@mui/icons-material/Badge'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { fullName } from '#client/lib/league-data/display.ts'
import { positionLabel } from '#client/lib/league-data/positions.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { usePlayerByDni } from '../hooks/use-player-by-dni.ts'
import { AddToTeamDialog } from './add-to-team-dialog.tsx'
import { PlayerAvatar } from './player-avatar.tsx'

/**
 * Typing a DNI in the players' search finds the one player who has it (`GET players?dni=`) and offers to open them
 * or add them to a team; when nobody has it, to create the player with it.
 */
export function DniLookup({
  organizationId,
  text,
  canWrite,
}: {
  organizationId: string
  text: string
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const { dni, player, isLoading } = usePlayerByDni(organizationId, text)
  const [isAdding, setIsAdding] = useState(false)
  if (!dni) return null

  return (
    <Card
      component="section"
      aria-label={t('players.dni_lookup.title', { dni })}
      aria-live="polite"
      data-testid="dni-lookup"
      sx={{ p: { xs: 1.75, sm: 2 }, mb: 2.5, borderColor: 'primary.main', borderWidth: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.25, color: 'primary.main' }}>
        <BadgeIcon fontSize="small" />
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('players.dni_lookup.title', { dni })}
        </Typography>
      </Box>
      {isLoading ? (
        <Skeleton variant="rounded" height={56} />
      ) : player ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <PlayerAvatar player={player} size={48} />
          <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{fullName(player)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                player.jerseyNumber === null ? null : `#${player.jerseyNumber}`,
                positionLabel(t, player.position) || null,
                player.teams.length > 0
                  ? player.teams.map((team) => team.name).join(', ')
                  : t('players.no_teams_short'),
                player.deletedAt ? t('lists.deleted_label') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={localize(`/players/${player.id}`)}
              variant="contained"
              size="small"
              startIcon={<OpenInNewIcon />}
            >
              {t('players.dni_lookup.open')}
            </Button>
            {canWrite && !player.deletedAt ? (
              <Button variant="outlined" size="small" startIcon={<GroupAddIcon />} onClick={() => setIsAdding(true)}>
                {t('players.add_to_team')}
              </Button>
            ) : null}
          </Box>
          {canWrite ? (
            <AddToTeamDialog
              organizationId={organizationId}
              player={player}
              open={isAdding}
              onClose={() => setIsAdding(false)}
            />
          ) : null}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 200px' }}>
            {t('players.dni_lookup.none', { dni })}
          </Typography>
          {canWrite ? (
            <Button
              component={RouterLink}
              to={localize(`/players/new?dni=${encodeURIComponent(dni)}`)}
              size="small"
              variant="outlined"
              startIcon={<PersonAddIcon />}
            >
              {t('players.dni_lookup.create')}
            </Button>
          ) : null}
        </Box>
      )}
    </Card>
  )
}

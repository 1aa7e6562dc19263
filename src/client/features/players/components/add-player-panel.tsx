import PersonAddIcon from '@mui/icons-material/PersonAdd'
import SearchIcon from '@mui/icons-material/Search'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ItemList, ItemRow } from '#client/components/item-row.tsx'
import { ruleErrorText } from '#client/lib/competition/eligibility-text.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { fullName, initialsOf } from '#client/lib/league-data/display.ts'
import { positionLabel } from '#client/lib/league-data/positions.ts'
import { useQuickSearch } from '#client/lib/league-data/use-quick-search.ts'
import { useRosterWrites } from '#client/lib/league-data/use-roster-writes.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { Player } from '../api/players-api.ts'
import { usePlayerByDni } from '../hooks/use-player-by-dni.ts'

/**
 * "Add a player": search by name or DNI (server-side, as you type). A DNI finds the one player who has it; when
 * nobody does, the panel offers to create them with that DNI. The team's roster card shows it (composed by
 * app/routes/teams-detail-route.tsx).
 */
export function AddPlayerPanel({
  organizationId,
  teamId,
  teamName,
  rosterIds,
}: {
  organizationId: string
  teamId: string
  teamName: string
  rosterIds: ReadonlySet<string>
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const lang = useLang()
  const localize = useLocalize()
  const [text, setText] = useState('')
  const search = useQuickSearch<Player>(organizationId, 'players', text, text.trim().length > 0)
  const byDni = usePlayerByDni(organizationId, text)
  const { add } = useRosterWrites(organizationId)

  const matches = byDni.player
    ? [byDni.player, ...search.items.filter((player) => player.id !== byDni.player?.id)]
    : search.items
  const hasText = text.trim().length > 0

  const addPlayer = (player: Player) =>
    add.mutate(
      { teamId, playerId: player.id },
      {
        onSuccess: (entry) =>
          entry.status === 'pending'
            ? toast.info(t('registration_rules.pending', { name: fullName(player) }))
            : toast.success(t('teams.roster.added', { name: fullName(player), team: teamName })),
        // a rule of the registered list says which, with its numbers (decision 0038)
        onError: (error) => toast.error(ruleErrorText(t, lang, error) ?? errorMessage(t, error)),
      },
    )

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '16px', bgcolor: 'action.hover' }}>
      <TextField
        type="search"
        size="small"
        autoFocus
        label={t('teams.roster.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        helperText={t('teams.roster.search_hint')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {hasText ? (
        search.query.isPending || byDni.isLoading ? (
          <Box sx={{ mt: 1.5 }}>
            <Skeleton variant="rounded" height={48} />
          </Box>
        ) : matches.length === 0 ? (
          <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              {byDni.dni ? t('players.dni_lookup.none', { dni: byDni.dni }) : t('teams.roster.no_matches')}
            </Typography>
            <Button
              component={RouterLink}
              size="small"
              startIcon={<PersonAddIcon />}
              to={localize(
                `/players/new?teamId=${teamId}${byDni.dni ? `&dni=${encodeURIComponent(byDni.dni)}` : `&name=${encodeURIComponent(text.trim())}`}`,
              )}
            >
              {t('players.new')}
            </Button>
          </Box>
        ) : (
          <Box sx={{ mt: 1 }}>
            <ItemList label={t('teams.roster.results')}>
              {matches.map((player) => {
                const isOnRoster = rosterIds.has(player.id)
                const isDniMatch = byDni.player?.id === player.id
                return (
                  <ItemRow
                    key={player.id}
                    action={
                      <Button
                        size="small"
                        variant={isDniMatch ? 'contained' : 'outlined'}
                        disabled={isOnRoster}
                        loading={add.isPending && add.variables?.playerId === player.id}
                        onClick={() => addPlayer(player)}
                        aria-label={t('teams.roster.add_named', { name: fullName(player) })}
                      >
                        {isOnRoster ? t('teams.roster.on_roster') : t('teams.roster.add')}
                      </Button>
                    }
                    leading={
                      <Avatar src={player.photoThumbUrl ?? undefined} alt="">
                        {initialsOf(fullName(player))}
                      </Avatar>
                    }
                    primary={fullName(player)}
                    secondary={[
                      player.dni ? t('players.dni_value', { dni: player.dni }) : null,
                      positionLabel(t, player.position) || null,
                      isDniMatch ? t('players.dni_lookup.match') : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                )
              })}
            </ItemList>
          </Box>
        )
      ) : null}
    </Box>
  )
}

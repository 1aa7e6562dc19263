import SearchIcon from '@mui/icons-material/Search'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import InputAdornment from '@mui/material/InputAdornment'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ItemList, ItemRow } from '#client/components/item-row.tsx'
import { ruleErrorText } from '#client/lib/competition/eligibility-text.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { fullName, initialsOf } from '#client/lib/league-data/display.ts'
import { useQuickSearch } from '#client/lib/league-data/use-quick-search.ts'
import { useRosterWrites } from '#client/lib/league-data/use-roster-writes.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { Team } from '#domain/teams/team.schema.ts'

/** "Add to a team": find the team by name and add the player to its roster (a player may be in several). */
export function AddToTeamDialog({
  organizationId,
  player,
  open,
  onClose,
}: {
  organizationId: string
  player: { id: string; firstname: string; lastname: string; teams: { id: string }[] }
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const lang = useLang()
  const titleId = useId()
  const [text, setText] = useState('')
  const search = useQuickSearch<Team>(organizationId, 'teams', text, open)
  const { add } = useRosterWrites(organizationId)
  const teamIds = new Set(player.teams.map((team) => team.id))
  const name = fullName(player)

  const addTo = (team: Team) =>
    add.mutate(
      { teamId: team.id, playerId: player.id },
      {
        onSuccess: (entry) => {
          if (entry.status === 'pending') toast.info(t('registration_rules.pending', { name }))
          else toast.success(t('teams.roster.added', { name, team: team.name }))
          onClose()
        },
        // a rule of the registered list says which, with its numbers (decision 0038)
        onError: (error) => toast.error(ruleErrorText(t, lang, error) ?? errorMessage(t, error)),
      },
    )

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('players.add_to_team_title', { name })}</DialogTitle>
      <DialogContent>
        <TextField
          type="search"
          size="small"
          autoFocus
          label={t('teams.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          sx={{ mt: 1 }}
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
        {search.query.isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ mt: 1.5 }} />
        ) : search.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {search.q ? t('lists.no_matches') : t('teams.empty.title')}
          </Typography>
        ) : (
          <ItemList label={t('teams.title')}>
            {search.items.map((team) => {
              const isMember = teamIds.has(team.id)
              return (
                <ItemRow
                  key={team.id}
                  action={
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={isMember}
                      loading={add.isPending && add.variables?.teamId === team.id}
                      onClick={() => addTo(team)}
                      aria-label={t('players.add_to_named_team', { team: team.name })}
                    >
                      {isMember ? t('teams.roster.on_roster') : t('teams.roster.add')}
                    </Button>
                  }
                  leading={
                    <Avatar src={team.pictureThumbUrl ?? undefined} alt="" variant="rounded">
                      {initialsOf(team.name)}
                    </Avatar>
                  }
                  primary={team.name}
                  secondary={[team.alias, t('teams.player_count', { count: team.playerCount })]
                    .filter(Boolean)
                    .join(' · ')}
                />
              )
            })}
          </ItemList>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

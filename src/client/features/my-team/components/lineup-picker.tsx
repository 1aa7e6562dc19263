import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { playerLabel } from '#client/lib/competition/competition-display.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { fetchGameEligibility } from '#client/lib/competition/eligibility-api.ts'
import { reasonsText } from '#client/lib/competition/eligibility-text.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { fetchLineups, myTeamKeys, saveMyLineup } from '../api/my-team-api.ts'

type RosterPlayer = {
  id: string
  firstname: string
  lastname: string
  jerseyNumber: number | null
  status: 'approved' | 'pending' | 'rejected'
}

/**
 * The delegate's side of a game's line-up (decision 0039): the team's list as checkboxes, saved alone (the other side
 * is the other delegate's). Who may play comes first; the others are greyed with why, from the game's eligibility
 * (suspended, not approved, outside the category…: decision 0038), or their list status until it has answered. The
 * server refuses a player who may not play whatever this shows.
 */
export function LineupPicker({
  organizationId,
  gameId,
  side,
  roster,
  isClosed,
}: {
  organizationId: string
  gameId: string
  side: 'home' | 'away'
  roster: RosterPlayer[]
  isClosed: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const queryClient = useQueryClient()
  const lineups = useQuery({
    queryKey: myTeamKeys.lineups(organizationId, gameId),
    queryFn: ({ signal }) => fetchLineups(organizationId, gameId, signal),
  })
  const eligibility = useQuery({
    queryKey: competitionKeys.eligibility(organizationId, gameId),
    queryFn: ({ signal }) => fetchGameEligibility(organizationId, gameId, signal),
    retry: false,
  })
  const whyNot = new Map(
    (eligibility.data?.[side].players ?? [])
      .filter((entry) => !entry.eligible)
      .map((entry) => [entry.playerId, reasonsText(t, lang, entry.reasons)]),
  )
  const reasonOf = (player: RosterPlayer): string | null =>
    eligibility.data
      ? (whyNot.get(player.id) ?? null)
      : player.status === 'approved'
        ? null
        : t(`my_team.roster.${player.status}`)
  const [chosen, setChosen] = useState<string[] | null>(null)
  const saved = lineups.data?.[side].map((p) => p.playerId) ?? []
  const value = chosen ?? saved
  const save = useMutation({
    mutationFn: () => saveMyLineup(organizationId, gameId, side, value),
    onSuccess: (data) => {
      queryClient.setQueryData(myTeamKeys.lineups(organizationId, gameId), data)
      setChosen(null)
      toast.success(t('my_team.lineup.saved'))
    },
  })
  const toggle = (id: string) => setChosen(value.includes(id) ? value.filter((v) => v !== id) : [...value, id])
  const players = [...roster].sort(
    (a, b) =>
      Number(reasonOf(a) !== null) - Number(reasonOf(b) !== null) ||
      (a.jerseyNumber ?? 999) - (b.jerseyNumber ?? 999) ||
      a.lastname.localeCompare(b.lastname),
  )
  return (
    <Stack spacing={1} component="section" aria-labelledby={`lineup-${gameId}`}>
      <Typography id={`lineup-${gameId}`} variant="h6" component="h3">
        {t('my_team.lineup.title')}
      </Typography>
      {isClosed ? (
        <Alert severity="info">{t('my_team.lineup.closed')}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('my_team.lineup.help')}
        </Typography>
      )}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {players.map((player) => (
          <li key={player.id}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={value.includes(player.id)}
                  onChange={() => toggle(player.id)}
                  disabled={isClosed || lineups.isPending || (reasonOf(player) !== null && !value.includes(player.id))}
                />
              }
              label={reasonOf(player) === null ? playerLabel(player) : `${playerLabel(player)} · ${reasonOf(player)}`}
            />
          </li>
        ))}
      </Stack>
      <FormError message={save.isError ? errorMessage(t, save.error) : null} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={isClosed || lineups.isPending}
        >
          {t('my_team.lineup.save')}
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('my_team.lineup.count', { count: value.length })}
        </Typography>
      </Stack>
    </Stack>
  )
}

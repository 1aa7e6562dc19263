import Card from '@mui/material/Card'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { useAllTournaments } from '#client/lib/competition/use-competition.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { type Organization, sessionKeys } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { updateOrganization } from '../api/organizations-api.ts'

const AUTOMATIC = 'automatic'

/**
 * The /league page's cups and sharing (decision 0049): whether knockout games are created as drafts, whether public
 * game pages name the referee (decision 0050), and which tournament the league's share card shows (automatic: the one
 * with the latest game). Each change saves at once.
 */
export function LeagueCupsCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const tournaments = useAllTournaments(organization.id)
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)

  const save = async (body: {
    knockoutGamesAsDrafts?: boolean
    showRefereePublicly?: boolean
    shareTournamentId?: string | null
  }) => {
    setError(null)
    setIsPending(true)
    try {
      const saved = await updateOrganization(organization.id, body)
      queryClient.setQueryData(sessionKeys.organization(organization.id), { ...organization, ...saved })
      toast.success(t('league.cups.saved'))
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsPending(false)
    }
  }
  const active = (tournaments.data ?? []).filter((each) => !each.deletedAt)
  const picked = active.some((each) => each.id === organization.shareTournamentId)
    ? (organization.shareTournamentId as string)
    : AUTOMATIC

  return (
    <Card component="section" aria-labelledby="league-cups" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack spacing={2}>
        <Typography id="league-cups" variant="h4" component="h2">
          {t('league.cups.title')}
        </Typography>
        <FormError message={error} />
        <Stack spacing={0.5}>
          <FormControlLabel
            control={
              <Switch
                checked={organization.knockoutGamesAsDrafts === true}
                disabled={!canEdit || isPending}
                onChange={(event) => void save({ knockoutGamesAsDrafts: event.target.checked })}
              />
            }
            label={t('league.cups.drafts')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('league.cups.drafts_hint')}
          </Typography>
        </Stack>
        <Stack spacing={0.5}>
          <FormControlLabel
            control={
              <Switch
                checked={organization.showRefereePublicly === true}
                disabled={!canEdit || isPending}
                onChange={(event) => void save({ showRefereePublicly: event.target.checked })}
              />
            }
            label={t('league.cups.referee')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('league.cups.referee_hint')}
          </Typography>
        </Stack>
        <TextField
          select
          label={t('league.cups.share_tournament')}
          helperText={t('league.cups.share_tournament_hint')}
          value={tournaments.isPending ? AUTOMATIC : picked}
          disabled={!canEdit || isPending}
          onChange={(event) =>
            void save({ shareTournamentId: event.target.value === AUTOMATIC ? null : event.target.value })
          }
        >
          <MenuItem value={AUTOMATIC}>{t('league.cups.share_automatic')}</MenuItem>
          {active.map((each) => (
            <MenuItem key={each.id} value={each.id}>
              {each.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Card>
  )
}

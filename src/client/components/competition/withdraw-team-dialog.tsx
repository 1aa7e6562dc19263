import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { withdrawTeam } from '#client/lib/competition/fixtures-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'

/** A team in a tournament it can withdraw from. */
export type WithdrawOption = { tournamentId: string; tournamentName: string; teamId: string; teamName: string }

type Unplayed = 'remove' | 'walkover'

/**
 * "Withdraw from the tournament" (decision 0027): the team's played games stay; the admin chooses whether its
 * unplayed games are removed or awarded to the opponents as walkovers; the standings then show it as retired. Opened
 * from a tournament's standings (one option per team) or from a team that cannot be deleted because it has games (one
 * option per tournament it plays in); `intro` says why.
 */
export function WithdrawTeamDialog({
  organizationId,
  options,
  pick,
  intro,
  onClose,
  onDone,
}: {
  organizationId: string
  options: WithdrawOption[]
  /** what the picker chooses between when there are several options */
  pick: 'team' | 'tournament'
  intro?: string
  onClose: () => void
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const titleId = useId()
  const [index, setIndex] = useState(options.length === 1 ? 0 : -1)
  const [unplayed, setUnplayed] = useState<Unplayed>('walkover')
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const chosen = options[index]

  const submit = async () => {
    if (!chosen) {
      setError(t(pick === 'team' ? 'withdraw.pick_team' : 'withdraw.pick_tournament'))
      return
    }
    setPending(true)
    setError(null)
    try {
      const done = await withdrawTeam(organizationId, chosen.tournamentId, chosen.teamId, { unplayed })
      await queryClient.invalidateQueries()
      toast.success(
        unplayed === 'walkover'
          ? t('withdraw.done_walkover', {
              team: chosen.teamName,
              tournament: chosen.tournamentName,
              count: done.walkoverGameIds.length,
            })
          : t('withdraw.done_remove', {
              team: chosen.teamName,
              tournament: chosen.tournamentName,
              count: done.removedGameIds.length,
            }),
      )
      onDone?.()
      onClose()
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {chosen && pick === 'tournament' && options.length === 1
          ? t('withdraw.title_of', { team: chosen.teamName, tournament: chosen.tournamentName })
          : t('withdraw.title')}
      </DialogTitle>
      <DialogContent>
        {intro ? (
          <Alert severity="warning" sx={{ mb: 2, borderRadius: '12px' }} data-testid="withdraw-intro">
            {intro}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('withdraw.body')}
        </Typography>
        <FormError message={error} />
        {options.length > 1 ? (
          <TextField
            select
            fullWidth
            label={t(pick === 'team' ? 'withdraw.team' : 'withdraw.tournament')}
            value={index < 0 ? '' : String(index)}
            onChange={(event) => setIndex(Number(event.target.value))}
            sx={{ my: 1.5 }}
          >
            {options.map((option, at) => (
              <MenuItem key={`${option.tournamentId}:${option.teamId}`} value={String(at)} sx={{ minHeight: 44 }}>
                {pick === 'team' ? option.teamName : option.tournamentName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {options.length === 0 ? (
          <Typography sx={{ my: 1.5 }}>{t('withdraw.none')}</Typography>
        ) : (
          <RadioGroup
            aria-label={t('withdraw.unplayed')}
            value={unplayed}
            onChange={(event) => setUnplayed(event.target.value as Unplayed)}
          >
            {(['walkover', 'remove'] as const).map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
                label={
                  <>
                    <Typography sx={{ fontWeight: 600 }}>{t(`withdraw.modes.${mode}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`withdraw.modes.${mode}_hint`)}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        {options.length > 0 ? (
          <Button variant="contained" color="error" onClick={() => void submit()} loading={isPending}>
            {t('withdraw.submit')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  )
}

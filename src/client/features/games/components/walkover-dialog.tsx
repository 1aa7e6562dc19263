import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'

type Side = 'home' | 'away'

/**
 * A walkover ("W.O.", decision 0020): the admin picks the team that wins without playing; the server gives it the
 * tournament's walkover score, with no scorers. Confirming it is offered at once (a W.O. is declared on match day).
 */
export function WalkoverDialog({
  homeName,
  awayName,
  winner: initialWinner,
  canConfirm,
  onClose,
  onSubmit,
}: {
  homeName: string
  awayName: string
  /** the winner of the walkover already recorded, if any */
  winner: Side | null
  /** the game is not confirmed yet: offer confirming it with the walkover */
  canConfirm: boolean
  onClose: () => void
  /** resolves when saved; rejects with the error to show */
  onSubmit: (winner: Side, confirm: boolean) => Promise<void>
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [winner, setWinner] = useState<Side | null>(initialWinner)
  const [confirm, setConfirm] = useState(canConfirm)
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (!winner) {
      setError(t('games.walkover.pick_winner'))
      return
    }
    setPending(true)
    setError(null)
    try {
      await onSubmit(winner, canConfirm && confirm)
      onClose()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('games.walkover.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('games.walkover.body')}
        </Typography>
        <FormError message={error} />
        <RadioGroup
          aria-label={t('games.walkover.winner')}
          value={winner ?? ''}
          onChange={(event) => {
            setWinner(event.target.value as Side)
            setError(null)
          }}
          sx={{ mt: error ? 1.5 : 0 }}
        >
          {(
            [
              ['home', homeName],
              ['away', awayName],
            ] as const
          ).map(([side, name]) => (
            <FormControlLabel
              key={side}
              value={side}
              control={<Radio />}
              label={t('games.walkover.wins', { team: name })}
              sx={{ minHeight: 48 }}
            />
          ))}
        </RadioGroup>
        {canConfirm ? (
          <FormControlLabel
            control={<Checkbox checked={confirm} onChange={(event) => setConfirm(event.target.checked)} />}
            label={t('games.walkover.confirm')}
            sx={{ mt: 1, minHeight: 48 }}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={isPending}>
          {t('games.walkover.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

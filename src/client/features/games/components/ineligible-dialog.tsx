import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { REASON_MAX } from '#client/lib/competition/competition-constants.ts'
import { reasonsText } from '#client/lib/competition/eligibility-text.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { IneligibleRefusal } from '../hooks/use-ineligible-override.ts'

/**
 * A save refused because players may not play (409 PLAYER_NOT_ELIGIBLE): who and why. An admin or manager may save
 * anyway with a reason (kept on the game, which then shows "ineligible player fielded"); a scorer is told to ask one.
 */
export function IneligibleDialog({
  refusal,
  canOverride,
  names,
  onClose,
}: {
  refusal: IneligibleRefusal
  canOverride: boolean
  /** the sheet's players by id (the refusal names them by id) */
  names: ReadonlyMap<string, string>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const titleId = useId()
  const [reason, setReason] = useState('')
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [isReasonMissing, setIsReasonMissing] = useState(false)

  const submit = async () => {
    if (reason.trim() === '') {
      setIsReasonMissing(true)
      return
    }
    setIsPending(true)
    setError(null)
    try {
      await refusal.resend({ allowIneligible: true, reason: reason.trim() })
      onClose()
    } catch (caught) {
      setError(errorMessage(t, caught))
    } finally {
      setIsPending(false)
    }
  }

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <DialogTitle id={titleId}>{t('eligibility.dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('eligibility.dialog.body')}</DialogContentText>
          <Typography component="ul" data-testid="ineligible-players" sx={{ pl: 3, my: 1.5 }}>
            {refusal.players.map((player) => (
              <li key={player.playerId}>
                <strong>{player.name || names.get(player.playerId) || t('eligibility.unknown_player')}</strong>
                {player.reasons.length > 0 ? `: ${reasonsText(t, lang, player.reasons)}` : null}
              </li>
            ))}
          </Typography>
          <FormError message={error} />
          {canOverride ? (
            <>
              <DialogContentText sx={{ mb: 2 }}>{t('eligibility.dialog.override_hint')}</DialogContentText>
              <TextField
                label={t('eligibility.dialog.reason')}
                value={reason}
                required
                fullWidth
                autoFocus
                error={isReasonMissing && reason.trim() === ''}
                helperText={
                  isReasonMissing && reason.trim() === ''
                    ? t('validation.required')
                    : t('eligibility.dialog.reason_hint')
                }
                onChange={(event) => setReason(event.target.value)}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              />
            </>
          ) : (
            <DialogContentText>{t('eligibility.dialog.ask_admin')}</DialogContentText>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isPending}>
            {canOverride ? t('common.cancel') : t('common.close')}
          </Button>
          {canOverride ? (
            <Button type="submit" variant="contained" color="warning" loading={isPending}>
              {t('eligibility.dialog.save_anyway')}
            </Button>
          ) : null}
        </DialogActions>
      </form>
    </Dialog>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CARD_COLORS, CardGlyph } from '#client/components/competition/competition-chips.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { CARD_TYPE_VALUES, type CardType, REASON_MAX } from '#client/lib/competition/competition-constants.ts'

import { parseMinute } from '../lib/result-draft.ts'
/**
 * A card for one player in two taps: the card button of the player's row, then the colour. The reason is optional and
 * typed first when wanted. The typed reason stays when saving fails.
 */
export function CardDialog({
  playerName,
  teamName,
  onClose,
  onSubmit,
}: {
  playerName: string
  teamName: string
  onClose: () => void
  /** resolves when saved; rejects with the error to show */
  onSubmit: (type: CardType, reason: string | null, minute: number | null) => Promise<void>
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [reason, setReason] = useState('')
  const [minuteText, setMinuteText] = useState('')
  const minute = parseMinute(minuteText)
  const isMinuteInvalid = minuteText.trim() !== '' && minute === null
  const [pending, setPending] = useState<CardType | null>(null)
  const [error, setError] = useState<string | null>(null)

  const give = async (type: CardType) => {
    if (isMinuteInvalid) return
    setPending(type)
    setError(null)
    try {
      await onSubmit(type, reason.trim() || null, minute)
      onClose()
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setPending(null)
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('games.card_dialog.title', { name: playerName })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {teamName}
        </Typography>
        <FormError message={error} />
        <TextField
          label={t('games.card_dialog.reason')}
          helperText={t('games.card_dialog.reason_hint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          sx={{ mt: error ? 2 : 0, mb: 2 }}
        />
        <TextField
          label={t('games.card_dialog.minute')}
          value={minuteText}
          onChange={(event) => setMinuteText(event.target.value.replace(/[^\d]/g, ''))}
          error={isMinuteInvalid}
          helperText={isMinuteInvalid ? t('validation.minute_range') : t('games.card_dialog.minute_hint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, 'data-testid': 'card-minute' } }}
          sx={{ mb: 2, width: 160 }}
        />
        <Box
          role="group"
          aria-label={t('games.card_dialog.type')}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, 1fr)' }}
        >
          {CARD_TYPE_VALUES.map((type) => (
            <Button
              key={type}
              variant="outlined"
              color="inherit"
              onClick={() => void give(type)}
              loading={pending === type}
              disabled={(pending !== null && pending !== type) || isMinuteInvalid}
              sx={{
                minHeight: 76,
                borderRadius: '16px',
                flexDirection: 'column',
                gap: 0.75,
                borderColor: CARD_COLORS[type],
                borderWidth: 2,
              }}
            >
              <CardGlyph type={type} size={26} decorative />
              {t(`games.cards.${type}`)}
            </Button>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending !== null}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

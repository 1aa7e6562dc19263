import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { parseAmount } from '#client/lib/money-format.ts'
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/money/money.schema.ts'

export type MoneyDialogResult =
  | { mode: 'payment'; amount: number; method: PaymentMethod; date: string; note: string }
  | { mode: 'charge'; amount: number; note: string }

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Recording a payment (amount, method, date, note) or a manual charge (amount, what for): one dialog, full screen on a
 * phone so the keypad never hides the button.
 */
export function MoneyDialog({
  mode,
  currency,
  onClose,
  onSave,
}: {
  mode: 'payment' | 'charge'
  currency: string
  onClose: () => void
  onSave: (result: MoneyDialogResult) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const fullScreen = useMediaQuery('(max-width:600px)')
  const [amountText, setAmountText] = useState('')
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [date, setDate] = useState(today())
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const amount = parseAmount(amountText, currency)
  const noteMissing = mode === 'charge' && note.trim() === ''

  const save = async () => {
    if (amount === null || noteMissing) {
      setError(t(amount === null ? 'money.invalid_amount' : 'validation.required'))
      return
    }
    setSaving(true)
    setError(null)
    try {
      await onSave(mode === 'payment' ? { mode, amount, method, date, note } : { mode, amount, note })
    } catch (caught) {
      setError(errorMessage(t, caught))
      setSaving(false)
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <DialogTitle>{t(mode === 'payment' ? 'money.record_payment' : 'money.add_charge')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={`${t('money.amount')} (${currency})`}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            error={Boolean(error) && amount === null}
            helperText={error ?? ' '}
            autoFocus
          />
          {mode === 'payment' ? (
            <>
              <TextField
                select
                label={t('money.method')}
                value={method}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              >
                {PAYMENT_METHODS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {t(`money.methods.${m}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                label={t('money.date')}
                value={date}
                onChange={(event) => setDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          ) : null}
          <TextField
            label={t(mode === 'payment' ? 'money.note' : 'money.charge_note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

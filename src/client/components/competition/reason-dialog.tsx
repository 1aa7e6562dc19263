import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { REASON_MAX } from '#client/lib/competition/competition-constants.ts'
import { errorMessage } from '#client/lib/error-message.ts'

/**
 * Asks for a reason, optional unless `required` (confirming is then possible once one is typed), then does something
 * with it (suspend a game, reverse a payment). The typed reason stays on failure.
 */
export function ReasonDialog({
  title,
  description,
  label,
  confirmLabel,
  required = false,
  onConfirm,
  onClose,
}: {
  title: string
  description: string
  label: string
  confirmLabel: string
  required?: boolean
  onConfirm: (reason: string | null) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [reason, setReason] = useState('')
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          setIsPending(true)
          setError(null)
          try {
            await onConfirm(reason.trim() || null)
            onClose()
          } catch (caught) {
            setError(errorMessage(t, caught))
          } finally {
            setIsPending(false)
          }
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <FormError message={error} />
          <TextField
            label={label}
            value={reason}
            autoFocus
            required={required}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            sx={{ mt: error ? 2 : 0 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            loading={isPending}
            disabled={required && reason.trim() === ''}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

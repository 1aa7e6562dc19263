import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { type FormEventHandler, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'

/**
 * A small form in a dialog: the title, the form's error above its fields, Cancel and the submit button. It cannot be
 * closed while the form is being sent.
 */
export function FormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  isSubmitting,
  error,
  children,
}: {
  title: string
  submitLabel: string
  onSubmit: FormEventHandler<HTMLFormElement>
  onClose: () => void
  isSubmitting: boolean
  error: string | null
  /** the fields (and any text between them) */
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <FormError message={error} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/**
 * A game whose match report is confirmed is locked (decision 0051): everyone reads it, with a clear message; only an
 * admin corrects it, after giving the reason in a dialog. The reason then goes with each of the correction's writes
 * (the result and its goals, the cards) and into their audit entries, until the admin says they are done.
 */

import { zodResolver } from '@hookform/resolvers/zod'
import LockIcon from '@mui/icons-material/LockOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { FormDialog } from '#client/components/form-dialog.tsx'
import { textFieldProps } from '#client/lib/form-field.ts'

const ReasonSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(1000, 'validation.too_big')),
})

/** Asks why a locked report is being changed; `onSubmit` gets the reason, trimmed. */
export function LockedReasonDialog({ onSubmit, onClose }: { onSubmit: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm<z.infer<typeof ReasonSchema>>({
    resolver: zodResolver(ReasonSchema),
    defaultValues: { reason: '' },
  })
  return (
    <FormDialog
      title={t('match_report.locked.reason_title')}
      submitLabel={t('match_report.locked.reason_submit')}
      onSubmit={form.handleSubmit((values) => onSubmit(values.reason.trim()))}
      onClose={onClose}
      isSubmitting={false}
      error={null}
    >
      <TextField
        label={t('match_report.locked.reason')}
        required
        autoFocus
        {...textFieldProps(form, 'reason', t, t('match_report.locked.reason_hint'))}
      />
    </FormDialog>
  )
}

/**
 * The locked game's banner: "confirmed and locked" for everyone; for an admin, "Correct it" (asks the reason) and,
 * while correcting, the reason given and "Done".
 */
export function LockedReportBanner({
  canCorrect,
  reason,
  onReason,
}: {
  canCorrect: boolean
  reason: string | null
  onReason: (reason: string | null) => void
}) {
  const { t } = useTranslation()
  const [isAsking, setIsAsking] = useState(false)
  return (
    <>
      {reason === null ? (
        <Alert
          severity="info"
          icon={<LockIcon />}
          sx={{ mb: 2, borderRadius: '16px' }}
          data-testid="report-locked"
          action={
            canCorrect ? (
              <Button color="inherit" size="small" onClick={() => setIsAsking(true)}>
                {t('match_report.locked.correct')}
              </Button>
            ) : null
          }
        >
          {t(canCorrect ? 'match_report.locked.message_admin' : 'match_report.locked.message')}
        </Alert>
      ) : (
        <Alert
          severity="warning"
          sx={{ mb: 2, borderRadius: '16px' }}
          data-testid="report-correcting"
          action={
            <Button color="inherit" size="small" onClick={() => onReason(null)}>
              {t('match_report.locked.done')}
            </Button>
          }
        >
          {t('match_report.locked.correcting', { reason })}
        </Alert>
      )}
      {isAsking ? (
        <LockedReasonDialog
          onClose={() => setIsAsking(false)}
          onSubmit={(given) => {
            setIsAsking(false)
            onReason(given)
          }}
        />
      ) : null}
    </>
  )
}

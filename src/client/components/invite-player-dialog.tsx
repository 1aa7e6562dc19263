import { zodResolver } from '@hookform/resolvers/zod'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { FormDialog } from '#client/components/form-dialog.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { emailField } from '#client/lib/league-data/form-schemas.ts'
import { invitePlayer } from '#client/lib/league-data/player-invite-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'

const InviteSchema = z.object({ email: emailField({ required: true }) })

/**
 * "Invite to the portal" (decision 0045): the address to e-mail the link to (the record's, when the caller sees it),
 * sent in the page's language. The staff open it from the player's page, a delegate from their team's list.
 */
export function InvitePlayerDialog({
  organizationId,
  playerId,
  defaultEmail,
  onClose,
  onSent,
}: {
  organizationId: string
  playerId: string
  defaultEmail: string | null
  onClose: () => void
  /** after the invitation was sent (before the dialog closes) */
  onSent?: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const lang = useLang()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<{ email: string }>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { email: defaultEmail ?? '' },
  })
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      await invitePlayer(organizationId, playerId, { email, lang })
      toast.success(t('players.portal.sent', { email }))
      onSent?.()
      onClose()
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, ['email'])) setFormError(errorMessage(t, error))
    }
  })
  return (
    <FormDialog
      title={t('players.portal.invite')}
      submitLabel={t('players.portal.send')}
      onSubmit={onSubmit}
      onClose={onClose}
      isSubmitting={form.formState.isSubmitting}
      error={formError}
    >
      <Typography variant="body2" color="text.secondary">
        {t('players.portal.invite_description')}
      </Typography>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="off"
        inputMode="email"
        required
        autoFocus
        {...textFieldProps(form, 'email', t)}
      />
    </FormDialog>
  )
}

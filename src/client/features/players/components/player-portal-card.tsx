import { zodResolver } from '@hookform/resolvers/zod'
import MailIcon from '@mui/icons-material/MailOutlined'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
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
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { invitePlayer, type Player } from '../api/players-api.ts'

const InviteSchema = z.object({ email: emailField({ required: true }) })

/**
 * The player's account in the portal (decision 0045): linked (they see their page and card), or not yet, with an
 * invitation the staff e-mail them to claim the record.
 */
export function PlayerPortalCard({
  organizationId,
  player,
  canInvite,
}: {
  organizationId: string
  player: Player
  canInvite: boolean
}) {
  const { t } = useTranslation()
  const [isInviting, setIsInviting] = useState(false)
  const isLinked = player.userId !== null
  return (
    <Card component="section" aria-labelledby="player-portal" sx={{ minWidth: 0, p: { xs: 2, sm: 2.5, md: 3.5 } }}>
      <Typography id="player-portal" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('players.portal.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {isLinked ? t('players.portal.linked') : t('players.portal.not_linked')}
      </Typography>
      {canInvite && !isLinked ? (
        <Button startIcon={<MailIcon />} onClick={() => setIsInviting(true)} sx={{ mt: 1.5, ml: -1 }}>
          {t('players.portal.invite')}
        </Button>
      ) : null}
      {isInviting ? (
        <InvitePlayerDialog organizationId={organizationId} player={player} onClose={() => setIsInviting(false)} />
      ) : null}
    </Card>
  )
}

function InvitePlayerDialog({
  organizationId,
  player,
  onClose,
}: {
  organizationId: string
  player: Player
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const lang = useLang()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<{ email: string }>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { email: player.email ?? '' },
  })
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      await invitePlayer(organizationId, player.id, { email, lang })
      toast.success(t('players.portal.sent', { email }))
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

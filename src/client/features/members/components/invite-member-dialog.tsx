import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { type InviteMemberInput, InviteMemberInputSchema } from '../api/members-schemas.ts'
import { useMemberMutations } from '../hooks/use-members.ts'
import { OfficialPicker } from './official-picker.tsx'
import { RoleSelect } from './role-select.tsx'
import { TeamsPicker } from './teams-picker.tsx'

export function InviteMemberDialog({
  organizationId,
  open,
  onClose,
}: {
  organizationId: string
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const lang = useLang()
  const titleId = useId()
  const { invite } = useMemberMutations(organizationId)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(InviteMemberInputSchema),
    defaultValues: { email: '', role: 'scorer', teamIds: [], officialId: null },
  })

  const close = () => {
    form.reset()
    setFormError(null)
    onClose()
  }

  const onSubmit = form.handleSubmit(async ({ teamIds, officialId, ...values }) => {
    setFormError(null)
    const isDelegate = values.role === 'delegate'
    const isReferee = values.role === 'referee'
    if (isDelegate && teamIds.length === 0) {
      form.setError('teamIds', { type: 'required', message: 'validation.required' })
      return
    }
    if (isReferee && !officialId) {
      form.setError('officialId', { type: 'required', message: 'validation.required' })
      return
    }
    try {
      // The invitation e-mail is written in the inviter's language; only a delegate has teams (decision 0039), only
      // a referee an official (decision 0050).
      await invite.mutateAsync({
        ...values,
        ...(isDelegate ? { teamIds } : {}),
        ...(isReferee && officialId ? { officialId } : {}),
        lang,
      })
      toast.success(t('members.invite.sent', { email: values.email }))
      close()
    } catch (error) {
      if (isApiError(error) && (error.code === 'ALREADY_MEMBER' || error.code === 'INVITATION_PENDING')) {
        form.setError('email', { type: 'server', message: `errors.${error.code}` }, { shouldFocus: true })
      } else if (!applyInvalidParams(error, form.setError, ['email', 'role', 'teamIds', 'officialId'])) {
        setFormError(errorMessage(t, error))
      }
    }
  })

  return (
    <Dialog
      open={open}
      onClose={form.formState.isSubmitting ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('members.invite.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('members.invite.description')}
            </Typography>
            <FormError message={formError} />
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="off"
              inputMode="email"
              required
              autoFocus
              {...textFieldProps(form, 'email', t)}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleSelect
                  label={t('members.columns.role')}
                  value={field.value}
                  onChange={field.onChange}
                  size="medium"
                  fullWidth
                />
              )}
            />
            <Typography variant="body2" color="text.secondary">
              {t(`roles.descriptions.${form.watch('role')}`)}
            </Typography>
            {form.watch('role') === 'delegate' ? (
              <Controller
                control={form.control}
                name="teamIds"
                render={({ field, fieldState }) => (
                  <TeamsPicker
                    organizationId={organizationId}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : null}
            {form.watch('role') === 'referee' ? (
              <Controller
                control={form.control}
                name="officialId"
                render={({ field, fieldState }) => (
                  <OfficialPicker
                    organizationId={organizationId}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('members.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

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
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { TEAM_FIELDS, type TeamDetail, TeamFormSchema, type TeamFormValues, teamBody } from '../api/teams-api.ts'

/** "New team": name and alias; its page then takes the picture and the players. */
export function TeamCreateDialog({
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
  const navigate = useNavigate()
  const localize = useLocalize()
  const titleId = useId()
  const { create } = useLeagueWrites<TeamDetail>(organizationId, 'teams')
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(TeamFormSchema),
    defaultValues: { name: '', alias: '' },
  })

  const close = () => {
    form.reset()
    setFormError(null)
    onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const team = await create.mutateAsync(teamBody(values))
      toast.success(t('teams.created', { name: team.name }))
      close()
      navigate(localize(`/teams/${team.id}`))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, TEAM_FIELDS)) setFormError(errorMessage(t, error))
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
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('teams.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('teams.new_hint')}
            </Typography>
            <FormError message={formError} />
            <TextField label={t('teams.fields.name')} required autoFocus {...textFieldProps(form, 'name', t)} />
            <TextField
              label={t('teams.fields.alias')}
              {...textFieldProps(form, 'alias', t, t('teams.fields.alias_hint'))}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('teams.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

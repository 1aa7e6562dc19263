import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
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
import { SEASON_FIELDS, type Season, SeasonFormSchema, type SeasonFormValues } from '../api/seasons-api.ts'

/** "New season": just a name; then its page, where tournaments are added. */
export function SeasonCreateDialog({
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
  const { create } = useLeagueWrites<Season>(organizationId, 'seasons')
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<SeasonFormValues>({ resolver: zodResolver(SeasonFormSchema), defaultValues: { name: '' } })

  const close = () => {
    form.reset()
    setFormError(null)
    onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const season = await create.mutateAsync({ name: values.name })
      toast.success(t('seasons.created', { name: season.name }))
      close()
      navigate(localize(`/seasons/${season.id}`))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, SEASON_FIELDS)) setFormError(errorMessage(t, error))
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
        <DialogTitle id={titleId}>{t('seasons.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <TextField
              label={t('seasons.fields.name')}
              required
              autoFocus
              {...textFieldProps(form, 'name', t, t('seasons.fields.name_hint'))}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('seasons.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

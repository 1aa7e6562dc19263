import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { nameField, textOrNull } from '#client/lib/league-data/form-schemas.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { createOfficial, officialsKeys } from '../api/officials-api.ts'

const OfficialFormSchema = z.object({
  name: nameField(),
  email: z.string().check(
    z.trim(),
    z.maxLength(254, 'validation.too_big'),
    z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'validation.email'),
  ),
  phone: z.string().check(z.trim(), z.maxLength(30, 'validation.too_big')),
  level: z.string().check(z.trim(), z.maxLength(40, 'validation.too_big')),
})
type OfficialFormValues = z.infer<typeof OfficialFormSchema>

/** "Add an official" on the Referees page (decision 0050): name, and the e-mail, phone and level when known. */
export function AddOfficialDialog({ organizationId, onClose }: { organizationId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const titleId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<OfficialFormValues>({
    resolver: zodResolver(OfficialFormSchema),
    defaultValues: { name: '', email: '', phone: '', level: '' },
  })
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const created = await createOfficial(organizationId, {
        name: values.name,
        email: textOrNull(values.email),
        phone: textOrNull(values.phone),
        level: textOrNull(values.level),
      })
      await queryClient.invalidateQueries({ queryKey: officialsKeys.all(organizationId) })
      toast.success(t('officials.added', { name: created.name }))
      onClose()
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, ['name', 'email', 'phone', 'level'])) {
        setFormError(errorMessage(t, error))
      }
    }
  })
  return (
    <Dialog
      open
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('officials.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <TextField label={t('officials.name')} required autoFocus {...textFieldProps(form, 'name', t)} />
            <TextField
              label={t('officials.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              {...textFieldProps(form, 'email', t)}
            />
            <TextField
              label={t('officials.phone')}
              type="tel"
              autoComplete="off"
              {...textFieldProps(form, 'phone', t)}
            />
            <TextField label={t('officials.level')} {...textFieldProps(form, 'level', t)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('officials.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

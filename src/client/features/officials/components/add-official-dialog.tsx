import { zodResolver } from '@hookform/resolvers/zod'
import TextField from '@mui/material/TextField'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { FormDialog } from '#client/components/form-dialog.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { emailField, nameField, optionalTextField, textOrNull } from '#client/lib/league-data/form-schemas.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { createOfficial, officialsKeys } from '../api/officials-api.ts'

const OfficialFormSchema = z.object({
  name: nameField(),
  email: emailField(),
  phone: optionalTextField(30),
  level: optionalTextField(40),
})
type OfficialFormValues = z.infer<typeof OfficialFormSchema>

/** "Add an official" on the Referees page (decision 0050): name, and the e-mail, phone and level when known. */
export function AddOfficialDialog({ organizationId, onClose }: { organizationId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
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
    <FormDialog
      title={t('officials.add')}
      submitLabel={t('officials.add')}
      onSubmit={onSubmit}
      onClose={onClose}
      isSubmitting={form.formState.isSubmitting}
      error={formError}
    >
      <TextField label={t('officials.name')} required autoFocus {...textFieldProps(form, 'name', t)} />
      <TextField
        label={t('officials.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...textFieldProps(form, 'email', t)}
      />
      <TextField label={t('officials.phone')} type="tel" autoComplete="off" {...textFieldProps(form, 'phone', t)} />
      <TextField label={t('officials.level')} {...textFieldProps(form, 'level', t)} />
    </FormDialog>
  )
}

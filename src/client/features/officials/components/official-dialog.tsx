import { zodResolver } from '@hookform/resolvers/zod'
import TextField from '@mui/material/TextField'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { FormDialog } from '#client/components/form-dialog.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { emailField, nameField, optionalTextField, textOrNull } from '#client/lib/league-data/form-schemas.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { createOfficial, fetchOfficial, officialsKeys, updateOfficial } from '../api/officials-api.ts'

const OfficialFormSchema = z.object({
  name: nameField(),
  email: emailField(),
  phone: optionalTextField(30),
  level: optionalTextField(40),
})
type OfficialFormValues = z.infer<typeof OfficialFormSchema>
type Official = Awaited<ReturnType<typeof fetchOfficial>>

/**
 * "Add an official" and "Edit" on the Referees page (decision 0050): name, and the e-mail, phone and level when known.
 * Editing reads the official first (their contacts and version); a save over someone else's change is refused as
 * stale and the form shows the other change to start again from.
 */
export function OfficialDialog({
  organizationId,
  officialId,
  onClose,
}: {
  organizationId: string
  /** the official to edit; none to add one */
  officialId?: string
  onClose: () => void
}) {
  const official = useQuery({
    queryKey: officialsKeys.one(organizationId, officialId ?? ''),
    queryFn: ({ signal }) => fetchOfficial(organizationId, officialId ?? '', signal),
    enabled: officialId !== undefined,
  })
  if (officialId === undefined) return <OfficialForm organizationId={organizationId} onClose={onClose} />
  if (official.isError) return <LoadFailed error={official.error} onClose={onClose} />
  if (!official.data) return null
  return <OfficialForm organizationId={organizationId} official={official.data} onClose={onClose} />
}

/** The official could not be read (gone meanwhile, no signal): the reason, and nothing to send. */
function LoadFailed({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <FormDialog
      title={t('officials.edit')}
      submitLabel={t('common.close')}
      onSubmit={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={onClose}
      isSubmitting={false}
      error={errorMessage(t, error)}
    >
      {null}
    </FormDialog>
  )
}

function OfficialForm({
  organizationId,
  official,
  onClose,
}: {
  organizationId: string
  official?: Official
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const [version, setVersion] = useState(official?.version)
  const form = useForm<OfficialFormValues>({
    resolver: zodResolver(OfficialFormSchema),
    defaultValues: {
      name: official?.name ?? '',
      email: official?.email ?? '',
      phone: official?.phone ?? '',
      level: official?.level ?? '',
    },
  })
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    const body = {
      name: values.name,
      email: textOrNull(values.email),
      phone: textOrNull(values.phone),
      level: textOrNull(values.level),
    }
    try {
      const saved =
        official && version !== undefined
          ? await updateOfficial(organizationId, official.id, { ...body, version })
          : await createOfficial(organizationId, body)
      await queryClient.invalidateQueries({ queryKey: officialsKeys.all(organizationId) })
      toast.success(t(official ? 'officials.saved' : 'officials.added', { name: saved.name }))
      onClose()
    } catch (error) {
      // someone else saved first: their version becomes the form's, to change again knowingly
      if (isApiError(error) && error.code === 'STALE_VERSION') {
        const current = await fetchOfficial(organizationId, official?.id ?? '').catch(() => null)
        if (current) {
          setVersion(current.version)
          form.reset({
            name: current.name,
            email: current.email ?? '',
            phone: current.phone ?? '',
            level: current.level ?? '',
          })
        }
        setFormError(errorMessage(t, error))
      } else if (!applyInvalidParams(error, form.setError, ['name', 'email', 'phone', 'level'])) {
        setFormError(errorMessage(t, error))
      }
    }
  })
  const title = official ? t('officials.edit_title', { name: official.name }) : t('officials.add')
  return (
    <FormDialog
      title={title}
      submitLabel={official ? t('officials.save') : t('officials.add')}
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

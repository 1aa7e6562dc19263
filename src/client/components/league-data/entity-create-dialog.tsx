import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'
import { type DefaultValues, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type * as z4 from 'zod/v4/core'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import type { Collection, EntityMeta } from '#client/lib/league-data/league-api.ts'
import { useLeagueWrites } from '#client/lib/league-data/use-league-entity.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

export interface EntityCreateDialogProps<V extends FieldValues, E extends EntityMeta & { name: string }> {
  organizationId: string
  collection: Collection
  open: boolean
  onClose: () => void
  /** the form's schema, first values, and the field names the server's invalid params map to */
  schema: z4.$ZodType<V, V>
  defaultValues: DefaultValues<V>
  fieldNames: readonly string[]
  /** the body sent to create the entity */
  toBody: (values: V) => unknown
  title: string
  /** a line under the title, above the fields */
  hint?: string
  createLabel: string
  createdMessage: (entity: E) => string
  /** the form's fields (the first one takes the focus) */
  children: (form: UseFormReturn<V>) => ReactNode
}

/**
 * "New …" for a league entity created from a name or two (a team, a season): the dialog, its form, the server's
 * field errors on their fields, and on success a toast and the new entity's page (`/<collection>/<id>`).
 */
export function EntityCreateDialog<V extends FieldValues, E extends EntityMeta & { name: string }>({
  organizationId,
  collection,
  open,
  onClose,
  schema,
  defaultValues,
  fieldNames,
  toBody,
  title,
  hint,
  createLabel,
  createdMessage,
  children,
}: EntityCreateDialogProps<V, E>) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const localize = useLocalize()
  const titleId = useId()
  const { create } = useLeagueWrites<E>(organizationId, collection)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<V>({ resolver: zodResolver(schema) as Resolver<V>, defaultValues })

  const close = () => {
    form.reset()
    setFormError(null)
    onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const entity = await create.mutateAsync(toBody(values))
      toast.success(createdMessage(entity))
      close()
      navigate(localize(`/${collection}/${entity.id}`))
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, fieldNames)) setFormError(errorMessage(t, error))
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
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {hint ? (
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            ) : null}
            <FormError message={formError} />
            {children(form)}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {createLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

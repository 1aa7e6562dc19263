import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { LeaguesFields } from '#client/components/leagues-fields.tsx'
import { guessCountry } from '#client/lib/countries.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { type OrganizationInput, OrganizationInputSchema, toOrganizationBody } from '#client/lib/organization-schema.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import {
  type AdminOrganization,
  adminOrganizationKeys,
  createAdminOrganization,
  updateAdminOrganization,
} from '../api/admin-organizations-api.ts'

/** Add an organization (organization === null) or edit one: name and leagues. */
export function OrganizationDialog({
  organization,
  open,
  onClose,
}: {
  organization: AdminOrganization | null
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const queryClient = useQueryClient()
  const titleId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<OrganizationInput>({
    resolver: zodResolver(OrganizationInputSchema),
    defaultValues: organization
      ? {
          name: organization.name,
          leagues: organization.leagues.map(({ id, name, country }) => ({ id, name, country })),
        }
      : { name: '', leagues: [{ name: '', country: guessCountry() }] },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const body = toOrganizationBody(values)
      if (organization) {
        await updateAdminOrganization(organization.id, body)
        await queryClient.invalidateQueries({ queryKey: sessionKeys.organization(organization.id), refetchType: 'all' })
      } else {
        await createAdminOrganization(body)
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
        // /api/me is read from the cache without observers (use-query-snapshot.ts): refetch it explicitly.
        queryClient.invalidateQueries({ queryKey: sessionKeys.me(), refetchType: 'all' }),
      ])
      toast.success(
        organization ? t('super_admin.saved', { name: body.name }) : t('super_admin.created', { name: body.name }),
      )
      onClose()
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, ['name', 'leagues'])) setFormError(errorMessage(t, error))
    }
  })

  return (
    <Dialog
      open={open}
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id={titleId}>
            {organization ? t('super_admin.edit_title') : t('super_admin.add_title')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={3} sx={{ pt: 1 }}>
              <FormError message={formError} />
              <TextField
                label={t('league.organization_name')}
                required
                autoFocus
                {...textFieldProps(form, 'name', t)}
              />
              <LeaguesFields />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} disabled={form.formState.isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {organization ? t('common.save') : t('super_admin.add')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  )
}

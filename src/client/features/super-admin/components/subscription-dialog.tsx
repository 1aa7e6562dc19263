import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useId, useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DatePickerProvider } from '#client/components/date-picker-provider.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { SubscriptionStatusChip } from '#client/components/status-chip.tsx'
import { errorMessage, fieldMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import {
  type AdminOrganization,
  adminOrganizationKeys,
  clearAdminSubscription,
  setAdminSubscription,
} from '../api/admin-organizations-api.ts'
import {
  createSubscriptionFormSchema,
  HAND_SET_STATUSES,
  type SubscriptionFormValues,
  subscriptionFormDefaults,
  toSetSubscriptionBody,
} from '../lib/subscription-form.ts'

const FIELDS = ['status', 'plan', 'until', 'note'] as const

/**
 * A super admin sets an organization's subscription by hand (`manual`, e.g. a league in Argentina paying by transfer;
 * `active`, a correction) with a plan, a last day and a note, or clears it (`none`: DELETE).
 */
export function SubscriptionDialog({
  organization,
  onClose,
}: {
  organization: AdminOrganization
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const queryClient = useQueryClient()
  const titleId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const schema = useMemo(() => createSubscriptionFormSchema(), [])
  const form = useForm<SubscriptionFormValues>({
    resolver: zodResolver(schema),
    defaultValues: subscriptionFormDefaults(organization.subscription),
  })
  const status = form.watch('status')
  const isClearing = status === 'none'
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      if (values.status === 'none') {
        await clearAdminSubscription(organization.id)
      } else {
        await setAdminSubscription(organization.id, toSetSubscriptionBody(values))
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrganizationKeys.all }),
        // The session gate reads the organization from the cache without observers: refetch it explicitly.
        queryClient.invalidateQueries({ queryKey: sessionKeys.organization(organization.id), refetchType: 'all' }),
      ])
      toast.success(
        values.status === 'none'
          ? t('super_admin.subscription.cleared', { name: organization.name })
          : t('super_admin.subscription.saved', { name: organization.name }),
      )
      onClose()
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, FIELDS)) setFormError(errorMessage(t, error))
    }
  })

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('super_admin.subscription.title', { name: organization.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('subscription.current_status')}
              </Typography>
              <SubscriptionStatusChip status={organization.subscription.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('super_admin.subscription.description')}
            </Typography>
            <FormError message={formError} />
            <Controller
              control={form.control}
              name="status"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('super_admin.subscription.status')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(t, fieldState.error?.message)}
                  autoFocus
                >
                  {HAND_SET_STATUSES.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`super_admin.subscription.statuses.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {isClearing ? (
              <Alert severity="info" variant="outlined" sx={{ borderRadius: '12px' }}>
                {t('super_admin.subscription.clear_hint')}
              </Alert>
            ) : (
              <>
                <TextField
                  label={t('super_admin.subscription.plan')}
                  {...textFieldProps(form, 'plan', t, t('super_admin.subscription.plan_hint'))}
                />
                <DatePickerProvider>
                  <Controller
                    control={form.control}
                    name="until"
                    render={({ field, fieldState }) => (
                      <DatePicker
                        label={t('super_admin.subscription.until')}
                        value={field.value ? dayjs(field.value) : null}
                        onChange={(value) =>
                          field.onChange(value ? (value.isValid() ? value.format('YYYY-MM-DD') : 'invalid') : '')
                        }
                        disablePast
                        inputRef={field.ref}
                        slotProps={{
                          field: { clearable: true, onBlur: field.onBlur },
                          textField: {
                            name: field.name,
                            fullWidth: true,
                            error: Boolean(fieldState.error),
                            helperText:
                              fieldMessage(t, fieldState.error?.message) ?? t('super_admin.subscription.until_hint'),
                          },
                        }}
                      />
                    )}
                  />
                </DatePickerProvider>
                <TextField
                  label={t('super_admin.subscription.note')}
                  multiline
                  minRows={2}
                  {...textFieldProps(form, 'note', t, t('super_admin.subscription.note_hint'))}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={isClearing ? 'error' : 'primary'} loading={isSubmitting}>
            {isClearing ? t('super_admin.subscription.clear') : t('super_admin.subscription.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

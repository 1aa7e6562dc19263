import { zodResolver } from '@hookform/resolvers/zod'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { NumberField } from '#client/components/number-field.tsx'
import { signed } from '#client/lib/competition/competition-display.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import {
  createPointAdjustment,
  deletePointAdjustment,
  fetchPointAdjustments,
  type PointAdjustmentOut,
} from '#client/lib/competition/standings-api.ts'
import { useCompetitionRefresh } from '#client/lib/competition/use-competition.ts'
import { errorMessage, fieldMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import {
  ADJUSTMENT_FIELDS,
  AdjustmentFormSchema,
  type AdjustmentFormValues,
  adjustmentBody,
} from '../lib/adjustment-form.ts'

function AdjustmentDialog({
  teams,
  onSave,
  onClose,
}: {
  teams: { id: string; name: string }[]
  onSave: (values: AdjustmentFormValues) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<AdjustmentFormValues>({
    resolver: zodResolver(AdjustmentFormSchema),
    defaultValues: { teamId: '', points: null, reason: '' },
  })
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await onSave(values)
      onClose()
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, ADJUSTMENT_FIELDS)) setFormError(errorMessage(t, error))
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
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('standings.adjustments.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <Controller
              control={form.control}
              name="teamId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  required
                  label={t('standings.adjustments.team')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(t, fieldState.error?.message)}
                >
                  {teams.map((team) => (
                    <MenuItem key={team.id} value={team.id}>
                      {team.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <NumberField
              control={form.control}
              name="points"
              label={t('standings.adjustments.points')}
              hint={t('standings.adjustments.points_hint')}
              min={-1000}
              max={1000}
              required
            />
            <TextField
              label={t('standings.adjustments.reason')}
              required
              {...textFieldProps(form, 'reason', t)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('standings.adjustments.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** The tournament's point adjustments (team, points ±, reason); managers add and remove them. */
export function PointAdjustments({
  organizationId,
  tournamentId,
  teams,
  canWrite,
}: {
  organizationId: string
  tournamentId: string
  teams: { id: string; name: string }[]
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const refresh = useCompetitionRefresh(organizationId)
  const [isAdding, setIsAdding] = useState(false)
  const [toRemove, setToRemove] = useState<PointAdjustmentOut | null>(null)
  const query = useQuery({
    queryKey: competitionKeys.pointAdjustments(organizationId, tournamentId),
    queryFn: ({ signal }) => fetchPointAdjustments(organizationId, tournamentId, signal),
    select: (data) => data.items,
  })
  const create = useMutation({
    mutationFn: (values: AdjustmentFormValues) =>
      createPointAdjustment(organizationId, tournamentId, adjustmentBody(values)),
    onSettled: () => refresh('point-adjustments'),
  })
  const remove = useMutation({
    mutationFn: (id: string) => deletePointAdjustment(organizationId, tournamentId, id),
    onSettled: () => refresh('point-adjustments'),
  })
  const items = query.data ?? []
  if (!canWrite && items.length === 0) return null

  return (
    <Card component="section" aria-labelledby="point-adjustments" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="point-adjustments" variant="h5" component="h2">
            {t('standings.adjustments.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('standings.adjustments.hint')}
          </Typography>
        </Box>
        {canWrite ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setIsAdding(true)}
            disabled={teams.length === 0}
          >
            {t('standings.adjustments.add')}
          </Button>
        ) : null}
      </Box>
      {query.isError ? <FormError message={errorMessage(t, query.error)} /> : null}
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('standings.adjustments.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              data-testid="point-adjustment"
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, minHeight: 52 }}
            >
              <Typography
                sx={{
                  fontWeight: 800,
                  minWidth: 44,
                  textAlign: 'center',
                  color: item.points < 0 ? 'error.main' : 'success.main',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {signed(item.points)}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {item.teamName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.reason} · {formatDate(item.createdAt, lang)}
                </Typography>
              </Box>
              {canWrite ? (
                <IconButton
                  aria-label={t('standings.adjustments.remove_named', { team: item.teamName })}
                  onClick={() => setToRemove(item)}
                  sx={{ width: 44, height: 44 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      {isAdding ? (
        <AdjustmentDialog
          teams={teams}
          onClose={() => setIsAdding(false)}
          onSave={async (values) => {
            const saved = await create.mutateAsync(values)
            toast.success(t('standings.adjustments.added', { team: saved.teamName, points: signed(saved.points) }))
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('standings.adjustments.remove_title')}
        description={t('standings.adjustments.remove_body', {
          team: toRemove?.teamName ?? '',
          points: toRemove ? signed(toRemove.points) : '',
        })}
        confirmLabel={t('standings.adjustments.remove')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toRemove) return
          remove.mutate(toRemove.id, {
            onSuccess: () => toast.success(t('standings.adjustments.removed')),
            onError: (error) => toast.error(errorMessage(t, error)),
            onSettled: () => setToRemove(null),
          })
        }}
        onClose={() => setToRemove(null)}
      />
    </Card>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useOverlapConfirm } from '#client/components/competition/overlap-confirm.tsx'
import { ScheduleFields } from '#client/components/competition/schedule-fields.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { type GameSheet, isStaleGameError } from '#client/lib/competition/competition-api.ts'
import { GAME_KIND_VALUES } from '#client/lib/competition/competition-constants.ts'
import {
  GAME_EDIT_FIELDS,
  GAME_PARAM_ALIASES,
  GameEditFormSchema,
  type GameEditFormValues,
  scheduleBody,
} from '#client/lib/competition/game-form.ts'
import { scheduleValues } from '#client/lib/competition/game-schedule.ts'
import { useAllLocations } from '#client/lib/competition/use-competition.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import type { UpdateGameInput } from '#domain/games/game.schema.ts'

/**
 * Date, time, venue, field and kind of a game. Sends the version it was opened on; when someone else changed the game
 * meanwhile (409), the typed values stay and saving again applies them on top of the new version.
 */
export function GameEditDialog({
  organizationId,
  game,
  onClose,
  onSave,
}: {
  organizationId: string
  game: GameSheet
  onClose: () => void
  onSave: (body: UpdateGameInput) => Promise<GameSheet>
}) {
  const { t } = useTranslation()
  const overlap = useOverlapConfirm()
  const titleId = useId()
  const locations = useAllLocations(organizationId)
  const [version, setVersion] = useState(game.version)
  const [isStale, setIsStale] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<GameEditFormValues>({
    resolver: zodResolver(GameEditFormSchema),
    defaultValues: { ...scheduleValues(game), kind: game.kind },
  })

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await overlap.withOverlapConfirm((allowOverlap) =>
        onSave({
          version,
          kind: values.kind,
          ...scheduleBody(values),
          ...(allowOverlap ? { allowOverlap: true } : {}),
        }),
      )
      onClose()
    } catch (error) {
      if (isStaleGameError(error)) {
        setVersion(error.current.version)
        setIsStale(true)
      } else if (!applyInvalidParams(error, form.setError, GAME_EDIT_FIELDS, GAME_PARAM_ALIASES)) {
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
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('games.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {isStale ? (
              <Alert severity="warning" role="alert">
                {t('games.edit.stale')}
              </Alert>
            ) : null}
            <FormError message={formError} />
            <ScheduleFields
              control={form.control}
              locations={locations.data ?? []}
              setFieldId={(value) => form.setValue('fieldId', value)}
              setTimeHidden={(value) => form.setValue('isTimeHidden', value)}
            />
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <TextField
                  select
                  label={t('games.fields.kind')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  inputRef={field.ref}
                  helperText={t('games.fields.kind_hint')}
                >
                  {GAME_KIND_VALUES.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`games.kinds.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
      {overlap.dialog}
    </Dialog>
  )
}

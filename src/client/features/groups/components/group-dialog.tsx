import { zodResolver } from '@hookform/resolvers/zod'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import CloseIcon from '@mui/icons-material/Close'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import type { Group } from '#client/lib/competition/fixtures-api.ts'
import { errorMessage, fieldMessage } from '#client/lib/error-message.ts'
import { applyInvalidParams } from '#client/lib/form-errors.ts'
import { textFieldProps } from '#client/lib/form-field.ts'
import type { Team } from '#domain/teams/team.schema.ts'
import { GROUP_FIELDS, GroupFormSchema, type GroupFormValues, moveTeam } from '../lib/group-form.ts'

/**
 * Create or change a group: its name and its teams, in the order fixtures are generated in. Teams already in another
 * group of the tournament are offered disabled, saying which.
 */
export function GroupDialog({
  group,
  defaultName,
  teams,
  takenBy,
  isLoadingTeams,
  onClose,
  onSave,
}: {
  /** null: a new group */
  group: Group | null
  defaultName: string
  teams: Team[]
  takenBy: Map<string, string>
  isLoadingTeams: boolean
  onClose: () => void
  onSave: (values: GroupFormValues) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const theme = useTheme()
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'))
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<GroupFormValues>({
    resolver: zodResolver(GroupFormSchema),
    defaultValues: { name: group?.name ?? defaultName, teamIds: group?.teams.map((team) => team.id) ?? [] },
  })
  const teamIds = useWatch({ control: form.control, name: 'teamIds' })
  const names = new Map<string, string>([
    ...(group?.teams.map((team) => [team.id, team.name] as const) ?? []),
    ...teams.map((team) => [team.id, team.name] as const),
  ])

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await onSave(values)
      onClose()
    } catch (error) {
      if (!applyInvalidParams(error, form.setError, GROUP_FIELDS)) setFormError(errorMessage(t, error))
    }
  })

  return (
    <Dialog
      open
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
    >
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{group ? t('groups.edit_title', { name: group.name }) : t('groups.new')}</DialogTitle>
        <DialogContent dividers={isPhone}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <TextField label={t('groups.fields.name')} required {...textFieldProps(form, 'name', t)} />
            <Controller
              control={form.control}
              name="teamIds"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  disableCloseOnSelect
                  loading={isLoadingTeams}
                  options={teams.map((team) => team.id)}
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  getOptionLabel={(id) => names.get(id) ?? id}
                  getOptionDisabled={(id) => takenBy.has(id)}
                  renderOption={({ key, ...props }, id) => (
                    <li key={key} {...props}>
                      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                        <span>{names.get(id) ?? id}</span>
                        {takenBy.has(id) ? (
                          <Typography variant="caption" color="text.secondary">
                            {t('groups.in_group', { group: takenBy.get(id) })}
                          </Typography>
                        ) : null}
                      </Box>
                    </li>
                  )}
                  renderValue={() => null}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('groups.fields.teams')}
                      placeholder={t('groups.fields.teams_placeholder')}
                      error={Boolean(fieldState.error)}
                      helperText={fieldMessage(t, fieldState.error?.message) ?? t('groups.fields.teams_hint')}
                    />
                  )}
                  noOptionsText={t('groups.no_teams')}
                />
              )}
            />
            {teamIds.length > 0 ? (
              <Box
                component="ol"
                aria-label={t('groups.fixture_order')}
                sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: '12px' }}
              >
                {teamIds.map((id, index) => (
                  <Box
                    component="li"
                    key={id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      pl: 1.5,
                      minHeight: 48,
                      '& + li': { borderTop: 1, borderColor: 'divider' },
                    }}
                  >
                    <Typography sx={{ width: 24, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                      {index + 1}
                    </Typography>
                    <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600 }} noWrap>
                      {names.get(id) ?? id}
                    </Typography>
                    <IconButton
                      aria-label={t('groups.move_up', { name: names.get(id) ?? '' })}
                      disabled={index === 0}
                      onClick={() => form.setValue('teamIds', moveTeam(teamIds, index, -1), { shouldDirty: true })}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('groups.move_down', { name: names.get(id) ?? '' })}
                      disabled={index === teamIds.length - 1}
                      onClick={() => form.setValue('teamIds', moveTeam(teamIds, index, 1), { shouldDirty: true })}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('groups.remove_team', { name: names.get(id) ?? '' })}
                      onClick={() =>
                        form.setValue(
                          'teamIds',
                          teamIds.filter((each) => each !== id),
                          { shouldDirty: true },
                        )
                      }
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {group ? t('common.save') : t('groups.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

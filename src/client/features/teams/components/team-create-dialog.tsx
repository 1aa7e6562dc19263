import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { EntityCreateDialog } from '#client/components/league-data/entity-create-dialog.tsx'
import { textFieldProps } from '#client/lib/form-field.ts'
import { TEAM_FIELDS, type TeamDetail, TeamFormSchema, type TeamFormValues, teamBody } from '../api/teams-api.ts'

/** "New team": name and alias; its page then takes the picture and the players. */
export function TeamCreateDialog({
  organizationId,
  open,
  onClose,
}: {
  organizationId: string
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <EntityCreateDialog<TeamFormValues, TeamDetail>
      organizationId={organizationId}
      collection="teams"
      open={open}
      onClose={onClose}
      schema={TeamFormSchema}
      defaultValues={{ name: '', alias: '' }}
      fieldNames={TEAM_FIELDS}
      toBody={teamBody}
      title={t('teams.new')}
      hint={t('teams.new_hint')}
      createLabel={t('teams.create')}
      createdMessage={(team) => t('teams.created', { name: team.name })}
    >
      {(form) => (
        <>
          <TextField label={t('teams.fields.name')} required autoFocus {...textFieldProps(form, 'name', t)} />
          <TextField
            label={t('teams.fields.alias')}
            {...textFieldProps(form, 'alias', t, t('teams.fields.alias_hint'))}
          />
        </>
      )}
    </EntityCreateDialog>
  )
}

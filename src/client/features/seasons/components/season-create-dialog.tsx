import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { EntityCreateDialog } from '#client/components/league-data/entity-create-dialog.tsx'
import { textFieldProps } from '#client/lib/form-field.ts'
import { SEASON_FIELDS, type Season, SeasonFormSchema, type SeasonFormValues } from '../api/seasons-api.ts'

/** "New season": just a name; then its page, where tournaments are added. */
export function SeasonCreateDialog({
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
    <EntityCreateDialog<SeasonFormValues, Season>
      organizationId={organizationId}
      collection="seasons"
      open={open}
      onClose={onClose}
      schema={SeasonFormSchema}
      defaultValues={{ name: '' }}
      fieldNames={SEASON_FIELDS}
      toBody={(values) => ({ name: values.name })}
      title={t('seasons.new')}
      createLabel={t('seasons.create')}
      createdMessage={(season) => t('seasons.created', { name: season.name })}
    >
      {(form) => (
        <TextField
          label={t('seasons.fields.name')}
          required
          autoFocus
          {...textFieldProps(form, 'name', t, t('seasons.fields.name_hint'))}
        />
      )}
    </EntityCreateDialog>
  )
}

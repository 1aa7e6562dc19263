import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { useTranslation } from 'react-i18next'
import type { ImportReport } from '../api/imports-api.ts'

/**
 * The columns the import leaves out, each with the server's message ("Fecha Nacim will not be imported: did you mean
 * Birth date?"), and the box that acknowledges them: the import is not confirmed without it (decision 0041).
 */
export function ImportWarnings({
  warnings,
  accepted,
  onAccept,
}: {
  warnings: ImportReport['warnings']
  accepted: boolean
  onAccept: (accepted: boolean) => void
}) {
  const { t } = useTranslation()
  if (warnings.length === 0) return null
  return (
    <Alert severity="warning" role="region" aria-label={t('imports.warnings_title')}>
      <AlertTitle>{t('imports.warnings_title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {warnings.map((w) => (
          <li key={w.column}>{w.message}</li>
        ))}
      </ul>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => onAccept(event.target.checked)} />}
        label={t('imports.accept_warnings')}
      />
    </Alert>
  )
}

/** The teams the file names that the league lacks, and the one tick that creates them all (decision 0041). */
export function MissingTeamsOption({
  teams,
  checked,
  disabled,
  onChange,
}: {
  teams: string[]
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useTranslation()
  if (teams.length === 0) return null
  return (
    <Alert severity="info">
      {t('imports.missing_teams', { teams: teams.join(', ') })}
      <FormControlLabel
        sx={{ display: 'flex' }}
        control={
          <Checkbox checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
        }
        label={t('imports.create_teams', { count: teams.length })}
      />
    </Alert>
  )
}

import AddIcon from '@mui/icons-material/AddRounded'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ExportButton } from '#client/components/export-button.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { ImportButton } from '#client/features/imports/components/import-dialog.tsx'
import { PlayersList } from '#client/features/players/components/players-list.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/players`: search by name or DNI. */
export function PlayersListRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  return (
    <>
      <PageHeader
        title={t('players.title')}
        subtitle={t('players.subtitle')}
        actions={
          <>
            <ExportButton organizationId={organizationId} path="/players" />
            {canWrite ? <ImportButton organizationId={organizationId} kind="players" /> : null}
            {canWrite ? (
              <Button component={RouterLink} to={localize('/players/new')} variant="contained" startIcon={<AddIcon />}>
                {t('players.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <PlayersList organizationId={organizationId} />
    </>
  )
}

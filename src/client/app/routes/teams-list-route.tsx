import AddIcon from '@mui/icons-material/AddRounded'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ExportButton } from '#client/components/export-button.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { ImportButton } from '#client/features/imports/components/import-dialog.tsx'
import { TeamCreateDialog } from '#client/features/teams/components/team-create-dialog.tsx'
import { TeamsList } from '#client/features/teams/components/teams-list.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'

/** `/:lang/teams`. */
export function TeamsListRoute() {
  const { t } = useTranslation()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  const [isCreating, setIsCreating] = useState(false)
  return (
    <>
      <PageHeader
        title={t('teams.title')}
        subtitle={t('teams.subtitle')}
        actions={
          <>
            <ExportButton organizationId={organizationId} path="/teams" />
            {canWrite ? <ImportButton organizationId={organizationId} kind="teams" /> : null}
            {canWrite ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
                {t('teams.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <TeamsList organizationId={organizationId} onCreate={() => setIsCreating(true)} />
      {canWrite ? (
        <TeamCreateDialog organizationId={organizationId} open={isCreating} onClose={() => setIsCreating(false)} />
      ) : null}
    </>
  )
}

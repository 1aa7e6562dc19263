import AddIcon from '@mui/icons-material/AddRounded'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#client/components/page-header.tsx'
import { SeasonCreateDialog } from '#client/features/seasons/components/season-create-dialog.tsx'
import { SeasonsList } from '#client/features/seasons/components/seasons-list.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'

/** `/:lang/seasons`: the organization's seasons. */
export function SeasonsListRoute() {
  const { t } = useTranslation()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  const [isCreating, setIsCreating] = useState(false)
  return (
    <>
      <PageHeader
        title={t('seasons.title')}
        subtitle={t('seasons.subtitle')}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
              {t('seasons.new')}
            </Button>
          ) : undefined
        }
      />
      <SeasonsList organizationId={organizationId} onCreate={() => setIsCreating(true)} />
      {canWrite ? (
        <SeasonCreateDialog organizationId={organizationId} open={isCreating} onClose={() => setIsCreating(false)} />
      ) : null}
    </>
  )
}

import AddIcon from '@mui/icons-material/AddRounded'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { PageHeader } from '#client/components/page-header.tsx'
import { LocationsList } from '#client/features/locations/components/locations-list.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/locations`: venues and their fields. */
export function LocationsListRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  return (
    <>
      <PageHeader
        title={t('locations.title')}
        subtitle={t('locations.subtitle')}
        actions={
          canWrite ? (
            <Button component={RouterLink} to={localize('/locations/new')} variant="contained" startIcon={<AddIcon />}>
              {t('locations.new')}
            </Button>
          ) : undefined
        }
      />
      <LocationsList organizationId={organizationId} />
    </>
  )
}

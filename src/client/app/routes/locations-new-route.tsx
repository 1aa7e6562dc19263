import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { PageHeader } from '#client/components/page-header.tsx'
import { BackLink } from '#client/features/league-data/components/back-link.tsx'
import { useCanWrite } from '#client/features/league-data/hooks/use-can-write.ts'
import { useOrganizationId } from '#client/features/league-data/hooks/use-organization-id.ts'
import { LocationCreateForm } from '#client/features/locations/components/location-create-form.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/locations/new`. */
export function LocationsNewRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const organizationId = useOrganizationId()
  const canWrite = useCanWrite()
  if (!canWrite) return <Navigate to={localize('/locations')} replace />
  return (
    <>
      <BackLink to={localize('/locations')} label={t('locations.title')} />
      <PageHeader title={t('locations.new')} subtitle={t('locations.new_subtitle')} />
      <LocationCreateForm organizationId={organizationId} />
    </>
  )
}

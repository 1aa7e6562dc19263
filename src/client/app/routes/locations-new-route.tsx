import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { BackLink } from '#client/components/back-link.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { LocationCreateForm } from '#client/features/locations/components/location-create-form.tsx'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useOrganizationId } from '#client/lib/session/use-organization-id.ts'
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

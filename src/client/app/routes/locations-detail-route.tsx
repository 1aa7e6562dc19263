import { useTranslation } from 'react-i18next'
import { EntityPage } from '#client/components/league-data/entity-page.tsx'
import type { Location } from '#client/features/locations/api/locations-api.ts'
import { LocationDetail } from '#client/features/locations/components/location-detail.tsx'
import { useLocalize } from '#client/lib/use-lang.ts'

/** `/:lang/locations/:id`. */
export function LocationsDetailRoute() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <EntityPage<Location> collection="locations" backTo={localize('/locations')} backLabel={t('locations.title')}>
      {(location, organizationId) => (
        <LocationDetail key={location.id} organizationId={organizationId} location={location} />
      )}
    </EntityPage>
  )
}

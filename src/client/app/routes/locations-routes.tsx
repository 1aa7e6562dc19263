import { LeagueSection } from './league-section.tsx'
import { LocationsDetailRoute } from './locations-detail-route.tsx'
import { LocationsListRoute } from './locations-list-route.tsx'
import { LocationsNewRoute } from './locations-new-route.tsx'

/** `/:lang/locations/*`. */
export function LocationsRoutes() {
  return (
    <LeagueSection
      pages={[
        { element: <LocationsListRoute /> },
        { path: 'new', element: <LocationsNewRoute /> },
        { path: ':id', element: <LocationsDetailRoute /> },
      ]}
    />
  )
}

import { LeagueSection } from './league-section.tsx'
import { TournamentsDetailRoute } from './tournaments-detail-route.tsx'
import { TournamentsListRoute } from './tournaments-list-route.tsx'
import { TournamentsNewRoute } from './tournaments-new-route.tsx'

/** `/:lang/tournaments/*`: the list, a new one, and a tournament's page with its tabs. */
export function TournamentsRoutes() {
  return (
    <LeagueSection
      pages={[
        { element: <TournamentsListRoute /> },
        { path: 'new', element: <TournamentsNewRoute /> },
        { path: ':id/:tab?', element: <TournamentsDetailRoute /> },
      ]}
    />
  )
}

import { LeagueSection } from './league-section.tsx'
import { RoundsScheduleRoute } from './rounds-schedule-route.tsx'
import { TournamentsDetailRoute } from './tournaments-detail-route.tsx'
import { TournamentsListRoute } from './tournaments-list-route.tsx'
import { TournamentsNewRoute } from './tournaments-new-route.tsx'

/** `/:lang/tournaments/*`: the list, a new one, a tournament's page with its tabs, and a round's schedule. */
export function TournamentsRoutes() {
  return (
    <LeagueSection
      pages={[
        { element: <TournamentsListRoute /> },
        { path: 'new', element: <TournamentsNewRoute /> },
        { path: ':id/rounds/:roundId', element: <RoundsScheduleRoute /> },
        { path: ':id/:tab?', element: <TournamentsDetailRoute /> },
      ]}
    />
  )
}

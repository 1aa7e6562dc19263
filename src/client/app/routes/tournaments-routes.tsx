import { lazy, Suspense } from 'react'
import { PageLoader } from '#client/components/page-loader.tsx'
import { LeagueSection } from './league-section.tsx'

// Each page its own chunk: a tournament's page does not download the new-tournament form, its schemas and date
// pickers before it can paint (decision 0028); the server preloads the chunk of the page asked for.
const TournamentsListRoute = lazy(async () => ({
  default: (await import('./tournaments-list-route.tsx')).TournamentsListRoute,
}))
const TournamentsNewRoute = lazy(async () => ({
  default: (await import('./tournaments-new-route.tsx')).TournamentsNewRoute,
}))
const RoundsScheduleRoute = lazy(async () => ({
  default: (await import('./rounds-schedule-route.tsx')).RoundsScheduleRoute,
}))
const TournamentsDetailRoute = lazy(async () => ({
  default: (await import('./tournaments-detail-route.tsx')).TournamentsDetailRoute,
}))

/** `/:lang/tournaments/*`: the list, a new one, a tournament's page with its tabs, and a round's schedule. */
export function TournamentsRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LeagueSection
        pages={[
          { element: <TournamentsListRoute /> },
          { path: 'new', element: <TournamentsNewRoute /> },
          { path: ':id/rounds/:roundId', element: <RoundsScheduleRoute /> },
          { path: ':id/:tab?', element: <TournamentsDetailRoute /> },
        ]}
      />
    </Suspense>
  )
}

import { Suspense } from 'react'
import { PageLoader } from '#client/components/page-loader.tsx'
import { splitLocalePath } from '#domain/navigation/locale-path.ts'
import { lazyPage } from './lazy-page.tsx'
import { LeagueSection } from './league-section.tsx'

// Each page its own chunk: a tournament's page does not download the new-tournament form, its schemas and date
// pickers before it can paint (decision 0028); the server preloads the chunk of the page asked for.
const TournamentsListRoute = lazyPage(async () => (await import('./tournaments-list-route.tsx')).TournamentsListRoute)
const TournamentsNewRoute = lazyPage(async () => (await import('./tournaments-new-route.tsx')).TournamentsNewRoute)
const RoundsScheduleRoute = lazyPage(async () => (await import('./rounds-schedule-route.tsx')).RoundsScheduleRoute)
const TournamentsDetailRoute = lazyPage(
  async () => (await import('./tournaments-detail-route.tsx')).TournamentsDetailRoute,
)

/** The page of a `/tournaments…` path (after the language), as the routes below match it. */
function tournamentsPageOf(path: string) {
  const [, section, id, sub] = path.split('/')
  if (section !== 'tournaments') return null
  if (!id) return TournamentsListRoute
  if (id === 'new') return TournamentsNewRoute
  return sub === 'rounds' ? RoundsScheduleRoute : TournamentsDetailRoute
}

// The page being opened starts loading with this module, not when it first renders
if (typeof window !== 'undefined') {
  void tournamentsPageOf(splitLocalePath(window.location.pathname).path)
    ?.start()
    .catch(() => undefined)
}

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

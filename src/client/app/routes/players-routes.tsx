import { LeagueSection } from './league-section.tsx'
import { PlayersDetailRoute } from './players-detail-route.tsx'
import { PlayersListRoute } from './players-list-route.tsx'
import { PlayersNewRoute } from './players-new-route.tsx'

/** `/:lang/players/*`. */
export function PlayersRoutes() {
  return (
    <LeagueSection
      pages={[
        { element: <PlayersListRoute /> },
        { path: 'new', element: <PlayersNewRoute /> },
        { path: ':id', element: <PlayersDetailRoute /> },
      ]}
    />
  )
}

import { LeagueSection } from './league-section.tsx'
import { TeamsDetailRoute } from './teams-detail-route.tsx'
import { TeamsListRoute } from './teams-list-route.tsx'

/** `/:lang/teams/*`. */
export function TeamsRoutes() {
  return <LeagueSection pages={[{ element: <TeamsListRoute /> }, { path: ':id', element: <TeamsDetailRoute /> }]} />
}

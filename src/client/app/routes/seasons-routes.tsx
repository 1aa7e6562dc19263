import { LeagueSection } from './league-section.tsx'
import { SeasonsDetailRoute } from './seasons-detail-route.tsx'
import { SeasonsListRoute } from './seasons-list-route.tsx'

/** `/:lang/seasons/*`. */
export function SeasonsRoutes() {
  return <LeagueSection pages={[{ element: <SeasonsListRoute /> }, { path: ':id', element: <SeasonsDetailRoute /> }]} />
}

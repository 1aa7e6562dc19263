import { Navigate } from 'react-router'
import { useLocalize } from '#client/lib/use-lang.ts'
import { GamesDetailRoute } from './games-detail-route.tsx'
import { LeagueSection } from './league-section.tsx'

/** Games are listed in their tournament (fixtures tab); `/games` itself leads there. */
function GamesIndex() {
  const localize = useLocalize()
  return <Navigate to={localize('/tournaments')} replace />
}

/** `/:lang/games/*`: a game's sheet. */
export function GamesRoutes() {
  return <LeagueSection pages={[{ element: <GamesIndex /> }, { path: ':id', element: <GamesDetailRoute /> }]} />
}

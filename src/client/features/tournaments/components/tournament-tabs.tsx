/**
 * The tabs of a tournament's page (`/:lang/tournaments/:id/:tab`), in order. A tab whose `Component` is null shows a
 * translated "coming" state: the competition pages fill them in here, e.g.
 *
 *   { key: 'fixtures', Component: lazy(() => import('#client/features/competition/…').then((m) => ({ default: m.Fixtures }))) }
 *
 * Each gets the loaded tournament, the organization and whether the user may write (TournamentTabProps); its label
 * is `tournaments.tabs.<key>`. Keep the page's own pieces in their feature; only this list is shared.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { Tournament } from '../lib/tournament-form.ts'
import { TournamentOverview } from './tournament-overview.tsx'
import { TournamentSettingsTab } from './tournament-settings-tab.tsx'

export interface TournamentTabProps {
  organizationId: string
  tournament: Tournament
  canWrite: boolean
}

export interface TournamentTab {
  /** the path segment (`overview` is the tournament's own address) and the label key */
  key: 'overview' | 'fixtures' | 'standings' | 'scorers' | 'discipline' | 'groups' | 'settings' | (string & {})
  Component: ComponentType<TournamentTabProps> | LazyExoticComponent<ComponentType<TournamentTabProps>> | null
}

const fixtures = lazy(() =>
  import('#client/features/fixtures/components/fixtures-tab.tsx').then((m) => ({ default: m.FixturesTab })),
)
const standings = lazy(() =>
  import('#client/features/standings/components/standings-tab.tsx').then((m) => ({ default: m.StandingsTab })),
)
const scorers = lazy(() =>
  import('#client/features/standings/components/scorers-tab.tsx').then((m) => ({ default: m.ScorersTab })),
)
const discipline = lazy(() =>
  import('#client/features/suspensions/components/discipline-tab.tsx').then((m) => ({ default: m.DisciplineTab })),
)
const groups = lazy(() =>
  import('#client/features/groups/components/groups-tab.tsx').then((m) => ({ default: m.GroupsTab })),
)

export const TOURNAMENT_TABS: readonly TournamentTab[] = [
  { key: 'overview', Component: TournamentOverview },
  // competition pages (issue 4), each its own lazy chunk
  { key: 'fixtures', Component: fixtures },
  { key: 'standings', Component: standings },
  { key: 'scorers', Component: scorers },
  { key: 'discipline', Component: discipline },
  { key: 'groups', Component: groups },
  { key: 'settings', Component: TournamentSettingsTab },
]

export const DEFAULT_TOURNAMENT_TAB = 'overview'

export function tournamentTabPath(tournamentId: string, key: string): string {
  return key === DEFAULT_TOURNAMENT_TAB ? `/tournaments/${tournamentId}` : `/tournaments/${tournamentId}/${key}`
}

/**
 * The tabs of a tournament's page (`/:lang/tournaments/:id/:tab`), in order. The tournament's own tabs (overview,
 * settings) are here; the competition's (fixtures, standings, brackets, scorers, discipline, groups) belong to other features,
 * so the route passes them in (CompetitionTabs, composed in app/routes/tournaments-detail-route.tsx, each its own
 * lazy chunk). A tab whose `Component` is null shows a translated "coming" state.
 *
 * Each gets the loaded tournament, the organization and whether the user may write (TournamentTabProps); its label
 * is `tournaments.tabs.<key>`.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { Tournament } from '../lib/tournament-form.ts'
import { TournamentOverview } from './tournament-overview.tsx'

/**
 * The settings tab is the tournament's form: its own chunk, so the page's first visit does not download and run the
 * form and schema libraries (react-hook-form, zod) before it can paint (decision 0017).
 */
const TournamentSettingsTab = lazy(() =>
  import('./tournament-settings-tab.tsx').then((m) => ({ default: m.TournamentSettingsTab })),
)

export interface TournamentTabProps {
  organizationId: string
  tournament: Tournament
  canWrite: boolean
}

/** The path segments (`overview` is the tournament's own address) and label keys, in order. */
export const TOURNAMENT_TAB_KEYS = [
  'overview',
  'fixtures',
  'standings',
  'brackets',
  'scorers',
  'discipline',
  'groups',
  'settings',
] as const

type TournamentTabKey = (typeof TOURNAMENT_TAB_KEYS)[number]

type TournamentTabComponent = ComponentType<TournamentTabProps> | LazyExoticComponent<ComponentType<TournamentTabProps>>

/** The tabs other features provide, by key (null: not built yet). */
export type CompetitionTabs = Record<Exclude<TournamentTabKey, 'overview' | 'settings'>, TournamentTabComponent | null>

export interface TournamentTab {
  key: TournamentTabKey
  Component: TournamentTabComponent | null
}

/** Every tab in order: the tournament's own and the competition's. */
export function tournamentTabs(competition: CompetitionTabs): readonly TournamentTab[] {
  return TOURNAMENT_TAB_KEYS.map((key) => ({
    key,
    Component: key === 'overview' ? TournamentOverview : key === 'settings' ? TournamentSettingsTab : competition[key],
  }))
}

export const DEFAULT_TOURNAMENT_TAB = 'overview'

export function tournamentTabPath(tournamentId: string, key: string): string {
  return key === DEFAULT_TOURNAMENT_TAB ? `/tournaments/${tournamentId}` : `/tournaments/${tournamentId}/${key}`
}

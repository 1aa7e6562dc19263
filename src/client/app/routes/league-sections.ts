/**
 * The league sections' route modules, loaded on demand. app/router.tsx reaches them through this one small module
 * rather than importing each itself: every lazy import in the router lists its chunk's dependencies in the entry
 * chunk (which the sign-in page loads, under a size budget), and these pages depend on many.
 */
import type { ComponentType } from 'react'

export type LeagueSectionName = 'seasons' | 'tournaments' | 'teams' | 'players' | 'locations' | 'games' | 'leaderboards'

export const LEAGUE_SECTIONS: Record<LeagueSectionName, () => Promise<ComponentType>> = {
  seasons: async () => (await import('./seasons-routes.tsx')).SeasonsRoutes,
  tournaments: async () => (await import('./tournaments-routes.tsx')).TournamentsRoutes,
  teams: async () => (await import('./teams-routes.tsx')).TeamsRoutes,
  players: async () => (await import('./players-routes.tsx')).PlayersRoutes,
  locations: async () => (await import('./locations-routes.tsx')).LocationsRoutes,
  // the competition's own pages (game sheets, leaderboards): the tournament's tabs load from its page
  games: async () => (await import('./games-routes.tsx')).GamesRoutes,
  leaderboards: async () => (await import('./leaderboards-route.tsx')).LeaderboardsRoute,
}

/**
 * Query keys of the competition, hung under the league tree (`['league', orgId, <collection>, …]`,
 * lib/league-data/league-keys.ts) so that a live event of a collection invalidates them
 * (lib/live/live-events.ts). Collections are named as the server's live events: games, rounds, groups,
 * suspensions, point-adjustments; the derived tables (standings, scorers, discipline, leaderboards, dashboard) are
 * collections of their own that those events list as dependents.
 */
import type { GameFilters } from './competition-api.ts'
import type { LeaderboardFilters } from './standings-api.ts'
import type { SuspensionFilters } from './suspensions-api.ts'

const clean = (filters: object) =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  )

export const competitionKeys = {
  games: (organizationId: string, filters: GameFilters) =>
    ['league', organizationId, 'games', 'list', clean(filters)] as const,
  /**
   * A tournament's games by round (decision 0054), one group's (`none`: of no group): the summary with the current
   * round and the next (`round` undefined), or one round by key. Under `games`, so a game's live event refreshes the
   * rounds loaded, and kept offline like every successful query.
   */
  gamesByRound: (organizationId: string, tournamentId: string, groupId: string, round?: string) =>
    ['league', organizationId, 'games', 'by-round', tournamentId, groupId, round ?? 'current'] as const,
  sheet: (organizationId: string, gameId: string) => ['league', organizationId, 'games', 'detail', gameId] as const,
  /** who may play a game (decision 0038): under `games`, kept offline with the sheet */
  eligibility: (organizationId: string, gameId: string) =>
    ['league', organizationId, 'games', 'eligibility', gameId] as const,
  rounds: (organizationId: string, tournamentId: string) => ['league', organizationId, 'rounds', tournamentId] as const,
  groups: (organizationId: string, tournamentId: string) => ['league', organizationId, 'groups', tournamentId] as const,
  standings: (organizationId: string, tournamentId: string) =>
    ['league', organizationId, 'standings', tournamentId] as const,
  pointAdjustments: (organizationId: string, tournamentId: string) =>
    ['league', organizationId, 'point-adjustments', tournamentId] as const,
  scorers: (organizationId: string, tournamentId: string) =>
    ['league', organizationId, 'scorers', tournamentId] as const,
  discipline: (organizationId: string, tournamentId: string) =>
    ['league', organizationId, 'discipline', tournamentId] as const,
  /** a player's record per tournament: under `discipline`, which results, cards, suspensions and names refresh */
  playerRecord: (organizationId: string, playerId: string) =>
    ['league', organizationId, 'discipline', 'player', playerId] as const,
  suspensions: (organizationId: string, filters: SuspensionFilters) =>
    ['league', organizationId, 'suspensions', clean(filters)] as const,
  leaderboards: (organizationId: string, filters: LeaderboardFilters) =>
    ['league', organizationId, 'leaderboards', clean(filters)] as const,
  dashboard: (organizationId: string, weekStart: string) => ['league', organizationId, 'dashboard', weekStart] as const,
  /** every team of the organization (pickers): under `teams`, so a team change refreshes it */
  allTeams: (organizationId: string) => ['league', organizationId, 'teams', 'all'] as const,
  /** every tournament and season (leaderboard filters) */
  allTournaments: (organizationId: string) => ['league', organizationId, 'tournaments', 'all'] as const,
  allSeasons: (organizationId: string) => ['league', organizationId, 'seasons', 'all'] as const,
  allLocations: (organizationId: string) => ['league', organizationId, 'locations', 'all'] as const,
}

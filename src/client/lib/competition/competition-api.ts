/**
 * The competition API (issue 4) under `/api/orgs/{orgId}`: groups, fixtures and rounds, games and their sheet,
 * results and cards, suspensions, standings, point adjustments, scorers, discipline, leaderboards and the dashboard.
 * Types come from the shared contracts in src/domain (type imports only: the schemas stay out of the bundle).
 */

import { type ApiQuery, dataOf, idempotencyHeaders, typedApi, withStaleVersion } from '#client/lib/api/typed-api.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import type {
  Fixtures,
  FixturesInput,
  RoundList,
  UpdateRoundsInput,
  UpdateRoundsResult,
} from '#domain/competition/fixtures.schema.ts'
import type { CreateGroupInput, Group, GroupList, UpdateGroupInput } from '#domain/competition/group.schema.ts'
import type {
  CreateCardInput,
  CreatedCard,
  CreateGameInput,
  Game,
  GamePage,
  GameSheet,
  GameStatsInput,
  UpdateGameInput,
} from '#domain/games/game.schema.ts'
import type { BulkGamesInput, BulkGamesResult } from '#domain/games/game-bulk.schema.ts'
import type { GameLineups, GameLineupsInput } from '#domain/games/game-lineups.schema.ts'
import type {
  CreatePointAdjustmentInput,
  Dashboard,
  Discipline,
  Leaderboards,
  PointAdjustmentOut,
  Scorers,
  Standings,
} from '#domain/standings-api/standings.schema.ts'
import type {
  CreateSuspensionInput,
  PlayerDiscipline,
  Suspension,
  SuspensionList,
} from '#domain/suspensions/suspension.schema.ts'
import type { Withdrawal } from '#domain/tournaments/tournament.schema.ts'

export type { Round } from '#domain/competition/fixtures.schema.ts'
export type { GameCard, GameSide } from '#domain/games/game.schema.ts'
export type { StandingsRowOut as StandingsRow } from '#domain/standings-api/standings.schema.ts'
export type {
  BulkGamesInput,
  BulkGamesResult,
  CreatedCard,
  CreateGameInput,
  Dashboard,
  Discipline,
  Fixtures,
  FixturesInput,
  Game,
  GameLineups,
  GameLineupsInput,
  GamePage,
  GameSheet,
  GameStatsInput,
  Group,
  Leaderboards,
  PlayerDiscipline,
  PointAdjustmentOut,
  RoundList,
  Scorers,
  Standings,
  Suspension,
  UpdateRoundsInput,
  UpdateRoundsResult,
}

/** The path parameters of an organization's path, and of one of its things (`{orgId}` and `{id}`). */
const inOrg = (orgId: string) => ({ params: { path: { orgId } } })
const inEntity = (orgId: string, id: string) => ({ params: { path: { orgId, id } } })
const inTournament = inEntity

// --- groups ---------------------------------------------------------------------------------------------------------

export const fetchGroups = (organizationId: string, tournamentId: string, signal?: AbortSignal): Promise<GroupList> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/groups', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const createGroup = (organizationId: string, tournamentId: string, body: CreateGroupInput): Promise<Group> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/groups', { ...inTournament(organizationId, tournamentId), body }),
  )

export const updateGroup = (
  organizationId: string,
  tournamentId: string,
  groupId: string,
  body: UpdateGroupInput,
): Promise<Group> =>
  dataOf(
    typedApi.PATCH('/api/orgs/{orgId}/tournaments/{id}/groups/{groupId}', {
      params: { path: { orgId: organizationId, id: tournamentId, groupId } },
      body,
    }),
  )

export const deleteGroup = (organizationId: string, tournamentId: string, groupId: string) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/tournaments/{id}/groups/{groupId}', {
      params: { path: { orgId: organizationId, id: tournamentId, groupId } },
    }),
  )

// --- fixtures and rounds --------------------------------------------------------------------------------------------

export const previewFixtures = (organizationId: string, tournamentId: string, body: FixturesInput): Promise<Fixtures> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/fixtures/preview', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )

export const generateFixtures = (
  organizationId: string,
  tournamentId: string,
  body: FixturesInput,
): Promise<Fixtures> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/fixtures', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )

export const fetchRounds = (organizationId: string, tournamentId: string, signal?: AbortSignal): Promise<RoundList> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/rounds', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const updateRounds = (
  organizationId: string,
  tournamentId: string,
  body: UpdateRoundsInput,
): Promise<UpdateRoundsResult> =>
  dataOf(
    typedApi.PATCH('/api/orgs/{orgId}/tournaments/{id}/rounds', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )

// --- games ----------------------------------------------------------------------------------------------------------

export interface GameFilters {
  tournamentId?: string
  groupId?: string
  roundId?: string
  teamId?: string
  state?: Game['state']
  from?: string
  to?: string
}

/** Up to 2000 games in fixture order (date, round): a tournament's whole calendar in one request. */
export const fetchGames = (organizationId: string, filters: GameFilters, signal?: AbortSignal): Promise<GamePage> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/games', {
      params: { path: { orgId: organizationId }, query: { ...filters, limit: 2000 } },
      signal,
    }),
  )

export const fetchGameSheet = (organizationId: string, gameId: string, signal?: AbortSignal): Promise<GameSheet> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/games/{id}', { ...inEntity(organizationId, gameId), signal }))

export const createGame = (organizationId: string, body: CreateGameInput, idempotencyKey?: string): Promise<Game> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/games', {
      ...inOrg(organizationId),
      body,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  )

export const deleteGame = (organizationId: string, gameId: string) =>
  dataOf(typedApi.DELETE('/api/orgs/{orgId}/games/{id}', inEntity(organizationId, gameId)))

export const bulkGames = (organizationId: string, body: BulkGamesInput): Promise<BulkGamesResult> =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/games/bulk', { ...inOrg(organizationId), body }))

export type GameTransition = 'publish' | 'confirm' | 'unconfirm' | 'unsuspend'

/** A 409 STALE_VERSION of a game: the change was based on an old version; `current` is the sheet as it is now. */
export class StaleGameError extends ApiError {
  readonly current: GameSheet
  constructor(error: ApiError, current: GameSheet) {
    super({
      status: error.status,
      code: error.code,
      message: error.message,
      invalidParams: error.invalidParams,
      requestId: error.requestId,
    })
    this.name = 'StaleGameError'
    this.current = current
  }
}

export function isStaleGameError(error: unknown): error is StaleGameError {
  return error instanceof StaleGameError
}

/**
 * A write that answers the game sheet, through fetch directly so that the body of a 409 STALE_VERSION (which
 * ApiError does not keep) becomes a StaleGameError carrying `current`.
 */
function sendForSheet(call: Promise<{ data?: GameSheet; response: Response }>): Promise<GameSheet> {
  return withStaleVersion(call, (error, current) => new StaleGameError(error, current))
}

export const updateGame = (organizationId: string, gameId: string, body: UpdateGameInput) =>
  sendForSheet(typedApi.PATCH('/api/orgs/{orgId}/games/{id}', { ...inEntity(organizationId, gameId), body }))

export const transitionGame = (organizationId: string, gameId: string, transition: GameTransition, version?: number) =>
  sendForSheet(
    typedApi.POST(`/api/orgs/{orgId}/games/{id}/${transition}`, {
      ...inEntity(organizationId, gameId),
      body: version === undefined ? {} : { version },
    }),
  )

export const suspendGame = (organizationId: string, gameId: string, reason: string | null, version?: number) =>
  sendForSheet(
    typedApi.POST('/api/orgs/{orgId}/games/{id}/suspend', {
      ...inEntity(organizationId, gameId),
      body: { reason, ...(version === undefined ? {} : { version }) },
    }),
  )

export const saveGameStats = (organizationId: string, gameId: string, body: GameStatsInput) =>
  sendForSheet(typedApi.PUT('/api/orgs/{orgId}/games/{id}/stats', { ...inEntity(organizationId, gameId), body }))

export const fetchGameLineups = (organizationId: string, gameId: string, signal?: AbortSignal): Promise<GameLineups> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/games/{id}/lineups', { ...inEntity(organizationId, gameId), signal }))

export const saveGameLineups = (organizationId: string, gameId: string, body: GameLineupsInput): Promise<GameLineups> =>
  dataOf(typedApi.PUT('/api/orgs/{orgId}/games/{id}/lineups', { ...inEntity(organizationId, gameId), body }))

export const addCard = (
  organizationId: string,
  gameId: string,
  body: CreateCardInput,
  idempotencyKey?: string,
): Promise<CreatedCard> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/games/{id}/cards', {
      ...inEntity(organizationId, gameId),
      body,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  )

export const deleteCard = (organizationId: string, gameId: string, cardId: string) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/games/{id}/cards/{cardId}', {
      params: { path: { orgId: organizationId, id: gameId, cardId } },
    }),
  )

// --- suspensions ----------------------------------------------------------------------------------------------------

export interface SuspensionFilters {
  tournamentId?: string
  status?: Suspension['status']
  playerId?: string
  teamId?: string
}

export const fetchSuspensions = (
  organizationId: string,
  filters: SuspensionFilters,
  signal?: AbortSignal,
): Promise<SuspensionList> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/suspensions', {
      params: { path: { orgId: organizationId }, query: filters },
      signal,
    }),
  )

/** The body of a suspension by hand: `skipEarnedGame` may be left out (the server's default, true). */
export type CreateSuspensionBody = Omit<CreateSuspensionInput, 'skipEarnedGame'> & { skipEarnedGame?: boolean }

/** A suspension by hand, confirmed at once; `skipEarnedGame` is fixed here. */
export const createSuspension = (organizationId: string, body: CreateSuspensionBody): Promise<Suspension> =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/suspensions', { ...inOrg(organizationId), body }))

/** A player's record per tournament: goals, cards, the yellow-card warning, suspensions, and their teams in it. */
export const fetchPlayerDiscipline = (
  organizationId: string,
  playerId: string,
  signal?: AbortSignal,
): Promise<PlayerDiscipline> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/players/{id}/discipline', { ...inEntity(organizationId, playerId), signal }))

export const updateSuspension = (
  organizationId: string,
  suspensionId: string,
  body: { gamesCount?: number; note?: string | null; version?: number },
): Promise<Suspension> =>
  dataOf(typedApi.PATCH('/api/orgs/{orgId}/suspensions/{id}', { ...inEntity(organizationId, suspensionId), body }))

export const confirmSuspension = (organizationId: string, suspensionId: string): Promise<Suspension> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/suspensions/{id}/confirm', {
      ...inEntity(organizationId, suspensionId),
      body: {},
    }),
  )

export const ignoreSuspension = (organizationId: string, suspensionId: string): Promise<Suspension> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/suspensions/{id}/ignore', { ...inEntity(organizationId, suspensionId), body: {} }),
  )

export const deleteSuspension = (organizationId: string, suspensionId: string) =>
  dataOf(typedApi.DELETE('/api/orgs/{orgId}/suspensions/{id}', inEntity(organizationId, suspensionId)))

// --- withdrawals ----------------------------------------------------------------------------------------------------

/** The team leaves the tournament: its unplayed games removed or awarded as walkovers (decision 0027). */
export const withdrawTeam = (
  organizationId: string,
  tournamentId: string,
  teamId: string,
  body: { unplayed: 'remove' | 'walkover' },
): Promise<Withdrawal> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/teams/{teamId}/withdraw', {
      params: { path: { orgId: organizationId, id: tournamentId, teamId } },
      body,
    }),
  )

// --- tables ---------------------------------------------------------------------------------------------------------

export const fetchStandings = (
  organizationId: string,
  tournamentId: string,
  signal?: AbortSignal,
): Promise<Standings> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/standings', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const fetchPointAdjustments = (
  organizationId: string,
  tournamentId: string,
  signal?: AbortSignal,
): Promise<{ items: PointAdjustmentOut[] }> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/point-adjustments', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export const createPointAdjustment = (
  organizationId: string,
  tournamentId: string,
  body: CreatePointAdjustmentInput,
): Promise<PointAdjustmentOut> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/tournaments/{id}/point-adjustments', {
      ...inTournament(organizationId, tournamentId),
      body,
    }),
  )

export const deletePointAdjustment = (organizationId: string, tournamentId: string, adjustmentId: string) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/tournaments/{id}/point-adjustments/{adjustmentId}', {
      params: { path: { orgId: organizationId, id: tournamentId, adjustmentId } },
    }),
  )

export const fetchScorers = (organizationId: string, tournamentId: string, signal?: AbortSignal): Promise<Scorers> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/scorers', {
      params: { path: { orgId: organizationId, id: tournamentId }, query: { limit: 200 } },
      signal,
    }),
  )

export const fetchDiscipline = (
  organizationId: string,
  tournamentId: string,
  signal?: AbortSignal,
): Promise<Discipline> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/discipline', {
      ...inTournament(organizationId, tournamentId),
      signal,
    }),
  )

export interface LeaderboardFilters {
  seasonId?: string
  genre?: string
  teamSize?: string
  tournamentId?: string
}

export const fetchLeaderboards = (
  organizationId: string,
  filters: LeaderboardFilters,
  signal?: AbortSignal,
): Promise<Leaderboards> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/leaderboards', {
      params: {
        path: { orgId: organizationId },
        query: {
          ...filters,
          // as they live in the address (leaderboard-filters.ts keeps only the valid ones)
          genre: filters.genre as ApiQuery<'/api/orgs/{orgId}/leaderboards', 'get'>['genre'],
          teamSize: filters.teamSize ? Number(filters.teamSize) : undefined,
          limit: 100,
        },
      },
      signal,
    }),
  )

export const fetchDashboard = (organizationId: string, weekStart: string, signal?: AbortSignal): Promise<Dashboard> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/dashboard', {
      params: { path: { orgId: organizationId }, query: { weekStart } },
      signal,
    }),
  )

/** The dashboard's query, shared by its page and the boot prefetch (app/prefetch-page-data.ts). */
export const dashboardQueryOptions = (organizationId: string, weekStart: string) => ({
  queryKey: competitionKeys.dashboard(organizationId, weekStart),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDashboard(organizationId, weekStart, signal),
})

export const restoreGame = (organizationId: string, gameId: string): Promise<GameSheet> =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/games/{id}/restore', inEntity(organizationId, gameId)))

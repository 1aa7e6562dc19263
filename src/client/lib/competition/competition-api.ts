/**
 * The competition API (issue 4) under `/api/orgs/{orgId}`: groups, fixtures and rounds, games and their sheet,
 * results and cards, suspensions, standings, point adjustments, scorers, discipline, leaderboards and the dashboard.
 * Types come from the shared contracts in src/domain (type imports only: the schemas stay out of the bundle).
 */

import { ApiError, api, sendVersioned } from '#client/lib/api-client.ts'
import { competitionKeys } from '#client/lib/competition/competition-keys.ts'
import { orgPath } from '#client/lib/league-data/league-api.ts'
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

const id = (value: string) => encodeURIComponent(value)
const tournamentPath = (organizationId: string, tournamentId: string) =>
  `${orgPath(organizationId)}/tournaments/${id(tournamentId)}`
const gamePath = (organizationId: string, gameId: string) => `${orgPath(organizationId)}/games/${id(gameId)}`
const suspensionPath = (organizationId: string, suspensionId: string) =>
  `${orgPath(organizationId)}/suspensions/${id(suspensionId)}`

// --- groups ---------------------------------------------------------------------------------------------------------

export const fetchGroups = (organizationId: string, tournamentId: string, signal?: AbortSignal) =>
  api.get<GroupList>(`${tournamentPath(organizationId, tournamentId)}/groups`, { signal })

export const createGroup = (organizationId: string, tournamentId: string, body: CreateGroupInput) =>
  api.post<Group>(`${tournamentPath(organizationId, tournamentId)}/groups`, body)

export const updateGroup = (organizationId: string, tournamentId: string, groupId: string, body: UpdateGroupInput) =>
  api.patch<Group>(`${tournamentPath(organizationId, tournamentId)}/groups/${id(groupId)}`, body)

export const deleteGroup = (organizationId: string, tournamentId: string, groupId: string) =>
  api.delete<unknown>(`${tournamentPath(organizationId, tournamentId)}/groups/${id(groupId)}`)

// --- fixtures and rounds --------------------------------------------------------------------------------------------

export const previewFixtures = (organizationId: string, tournamentId: string, body: FixturesInput) =>
  api.post<Fixtures>(`${tournamentPath(organizationId, tournamentId)}/fixtures/preview`, body)

export const generateFixtures = (organizationId: string, tournamentId: string, body: FixturesInput) =>
  api.post<Fixtures>(`${tournamentPath(organizationId, tournamentId)}/fixtures`, body)

export const fetchRounds = (organizationId: string, tournamentId: string, signal?: AbortSignal) =>
  api.get<RoundList>(`${tournamentPath(organizationId, tournamentId)}/rounds`, { signal })

export const updateRounds = (organizationId: string, tournamentId: string, body: UpdateRoundsInput) =>
  api.patch<UpdateRoundsResult>(`${tournamentPath(organizationId, tournamentId)}/rounds`, body)

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
export const fetchGames = (organizationId: string, filters: GameFilters, signal?: AbortSignal) =>
  api.get<GamePage>(`${orgPath(organizationId)}/games`, {
    query: { ...filters, limit: 2000 } as Record<string, string | number | undefined>,
    signal,
  })

export const fetchGameSheet = (organizationId: string, gameId: string, signal?: AbortSignal) =>
  api.get<GameSheet>(gamePath(organizationId, gameId), { signal })

export const createGame = (organizationId: string, body: CreateGameInput) =>
  api.post<Game>(`${orgPath(organizationId)}/games`, body)

export const deleteGame = (organizationId: string, gameId: string) =>
  api.delete<unknown>(gamePath(organizationId, gameId))

export const bulkGames = (organizationId: string, body: BulkGamesInput) =>
  api.post<BulkGamesResult>(`${orgPath(organizationId)}/games/bulk`, body)

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
function sendForSheet(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown): Promise<GameSheet> {
  return sendVersioned<GameSheet>(method, path, body, (error, current) => new StaleGameError(error, current))
}

export const updateGame = (organizationId: string, gameId: string, body: UpdateGameInput) =>
  sendForSheet('PATCH', gamePath(organizationId, gameId), body)

export const transitionGame = (organizationId: string, gameId: string, transition: GameTransition, version?: number) =>
  sendForSheet('POST', `${gamePath(organizationId, gameId)}/${transition}`, version === undefined ? {} : { version })

export const suspendGame = (organizationId: string, gameId: string, reason: string | null, version?: number) =>
  sendForSheet('POST', `${gamePath(organizationId, gameId)}/suspend`, {
    reason,
    ...(version === undefined ? {} : { version }),
  })

export const saveGameStats = (organizationId: string, gameId: string, body: GameStatsInput) =>
  sendForSheet('PUT', `${gamePath(organizationId, gameId)}/stats`, body)

export const fetchGameLineups = (organizationId: string, gameId: string, signal?: AbortSignal) =>
  api.get<GameLineups>(`${gamePath(organizationId, gameId)}/lineups`, { signal })

export const saveGameLineups = (organizationId: string, gameId: string, body: GameLineupsInput) =>
  api.put<GameLineups>(`${gamePath(organizationId, gameId)}/lineups`, body)

export const addCard = (organizationId: string, gameId: string, body: CreateCardInput) =>
  api.post<CreatedCard>(`${gamePath(organizationId, gameId)}/cards`, body)

export const deleteCard = (organizationId: string, gameId: string, cardId: string) =>
  api.delete<unknown>(`${gamePath(organizationId, gameId)}/cards/${id(cardId)}`)

// --- suspensions ----------------------------------------------------------------------------------------------------

export interface SuspensionFilters {
  tournamentId?: string
  status?: Suspension['status']
  playerId?: string
  teamId?: string
}

export const fetchSuspensions = (organizationId: string, filters: SuspensionFilters, signal?: AbortSignal) =>
  api.get<SuspensionList>(`${orgPath(organizationId)}/suspensions`, {
    query: filters as Record<string, string | undefined>,
    signal,
  })

/** The body of a suspension by hand: `skipEarnedGame` may be left out (the server's default, true). */
export type CreateSuspensionBody = Omit<CreateSuspensionInput, 'skipEarnedGame'> & { skipEarnedGame?: boolean }

/** A suspension by hand, confirmed at once; `skipEarnedGame` is fixed here. */
export const createSuspension = (organizationId: string, body: CreateSuspensionBody) =>
  api.post<Suspension>(`${orgPath(organizationId)}/suspensions`, body)

/** A player's record per tournament: goals, cards, the yellow-card warning, suspensions, and their teams in it. */
export const fetchPlayerDiscipline = (organizationId: string, playerId: string, signal?: AbortSignal) =>
  api.get<PlayerDiscipline>(`${orgPath(organizationId)}/players/${id(playerId)}/discipline`, { signal })

export const updateSuspension = (
  organizationId: string,
  suspensionId: string,
  body: { gamesCount?: number; note?: string | null; version?: number },
) => api.patch<Suspension>(suspensionPath(organizationId, suspensionId), body)

export const confirmSuspension = (organizationId: string, suspensionId: string) =>
  api.post<Suspension>(`${suspensionPath(organizationId, suspensionId)}/confirm`, {})

export const ignoreSuspension = (organizationId: string, suspensionId: string) =>
  api.post<Suspension>(`${suspensionPath(organizationId, suspensionId)}/ignore`, {})

export const deleteSuspension = (organizationId: string, suspensionId: string) =>
  api.delete<unknown>(suspensionPath(organizationId, suspensionId))

// --- withdrawals ----------------------------------------------------------------------------------------------------

/** The team leaves the tournament: its unplayed games removed or awarded as walkovers (decision 0027). */
export const withdrawTeam = (
  organizationId: string,
  tournamentId: string,
  teamId: string,
  body: { unplayed: 'remove' | 'walkover' },
) => api.post<Withdrawal>(`${tournamentPath(organizationId, tournamentId)}/teams/${id(teamId)}/withdraw`, body)

// --- tables ---------------------------------------------------------------------------------------------------------

export const fetchStandings = (organizationId: string, tournamentId: string, signal?: AbortSignal) =>
  api.get<Standings>(`${tournamentPath(organizationId, tournamentId)}/standings`, { signal })

export const fetchPointAdjustments = (organizationId: string, tournamentId: string, signal?: AbortSignal) =>
  api.get<{ items: PointAdjustmentOut[] }>(`${tournamentPath(organizationId, tournamentId)}/point-adjustments`, {
    signal,
  })

export const createPointAdjustment = (organizationId: string, tournamentId: string, body: CreatePointAdjustmentInput) =>
  api.post<PointAdjustmentOut>(`${tournamentPath(organizationId, tournamentId)}/point-adjustments`, body)

export const deletePointAdjustment = (organizationId: string, tournamentId: string, adjustmentId: string) =>
  api.delete<unknown>(`${tournamentPath(organizationId, tournamentId)}/point-adjustments/${id(adjustmentId)}`)

export const fetchScorers = (organizationId: string, tournamentId: string, signal?: AbortSignal) =>
  api.get<Scorers>(`${tournamentPath(organizationId, tournamentId)}/scorers`, { query: { limit: 200 }, signal })

export const fetchDiscipline = (organizationId: string, tournamentId: string, signal?: AbortSignal) =>
  api.get<Discipline>(`${tournamentPath(organizationId, tournamentId)}/discipline`, { signal })

export interface LeaderboardFilters {
  seasonId?: string
  genre?: string
  teamSize?: string
  tournamentId?: string
}

export const fetchLeaderboards = (organizationId: string, filters: LeaderboardFilters, signal?: AbortSignal) =>
  api.get<Leaderboards>(`${orgPath(organizationId)}/leaderboards`, {
    query: { ...filters, limit: 100 } as Record<string, string | number | undefined>,
    signal,
  })

export const fetchDashboard = (organizationId: string, weekStart: string, signal?: AbortSignal) =>
  api.get<Dashboard>(`${orgPath(organizationId)}/dashboard`, { query: { weekStart }, signal })

/** The dashboard's query, shared by its page and the boot prefetch (app/prefetch-page-data.ts). */
export const dashboardQueryOptions = (organizationId: string, weekStart: string) => ({
  queryKey: competitionKeys.dashboard(organizationId, weekStart),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDashboard(organizationId, weekStart, signal),
})

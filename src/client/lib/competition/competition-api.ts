/**
 * The games API under `/api/orgs/{orgId}/games`: the calendar, a game and its sheet, results, lineups and cards.
 * The other competition endpoints have their own modules beside this one: fixtures-api.ts (groups, fixtures, rounds,
 * withdrawals), suspensions-api.ts and standings-api.ts (standings, scorers, discipline, leaderboards, dashboard).
 * Types come from the shared contracts in src/domain (type imports only: the schemas stay out of the bundle).
 */

import { dataOf, idempotencyHeaders, typedApi, withStaleVersion } from '#client/lib/api/typed-api.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { inEntity, inOrg } from '#client/lib/competition/competition-paths.ts'
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

export type { GameCard, GameSide } from '#domain/games/game.schema.ts'
export type {
  BulkGamesInput,
  BulkGamesResult,
  CreatedCard,
  CreateGameInput,
  Game,
  GameLineups,
  GameLineupsInput,
  GamePage,
  GameSheet,
  GameStatsInput,
}

export interface GameFilters {
  tournamentId?: string
  groupId?: string
  roundId?: string
  teamId?: string
  /** these games only, comma-separated (at most GAME_IDS_MAX) */
  ids?: string
  state?: Game['state']
  kind?: Game['kind']
  from?: string
  to?: string
  /** only the games without a date */
  undated?: 'true'
}

/** The most games the server answers at once (GAMES_PAGE_MAX, decision 0043). */
const GAMES_PAGE = 500

/** The games in fixture order (date, round): every page of them, so a tournament's whole calendar still shows. */
export async function fetchGames(
  organizationId: string,
  filters: GameFilters,
  signal?: AbortSignal,
): Promise<GamePage> {
  const items: GamePage['items'] = []
  for (;;) {
    const page = await dataOf(
      typedApi.GET('/api/orgs/{orgId}/games', {
        params: { path: { orgId: organizationId }, query: { ...filters, limit: GAMES_PAGE, offset: items.length } },
        signal,
      }),
    )
    items.push(...page.items)
    // a short page is the last one, whatever `total` says (it may have changed meanwhile)
    if (page.items.length < GAMES_PAGE || items.length >= page.total) return { items, total: page.total }
  }
}

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

/**
 * The game's path, and the `reason` of an admin's change of a locked match report (decision 0051: the server writes it
 * into the change's audit entries; without it a locked report answers 409 REPORT_LOCKED).
 */
const inGame = (orgId: string, id: string, auditReason?: string | null) => ({
  params: { path: { orgId, id }, ...(auditReason ? { query: { reason: auditReason } } : {}) },
})

export const saveGameStats = (
  organizationId: string,
  gameId: string,
  body: GameStatsInput,
  auditReason?: string | null,
) =>
  sendForSheet(
    typedApi.PUT('/api/orgs/{orgId}/games/{id}/stats', { ...inGame(organizationId, gameId, auditReason), body }),
  )

export const fetchGameLineups = (organizationId: string, gameId: string, signal?: AbortSignal): Promise<GameLineups> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/games/{id}/lineups', { ...inEntity(organizationId, gameId), signal }))

/** `idempotencyKey`: the offline queue's, as with a card (the PUT replaces the lists, so a repeat changes nothing). */
export const saveGameLineups = (
  organizationId: string,
  gameId: string,
  body: GameLineupsInput,
  idempotencyKey?: string,
): Promise<GameLineups> =>
  dataOf(
    typedApi.PUT('/api/orgs/{orgId}/games/{id}/lineups', {
      ...inEntity(organizationId, gameId),
      body,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  )

export const addCard = (
  organizationId: string,
  gameId: string,
  body: CreateCardInput,
  idempotencyKey?: string,
  auditReason?: string | null,
): Promise<CreatedCard> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/games/{id}/cards', {
      ...inGame(organizationId, gameId, auditReason),
      body,
      headers: idempotencyHeaders(idempotencyKey),
    }),
  )

export const deleteCard = (organizationId: string, gameId: string, cardId: string, auditReason?: string | null) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/games/{id}/cards/{cardId}', {
      params: {
        path: { orgId: organizationId, id: gameId, cardId },
        ...(auditReason ? { query: { reason: auditReason } } : {}),
      },
    }),
  )
export const restoreGame = (organizationId: string, gameId: string): Promise<GameSheet> =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/games/{id}/restore', inEntity(organizationId, gameId)))

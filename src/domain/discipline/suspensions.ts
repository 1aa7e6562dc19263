/**
 * Cards and suspensions: pure rules. Plain data in, plain data out; the service loads the games and saves the results.
 *
 * Decisions:
 * - A red card creates a draft suspension of 1 game (reason 'red') for an admin to confirm, change or ignore.
 * - Automatic suspension on yellows set to N (`yellowCardsForSuspension`; null = off): the N-th yellow card of a player in
 *   the tournament creates a draft suspension of 1 game (reason 'yellows'), and so does every multiple of N (2N, 3N, …):
 *   the count starts again after each suspension, as in most leagues' accumulation rules. The player is warned at N−1
 *   ('one_more') and N ('reached'), and likewise at kN−1 and kN. Blue cards (temporary exclusions) never suspend.
 *   The caller counts the player's yellow cards in the tournament, including the new one; how a second yellow in one game
 *   is recorded (a red, or a red plus the yellows) is the caller's choice, these rules see only what they are given.
 * - A suspension is served in the team's following games of the tournament, counted as they are confirmed played:
 *   the first `gamesCount` confirmed-played counting games after the earned game are the served ones, and while
 *   remaining > 0 the player is listed as suspended on the next `remaining` counting games not yet played.
 *   Games that do not count (`isCounting` false: suspended, deleted, or otherwise not to be served in) are skipped.
 * - `skipEarnedGame` (fixed when the suspension is created): true, the usual case, means the game where the card was
 *   earned does NOT count toward serving, serving starts with the next game. False means the earned game itself counts
 *   as the first game served once it is confirmed played (for formats where a sent-off player is taken to have served
 *   by missing the rest of that game). The player is never listed as suspended on the earned game itself.
 * - A game the suspended player appears in (line-up, goal or card) never serves it (decision 0038): it is "breached",
 *   and the suspension is served by the team's next confirmed games the player sat out.
 * - Status: ignored (the admin ignored the draft) > draft (not confirmed yet) > served (remaining 0) > active.
 */
import { DomainError } from '../competition/domain-error.ts'

export type CardType = 'yellow' | 'blue' | 'red'

export type SuspensionReason = 'red' | 'yellows' | 'second_yellow'

/**
 * A second yellow card to one player in one game is a sending-off (IFAB Law 12, decision 0020): given the player's yellow
 * cards in one game in the order they were shown, the one that sends them off (the second), or null. Its draft
 * suspension is that of a red card (1 game, reason `second_yellow`); the two yellows stay as they are for fair play,
 * and do not count toward the accumulation of yellows (they were already punished by the sending-off).
 */
export function secondYellowOf<T>(yellowsInGame: readonly T[]): T | null {
  return yellowsInGame.length >= 2 ? (yellowsInGame[1] ?? null) : null
}

/** The yellows that count toward accumulation: those of games where the player was not sent off by a second yellow. */
export function accumulatingYellows<T extends { readonly gameId: string }>(yellows: readonly T[]): T[] {
  const perGame = new Map<string, number>()
  for (const card of yellows) perGame.set(card.gameId, (perGame.get(card.gameId) ?? 0) + 1)
  return yellows.filter((card) => (perGame.get(card.gameId) ?? 0) < 2)
}

export interface DraftSuspension {
  gamesCount: number
  reason: SuspensionReason
}

export interface DraftSuspensionsForCardInput {
  readonly card: { readonly type: CardType }
  /** The player's yellow cards in this tournament, including this card if it is a yellow. */
  readonly playerYellowCountInTournament: number
  /** N, or null when automatic suspension on yellow cards is off. */
  readonly yellowCardsForSuspension: number | null
}

/** The draft suspension a new card creates, if any. */
export function draftSuspensionsForCard(input: DraftSuspensionsForCardInput): DraftSuspension | null {
  const { card, playerYellowCountInTournament: count, yellowCardsForSuspension: n } = input
  if (card.type === 'red') return { gamesCount: 1, reason: 'red' }
  if (card.type !== 'yellow') return null
  if (!Number.isInteger(count) || count < 1) throw new DomainError('SUSPENSION_INVALID_YELLOW_COUNT', { count })
  if (n === null) return null
  assertThreshold(n)
  return count % n === 0 ? { gamesCount: 1, reason: 'yellows' } : null
}

export type YellowCardWarning = 'one_more' | 'reached'

/** The warning shown on the player page and game sheet for a player with `count` yellows in the tournament. */
export function yellowCardWarning(count: number, yellowCardsForSuspension: number | null): YellowCardWarning | null {
  if (yellowCardsForSuspension === null) return null
  assertThreshold(yellowCardsForSuspension)
  if (!Number.isInteger(count) || count < 0) throw new DomainError('SUSPENSION_INVALID_YELLOW_COUNT', { count })
  if (count === 0) return null
  if (count % yellowCardsForSuspension === 0) return 'reached'
  if ((count + 1) % yellowCardsForSuspension === 0) return 'one_more'
  return null
}

function assertThreshold(n: number): void {
  if (!Number.isInteger(n) || n < 1)
    throw new DomainError('SUSPENSION_INVALID_THRESHOLD', { yellowCardsForSuspension: n })
}

export interface SuspensionTeamGame {
  readonly id: string
  /** ISO 8601 date-time, or null when not scheduled yet (such games come last, in the given order). */
  readonly playAt: string | null
  /** `confirmedPlayedAt` is set. */
  readonly isConfirmedPlayed: boolean
  /** The game can be served in: this tournament, not suspended, not deleted. */
  readonly isCounting: boolean
  /**
   * The suspended player appeared in it (line-up, goal or card). Such a game never serves the suspension (decision
   * 0038): only confirmed games the player sat out do. Omitted: false.
   */
  readonly playerAppeared?: boolean
}

export interface ServedGamesInput {
  readonly suspension: {
    readonly gamesCount: number
    readonly skipEarnedGame: boolean
    /** The game where the card was earned; null for a suspension not tied to a game. */
    readonly earnedGameId: string | null
  }
  /**
   * The team's games in the tournament. Sorted here by `playAt` (stable; unscheduled last); games before the earned
   * game are ignored. When the earned game is not in the list, every game is taken as following it.
   */
  readonly teamGames: readonly SuspensionTeamGame[]
}

export interface ServedGames {
  /** Games still to serve: gamesCount minus served. */
  remaining: number
  /** Games not yet played where the player is listed as suspended (the next `remaining` ones). */
  gamesToServe: string[]
  /** Confirmed-played games that served the suspension, in order. */
  servedGameIds: string[]
  /** Confirmed-played games the player appeared in while still suspended (they served nothing), in order. */
  breachedGameIds: string[]
}

function playAtTime(game: SuspensionTeamGame): number {
  if (game.playAt === null) return Number.POSITIVE_INFINITY
  const time = Date.parse(game.playAt)
  if (Number.isNaN(time)) throw new DomainError('SUSPENSION_INVALID_PLAY_AT', { gameId: game.id, playAt: game.playAt })
  return time
}

export function servedGames(input: ServedGamesInput): ServedGames {
  const { gamesCount, skipEarnedGame, earnedGameId } = input.suspension
  if (!Number.isInteger(gamesCount) || gamesCount < 0) {
    throw new DomainError('SUSPENSION_INVALID_GAMES_COUNT', { gamesCount })
  }
  const ordered = input.teamGames
    .map((game, index) => ({ game, index, time: playAtTime(game) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : a.time < b.time ? -1 : 1))
    .map(({ game }) => game)
  const earnedIndex = earnedGameId === null ? -1 : ordered.findIndex((game) => game.id === earnedGameId)
  const following = earnedIndex < 0 ? ordered : ordered.slice(skipEarnedGame ? earnedIndex + 1 : earnedIndex)
  const candidates = following.filter((game) => game.isCounting)

  // A game the player appeared in serves nothing (decision 0038), except the earned game itself when it counts.
  const servedGameIds: string[] = []
  const breachedGameIds: string[] = []
  for (const game of candidates) {
    if (servedGameIds.length >= gamesCount) break
    if (!game.isConfirmedPlayed) continue
    if (game.playerAppeared && game.id !== earnedGameId) breachedGameIds.push(game.id)
    else servedGameIds.push(game.id)
  }
  const remaining = gamesCount - servedGameIds.length
  const gamesToServe = candidates
    .filter((game) => !game.isConfirmedPlayed)
    .slice(0, remaining)
    .map((game) => game.id)
    // An earned game that counts reserves its place until confirmed, but the player is not listed on it.
    .filter((id) => id !== earnedGameId)
  return { remaining, gamesToServe, servedGameIds, breachedGameIds }
}

/**
 * Whether the suspension keeps the player out of `gameId` (decision 0038): the game is one of those to serve, one that
 * served it, or one the player appeared in while suspended. Never the earned game itself.
 */
export function isSuspendedAt(served: ServedGames, gameId: string, earnedGameId: string | null): boolean {
  if (gameId === earnedGameId) return false
  return (
    served.gamesToServe.includes(gameId) ||
    served.servedGameIds.includes(gameId) ||
    served.breachedGameIds.includes(gameId)
  )
}

export type SuspensionStatus = 'draft' | 'active' | 'served' | 'ignored'

export interface SuspensionStatusInput {
  /** Created by a card and not confirmed by an admin yet. */
  readonly isDraft: boolean
  /** The admin chose to ignore the draft (stored on the card). */
  readonly isDraftSuspensionIgnored: boolean
  /** From servedGames. */
  readonly remaining: number
}

export function suspensionStatus(input: SuspensionStatusInput): SuspensionStatus {
  if (input.isDraftSuspensionIgnored) return 'ignored'
  if (input.isDraft) return 'draft'
  return input.remaining <= 0 ? 'served' : 'active'
}

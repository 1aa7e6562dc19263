/**
 * What a tie shows, from the bracket and the tournament's games: each team's goals per leg (seen from the tie's
 * two teams, whatever side of the pitch), the aggregate over two legs, the shoot-out, and which game a tap opens.
 * Pure, tested in bracket-display.test.ts.
 */
import type { BracketTie } from '../api/brackets-api.ts'

export interface LegGame {
  id: string
  homeTeamId: string
  awayTeamId: string
  homeGoals: number
  awayGoals: number
  hasResult: boolean
  state: string
}

export interface LegScore {
  gameId: string
  /** goals of the tie's home team (the higher seed) and away team; null before a result is entered */
  home: number | null
  away: number | null
  isConfirmed: boolean
}

export function legScores(tie: BracketTie, gamesById: ReadonlyMap<string, LegGame>): LegScore[] {
  return tie.gameIds.flatMap((gameId) => {
    const game = gamesById.get(gameId)
    if (!game) return []
    const shown = game.hasResult || game.state === 'confirmed'
    const homeIsTieHome = game.homeTeamId === tie.homeTeamId
    return [
      {
        gameId,
        home: shown ? (homeIsTieHome ? game.homeGoals : game.awayGoals) : null,
        away: shown ? (homeIsTieHome ? game.awayGoals : game.homeGoals) : null,
        isConfirmed: game.state === 'confirmed',
      },
    ]
  })
}

/** The game a tap on the tie opens: the first leg not confirmed yet, else the deciding one; null for a bye. */
export function gameToOpen(tie: BracketTie, legs: readonly LegScore[]): string | null {
  return legs.find((leg) => !leg.isConfirmed)?.gameId ?? tie.gameIds.at(-1) ?? null
}

/** The round to show first on a phone: the first with a tie still to decide between two known teams. */
export function currentRoundIndex(rounds: readonly { index: number; ties: readonly BracketTie[] }[]): number {
  const open = rounds.find((round) => round.ties.some((tie) => tie.homeTeamId && tie.awayTeamId && !tie.winnerTeamId))
  return open?.index ?? rounds.at(-1)?.index ?? 0
}

/** Moves item `index` of `list` one place up (−1) or down (+1); outside the list nothing moves. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(index, 1)
  next.splice(target, 0, item as T)
  return next
}

/** Message keys (lowercase) of the round names and zones the API spells in camelCase. */
export const ROUND_KEYS = {
  final: 'brackets.rounds.final',
  semiFinal: 'brackets.rounds.semi_final',
  quarterFinal: 'brackets.rounds.quarter_final',
  roundOf16: 'brackets.rounds.round_of_16',
  roundOf32: 'brackets.rounds.round_of_32',
  roundOf64: 'brackets.rounds.round_of_64',
} as const

export const ZONE_KEYS = { goldCup: 'brackets.zones.gold_cup', silverCup: 'brackets.zones.silver_cup' } as const

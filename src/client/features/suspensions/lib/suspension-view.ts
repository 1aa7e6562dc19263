import type { TFunction } from 'i18next'
import type { Game } from '#client/lib/competition/competition-api.ts'
import { SUSPENSION_STATUS_VALUES, type SuspensionStatus } from '#client/lib/competition/competition-constants.ts'
import { formatGameDay, roundLabel } from '#client/lib/competition/competition-display.ts'
import type { PlayerDiscipline, Suspension } from '#client/lib/competition/suspensions-api.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'

export type StatusFilter = SuspensionStatus | 'all'
export const STATUS_FILTERS: readonly StatusFilter[] = [...SUSPENSION_STATUS_VALUES, 'all']

/** How many suspensions each filter shows. */
export function countByStatus(items: readonly Pick<Suspension, 'status'>[]): Record<StatusFilter, number> {
  const counts = Object.fromEntries(STATUS_FILTERS.map((status) => [status, 0])) as Record<StatusFilter, number>
  for (const item of items) {
    counts[item.status] += 1
    counts.all += 1
  }
  return counts
}

/** The filter to open on: the one asked for (e.g. from the dashboard), else drafts when there are any, else all. */
export function initialFilter(asked: string | null, counts: Record<StatusFilter, number>): StatusFilter {
  if (asked && (STATUS_FILTERS as readonly string[]).includes(asked)) return asked as StatusFilter
  return counts.draft > 0 ? 'draft' : 'all'
}

/** What an admin may do with a suspension in each status (docs/product.md: confirm, change, ignore or remove). */
export function suspensionActions(item: Pick<Suspension, 'status'>): {
  canConfirm: boolean
  canIgnore: boolean
  canChange: boolean
} {
  return {
    canConfirm: item.status === 'draft' || item.status === 'ignored',
    canIgnore: item.status === 'draft',
    canChange: item.status !== 'ignored',
  }
}

/** The game where a suspension was earned: the card's, or the one picked when it was created by hand. */
export function earnedGameOf(item: Pick<Suspension, 'card' | 'earnedGameId'>): string | null {
  return item.card?.gameId ?? item.earnedGameId
}

const STATUS_ORDER: Record<Suspension['status'], number> = { draft: 0, active: 1, served: 2, ignored: 3 }

/** To review first, then active, served and ignored; the order given (newest first) within each. */
export function byUrgency<T extends Pick<Suspension, 'status'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
}

type GameForLabel = Pick<Game, 'homeTeamId' | 'homeTeam' | 'awayTeam' | 'homeGoals' | 'awayGoals' | 'hasResult'> &
  Pick<Game, 'state' | 'round' | 'playAt' | 'isPlayAtTimeHidden'>

/** The other side of a game, seen from `teamId`. */
export function opponentOf(game: Pick<GameForLabel, 'homeTeamId' | 'homeTeam' | 'awayTeam'>, teamId: string) {
  return game.homeTeamId === teamId ? game.awayTeam : game.homeTeam
}

/** A game still to serve, seen from the suspended player's team: "vs Pumas · sáb 15 nov". */
export function gameToServeLabel(t: TFunction, lang: Lang, game: GameForLabel, teamId: string): string {
  const opponent = `${t('games.vs')} ${opponentOf(game, teamId).name}`
  return game.playAt ? `${opponent} · ${formatGameDay(game.playAt, lang)}` : opponent
}

/** A game to pick as the one where a suspension was earned: "Fecha 3 · Leones 2–1 Pumas · sáb 8 nov". */
export function earnedGameLabel(t: TFunction, lang: Lang, game: GameForLabel): string {
  const score =
    game.hasResult || game.state === 'confirmed'
      ? `${game.homeTeam.name} ${game.homeGoals}–${game.awayGoals} ${game.awayTeam.name}`
      : `${game.homeTeam.name} ${t('games.vs')} ${game.awayTeam.name}`
  return [game.round ? roundLabel(t, game.round) : null, score, game.playAt ? formatGameDay(game.playAt, lang) : null]
    .filter(Boolean)
    .join(' · ')
}

/** Whether a player has anything in a tournament: goals, cards or suspensions. */
export function hasRecord(
  entry: Pick<PlayerDiscipline['tournaments'][number], 'goals' | 'yellow' | 'blue' | 'red' | 'suspensions'>,
) {
  return entry.goals + entry.yellow + entry.blue + entry.red + entry.suspensions.length > 0
}

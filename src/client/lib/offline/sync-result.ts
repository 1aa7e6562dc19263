/** What a queued result says, compared with the game as saved (sync-queue.ts, decision 0018). */
import type { GameSheet, GameStatsInput } from '../competition/competition-api.ts'

export type StatsBody = Omit<GameStatsInput, 'version'>

/**
 * Whether the game as saved holds the result of the body: the same goals per player and unassigned goals on each side,
 * confirmed if the body confirms, the same shoot-out if the body sets one. Then a stale-version refusal is no
 * conflict: the server already has what the user entered (their own earlier send got through, or someone entered the
 * same), and the entry counts as synced.
 */
export function isResultSaved(body: StatsBody, current: GameSheet): boolean {
  if (!current.hasResult) return false
  if (body.walkover) {
    // a walkover: saved when the game holds it, with the same winner (confirmed if the body confirms)
    return current.walkover?.winner === body.walkover.winner && !(body.confirm && current.state !== 'confirmed')
  }
  if (current.walkover) return false
  const sameSide = (input: StatsBody['home'], saved: GameSheet['home']) => {
    if (!input) return false
    if ((input.unassignedGoals ?? 0) !== saved.unassignedGoals) return false
    const wanted = new Map<string, number>()
    for (const goal of input.goals ?? []) if (goal.goals > 0) wanted.set(goal.playerId, goal.goals)
    const scored = saved.scorers.filter((scorer) => scorer.goals > 0)
    return scored.length === wanted.size && scored.every((scorer) => wanted.get(scorer.playerId) === scorer.goals)
  }
  if (!sameSide(body.home, current.home) || !sameSide(body.away, current.away)) return false
  if (body.confirm && current.state !== 'confirmed') return false
  if (body.penalties !== undefined) {
    const saved = current.penalties
    const wanted = body.penalties
    if ((wanted?.home ?? null) !== (saved?.home ?? null) || (wanted?.away ?? null) !== (saved?.away ?? null)) {
      return false
    }
  }
  return true
}

/** The score a stats body gives: each side's players' goals plus its unassigned goals. */
export function scoreOfStats(body: StatsBody): { home: number; away: number } {
  const side = (each: StatsBody['home']) =>
    each ? each.goals.reduce((sum, goal) => sum + goal.goals, each.unassignedGoals) : 0
  return { home: side(body.home), away: side(body.away) }
}

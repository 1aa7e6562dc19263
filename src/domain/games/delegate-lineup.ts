/**
 * A delegate's line-up (decision 0039): the side of their own team only, and only until kick-off. Pure: the service
 * loads the game and the delegate's teams and throws what this returns.
 */
export type LineupGame = {
  homeTeamId: string
  awayTeamId: string
  /** kick-off; null while the game has no date (the line-up stays open) */
  playAt: Date | null
  confirmedPlayedAt: Date | null
  /** set once a result has been entered */
  statsUpdatedAt: Date | null
}

export type DelegateLineupCheck =
  | { ok: true; side: 'home' | 'away' }
  | { ok: false; reason: 'FORBIDDEN' | 'LINEUP_CLOSED' }

/**
 * Which side the delegate may name: their team's (home when they keep both, which a game never has), nothing
 * for the other side (`sent` names the sides in the request), and nothing once the game has kicked off, has a result
 * or is confirmed played.
 */
export function checkDelegateLineup(
  game: LineupGame,
  teamIds: readonly string[],
  sent: { home: boolean; away: boolean },
  now: Date,
): DelegateLineupCheck {
  const side = teamIds.includes(game.homeTeamId) ? 'home' : teamIds.includes(game.awayTeamId) ? 'away' : null
  if (side === null) return { ok: false, reason: 'FORBIDDEN' }
  const other = side === 'home' ? 'away' : 'home'
  if (sent[other] || !sent[side]) return { ok: false, reason: 'FORBIDDEN' }
  const kickedOff = game.playAt !== null && game.playAt.getTime() <= now.getTime()
  if (kickedOff || game.confirmedPlayedAt !== null || game.statsUpdatedAt !== null) {
    return { ok: false, reason: 'LINEUP_CLOSED' }
  }
  return { ok: true, side }
}

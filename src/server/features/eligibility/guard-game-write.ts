/**
 * The guard of a line-up, goal or card write (decision 0038): a player who was not in the game yet (for that side) and
 * may not play refuses the write with 409 PLAYER_NOT_ELIGIBLE, naming the players and their reasons, unless an admin
 * or manager sends `allowIneligible: true` with a reason: then the game keeps an "ineligible player fielded" entry and
 * the audit trail says who did it (the "mala inclusión"; the admin may then award a walkover). Players already in the
 * game are not checked again, so correcting a sheet never asks twice. A line-up larger than `maxPlayersPerGame` is
 * refused with LINEUP_TOO_LARGE, whoever asks.
 */
import { and, eq } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import { ineligiblePlayers } from '#domain/eligibility/check-eligibility.ts'
import type { EligibilityReason, IneligibleFielded } from '#domain/eligibility/eligibility.schema.ts'
import { canDecideRoster } from '#domain/eligibility/registration-rules.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, gameLineup } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { currentAuditActor, recordAudit } from '#server/lib/audit.ts'
import { loadGameSides } from './game-eligibility.ts'

type GameRow = typeof game.$inferSelect

/** Who writes, and whether they field ineligible players anyway. */
export interface EligibilityOverride {
  role: OrgRole
  allowIneligible?: boolean
  reason?: string
}

/** `${teamId}:${playerId}` of everyone already in the game: line-up, goals or cards. */
async function inGameAlready(tx: Db, organizationId: string, gameId: string): Promise<Set<string>> {
  const of = (t: typeof gameLineup | typeof gameGoal | typeof gameCard) =>
    tx
      .select({ teamId: t.teamId, playerId: t.playerId })
      .from(t)
      .where(and(eq(t.organizationId, organizationId), eq(t.gameId, gameId)))
  const rows = await union(of(gameLineup), of(gameGoal), of(gameCard))
  return new Set(rows.map((r) => `${r.teamId}:${r.playerId}`))
}

/**
 * Checks the players a write names per side (inside the write's transaction, the game locked). Refuses, or records
 * the override on the game and in the audit trail; returns the entries recorded.
 */
export async function guardGameWrite({
  tx,
  organizationId,
  row,
  named,
  lineupSizes,
  override,
  already: alreadyRead,
}: {
  tx: Db
  organizationId: string
  row: GameRow
  named: { home: readonly string[]; away: readonly string[] }
  /** a line-up write: the size of each side, checked against `maxPlayersPerGame` */
  lineupSizes?: { home: number; away: number }
  override: EligibilityOverride
  /** `${teamId}:${playerId}` of everyone already in the game, when the caller's statement read it with the game */
  already?: ReadonlySet<string>
}): Promise<IneligibleFielded[]> {
  const already = alreadyRead ?? (await inGameAlready(tx, organizationId, row.id))
  const added = {
    home: named.home.filter((playerId) => !already.has(`${row.homeTeamId}:${playerId}`)),
    away: named.away.filter((playerId) => !already.has(`${row.awayTeamId}:${playerId}`)),
  }
  // nobody new and no line-up to size: nothing to check, and the sides (lists, suspensions, other lists) go unread
  if (!lineupSizes && added.home.length === 0 && added.away.length === 0) return []
  const sides = await loadGameSides(tx, organizationId, row)
  const max = sides.rules.maxPlayersPerGame
  if (lineupSizes && max !== null) {
    const largest = Math.max(lineupSizes.home, lineupSizes.away)
    if (largest > max)
      throw new AppError('LINEUP_TOO_LARGE', {
        detail: `${largest} players in a line-up; the tournament allows ${max}`,
        extensions: { rule: 'maxPlayersPerGame', count: largest, max },
      })
  }
  const found: { playerId: string; teamId: string; reasons: EligibilityReason[] }[] = []
  for (const [input, ids] of [
    [sides.home, added.home],
    [sides.away, added.away],
  ] as const) {
    for (const p of ineligiblePlayers(input, ids)) found.push({ ...p, teamId: input.teamId })
  }
  if (found.length === 0) return []
  if (!override.allowIneligible)
    throw new AppError('PLAYER_NOT_ELIGIBLE', {
      detail: `${found.length} player(s) may not play this game`,
      extensions: { players: found },
    })
  if (!canDecideRoster(override.role)) throw new AppError('FORBIDDEN')
  if (!override.reason)
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'reason', reason: 'validation.required' }] })
  const actor = currentAuditActor()
  const at = new Date().toISOString()
  const entries: IneligibleFielded[] = found.map((p) => ({
    ...p,
    reason: override.reason as string,
    by: actor?.userId ?? '',
    at,
  }))
  await tx
    .update(game)
    .set({ ineligibleFielded: [...row.ineligibleFielded, ...entries] })
    .where(and(eq(game.organizationId, organizationId), eq(game.id, row.id)))
  await recordAudit(tx, {
    organizationId,
    action: 'ineligible_fielded',
    entityType: 'game',
    entityId: row.id,
    after: { players: entries.map((e) => ({ playerId: e.playerId, reasons: e.reasons })), reason: override.reason },
    always: true,
  })
  return entries
}

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
}: {
  tx: Db
  organizationId: string
  row: GameRow
  named: { home: readonly string[]; away: readonly string[] }
  /** a line-up write: the size of each side, checked against `maxPlayersPerGame` */
  lineupSizes?: { home: number; away: number }
  override: EligibilityOverride
}): Promise<IneligibleFielded[]> {
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
  const already = await inGameAlready(tx, organizationId, row.id)
  const found: { playerId: string; teamId: string; reasons: EligibilityReason[] }[] = []
  for (const [input, ids] of [
    [sides.home, named.home],
    [sides.away, named.away],
  ] as const) {
    const added = ids.filter((playerId) => !already.has(`${input.teamId}:${playerId}`))
    for (const p of ineligiblePlayers(input, added)) found.push({ ...p, teamId: input.teamId })
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

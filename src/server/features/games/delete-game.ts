/** Soft-deleting and restoring games, one or a tournament's. */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { GameSheet } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, tournament } from '#server/db/schema.ts'
import { assertGameOutsideBracket } from '#server/features/brackets/brackets.api.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { auditGamesRemoved, gameSummary, gameSummaryReturning } from '#server/lib/competition/game-audit.ts'
import { getGameRow } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getGameSheet } from './game-sheet.ts'

export async function deleteGame({
  db,
  live,
  organizationId,
  id,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
}): Promise<void> {
  const current = await getGameRow(db, organizationId, id)
  if (current.deletedAt) return
  await assertGameOutsideBracket(db, organizationId, current)
  const now = new Date()
  const [row] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .update(game)
      .set({ deletedAt: now, updatedAt: now, version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, id), isNull(game.deletedAt)))
      .returning({ version: game.version })
    if (rows[0]) await applyChargesFor(tx, { organizationId, gameIds: [id] })
    if (rows[0])
      await recordAudit(tx, {
        organizationId,
        action: 'delete',
        entityType: 'game',
        entityId: id,
        before: gameSummary(current),
      })
    return rows
  })
  if (row) await publishChange(live, organizationId, { entity: 'games', action: 'deleted', id, version: row.version })
}

/** Brings a deleted game back (not while its tournament is deleted: restore the tournament instead). */
export async function restoreGame({
  db,
  live,
  organizationId,
  id,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
}): Promise<GameSheet> {
  const current = await getGameRow(db, organizationId, id)
  if (current.deletedAt) {
    // a game the bracket removed stays removed (409 BRACKET_GAME): restoring it would give its tie a stray game
    await assertGameOutsideBracket(db, organizationId, current)
    if (!(await findRow(db, tournament, organizationId, current.tournamentId, { active: true }))) {
      throw new AppError('NOT_FOUND', { detail: 'The game’s tournament is deleted: restore the tournament.' })
    }
    const [row] = await inTransaction(db, async (tx) => {
      const rows = await tx
        .update(game)
        .set({ deletedAt: null, updatedAt: new Date(), version: sql`${game.version} + 1` })
        .where(and(eq(game.organizationId, organizationId), eq(game.id, id)))
        .returning({ version: game.version })
      if (rows[0]) await applyChargesFor(tx, { organizationId, gameIds: [id] })
      if (rows[0])
        await recordAudit(tx, {
          organizationId,
          action: 'restore',
          entityType: 'game',
          entityId: id,
          after: gameSummary(current),
        })
      return rows
    })
    if (row)
      await publishChange(live, organizationId, { entity: 'games', action: 'restored', id, version: row.version })
  }
  return getGameSheet({ db, organizationId, id })
}

/** For the tournaments feature's hook: soft-delete a tournament's games with the tournament's `deletedAt`. */
export async function deleteGamesOfTournament(tx: Db, organizationId: string, tournamentId: string, deletedAt: Date) {
  const rows = await tx
    .update(game)
    .set({ deletedAt, updatedAt: deletedAt, version: sql`${game.version} + 1` })
    .where(and(eq(game.organizationId, organizationId), eq(game.tournamentId, tournamentId), isNull(game.deletedAt)))
    .returning(gameSummaryReturning)
  await applyChargesFor(tx, { organizationId, gameIds: rows.map((r) => r.id) })
  await auditGamesRemoved(tx, organizationId, rows)
}

/** Restores the games deleted with the tournament (same `deleted_at`), not those deleted on their own before. */
export async function restoreGamesOfTournament(tx: Db, organizationId: string, tournamentId: string, deletedAt: Date) {
  const rows = await tx
    .update(game)
    .set({ deletedAt: null, updatedAt: new Date(), version: sql`${game.version} + 1` })
    .where(
      and(eq(game.organizationId, organizationId), eq(game.tournamentId, tournamentId), eq(game.deletedAt, deletedAt)),
    )
    .returning(gameSummaryReturning)
  await applyChargesFor(tx, { organizationId, gameIds: rows.map((r) => r.id) })
  await auditGamesRemoved(tx, organizationId, rows, 'restore')
}

/** Point adjustments of a tournament's standings: listed, added, removed (audited, announced live). */
import { and, asc, eq } from 'drizzle-orm'
import type { CreatePointAdjustmentInput, PointAdjustmentOut } from '#domain/standings-api/standings.schema.ts'
import type { Db } from '#server/db/client.ts'
import { pointAdjustment, team } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { getTournamentWithSettings } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { assertUuid, findRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

// --- point adjustments ----------------------------------------------------------------------------------------------

export async function findPointAdjustments({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<{ items: PointAdjustmentOut[] }> {
  await getTournamentWithSettings(db, organizationId, tournamentId, { active: false })
  const rows = await db
    .select({ adjustment: pointAdjustment, teamName: team.name })
    .from(pointAdjustment)
    .innerJoin(team, eq(team.id, pointAdjustment.teamId))
    .where(and(eq(pointAdjustment.organizationId, organizationId), eq(pointAdjustment.tournamentId, tournamentId)))
    .orderBy(asc(pointAdjustment.createdAt), asc(pointAdjustment.id))
  return {
    items: rows.map(({ adjustment: a, teamName }) => ({
      id: a.id,
      tournamentId: a.tournamentId,
      teamId: a.teamId,
      teamName,
      points: a.points,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
    })),
  }
}

export async function createPointAdjustment({
  db,
  live,
  organizationId,
  tournamentId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  data: CreatePointAdjustmentInput
}): Promise<PointAdjustmentOut> {
  await getTournamentWithSettings(db, organizationId, tournamentId)
  const teamRow = await findRow(db, team, organizationId, data.teamId, { active: true })
  if (!teamRow) {
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'teamId', reason: 'validation.not_found' }] })
  }
  const [row] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .insert(pointAdjustment)
      .values({ organizationId, tournamentId, teamId: data.teamId, points: data.points, reason: data.reason })
      .returning()
    const after = rows[0] ? { ...rows[0], teamName: teamRow.name } : null
    if (after)
      await recordAudit(tx, {
        organizationId,
        action: 'create',
        entityType: 'point_adjustment',
        entityId: after.id,
        after,
      })
    return rows
  })
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, { entity: 'point-adjustments', action: 'created', id: row.id })
  return {
    id: row.id,
    tournamentId,
    teamId: row.teamId,
    teamName: teamRow.name,
    points: row.points,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function deletePointAdjustment({
  db,
  live,
  organizationId,
  tournamentId,
  adjustmentId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  adjustmentId: string
}): Promise<void> {
  await getTournamentWithSettings(db, organizationId, tournamentId)
  assertUuid(adjustmentId)
  const [deleted] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .delete(pointAdjustment)
      .where(
        and(
          eq(pointAdjustment.organizationId, organizationId),
          eq(pointAdjustment.tournamentId, tournamentId),
          eq(pointAdjustment.id, adjustmentId),
        ),
      )
      .returning()
    const before = rows[0]
    if (before)
      await recordAudit(tx, {
        organizationId,
        action: 'delete',
        entityType: 'point_adjustment',
        entityId: adjustmentId,
        before,
      })
    return rows
  })
  if (!deleted) throw new AppError('NOT_FOUND')
  await publishChange(live, organizationId, { entity: 'point-adjustments', action: 'deleted', id: adjustmentId })
}

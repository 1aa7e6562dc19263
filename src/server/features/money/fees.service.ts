/**
 * A tournament's fee schedule on its own (decision 0048): the Money page's "Fees" dialog, which a treasurer may use
 * though it cannot edit tournaments. Only `settings.fees` changes; the rest of the settings stay as stored. Like any
 * tournament change it is versioned (409 STALE_VERSION), audited and announced. Posted charges keep their amounts: the
 * new fees apply to later events only (applyChargesFor keys charges without their amount).
 */
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { TournamentFees, UpdateTournamentFeesInput } from '#domain/money/money.schema.ts'
import type { Db } from '#server/db/client.ts'
import { tournament } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { findRow, getRow } from '#server/lib/tenant-rows.ts'
import { updateVersionedRow } from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

type TournamentRow = typeof tournament.$inferSelect

function feesOf(row: TournamentRow): TournamentFees {
  return { tournamentId: row.id, version: row.version, fees: TournamentSettingsSchema.parse(row.settings).fees }
}

/** An active tournament's fees (another league's or a deleted one: 404). */
export async function getTournamentFees({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<TournamentFees> {
  return feesOf(await getRow(db, tournament, organizationId, tournamentId, { active: true }))
}

export async function updateTournamentFees({
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
  data: UpdateTournamentFeesInput
}): Promise<TournamentFees> {
  const current = await getRow(db, tournament, organizationId, tournamentId, { active: true })
  if (current.version !== data.version) throw new StaleVersionError(feesOf(current))
  const settings = TournamentSettingsSchema.parse(current.settings)
  const row = await inTransaction(db, async (tx) => {
    const written = await updateVersionedRow({
      db: tx,
      table: tournament,
      organizationId,
      id: tournamentId,
      version: data.version,
      values: { settings: { ...settings, fees: data.fees } },
    })
    if (written) {
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'tournament',
        entityId: tournamentId,
        before: current,
        after: written,
      })
    }
    return written
  })
  if (!row) {
    const now = await findRow(db, tournament, organizationId, tournamentId, { active: true })
    if (!now) throw new AppError('NOT_FOUND')
    throw new StaleVersionError(feesOf(now))
  }
  await publishChange(live, organizationId, {
    entity: 'tournaments',
    action: 'updated',
    id: tournamentId,
    version: row.version,
  })
  return feesOf(row)
}

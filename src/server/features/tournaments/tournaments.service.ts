/**
 * Tournaments: `{id, name, seasonId, settings}`. Settings follow TournamentSettingsSchema (defaults of docs/product.md);
 * `lotSeed`, drawn once at creation, fixes the order of the draw of lots tie-breaker.
 */
import { randomInt } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { ListQuery, Page } from '#domain/lists/list.schema.ts'
import type { CreateTournamentInput, Tournament, UpdateTournamentInput } from '#domain/tournaments/tournament.schema.ts'
import type { Db } from '#server/db/client.ts'
import { season, tournament } from '#server/db/schema.ts'
import { deleteGamesOfTournament, restoreGamesOfTournament } from '#server/features/games/games.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { auditCreated, inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findPage } from '#server/lib/paging.ts'
import { searchTextOf } from '#server/lib/search.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { findRow, getRow, metaOf } from '#server/lib/tenant-rows.ts'
import { guardName } from '#server/lib/unique-names.ts'
import { restoreRow, softDeleteRow, updateVersionedRow } from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

type TournamentRow = typeof tournament.$inferSelect

// --- hook points for the competition issue --------------------------------------------------------------------------

/**
 * HOOK (competition issue): deleting a tournament soft-deletes its games. Called inside the transaction that
 * soft-deletes the tournament, with the same `deletedAt`; there are no games yet, so it does nothing. The competition
 * issue adds `update game set deleted_at = $deletedAt ... where tournament_id = $tournamentId and deleted_at is null`
 * here (and whatever depends on games, e.g. suspensions), and announces them.
 */
export async function deleteTournamentGames(args: {
  tx: Db
  organizationId: string
  tournamentId: string
  deletedAt: Date
}): Promise<void> {
  await deleteGamesOfTournament(args.tx, args.organizationId, args.tournamentId, args.deletedAt)
}

/**
 * HOOK (competition issue): restoring a tournament restores the games deleted with it, i.e. those whose `deleted_at`
 * equals the tournament's (`deletedAt` here), not the games deleted on their own before. Does nothing until games exist.
 */
export async function restoreTournamentGames(args: {
  tx: Db
  organizationId: string
  tournamentId: string
  deletedAt: Date
}): Promise<void> {
  await restoreGamesOfTournament(args.tx, args.organizationId, args.tournamentId, args.deletedAt)
}

// --------------------------------------------------------------------------------------------------------------------

function toTournament(row: TournamentRow, seasonRow: { id: string; name: string } | null): Tournament {
  return {
    ...metaOf(row),
    name: row.name,
    seasonId: row.seasonId,
    season: seasonRow,
    // read through the schema: settings added after the row was written get their defaults
    settings: TournamentSettingsSchema.parse(row.settings),
    lotSeed: row.lotSeed,
  }
}

async function seasonsOf(db: Db, organizationId: string, rows: TournamentRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.seasonId ? [r.seasonId] : [])))]
  const byId = new Map<string, { id: string; name: string }>()
  if (ids.length === 0) return byId
  const found = await db
    .select({ id: season.id, name: season.name })
    .from(season)
    .where(and(eq(season.organizationId, organizationId), inArray(season.id, ids)))
  for (const s of found) byId.set(s.id, s)
  return byId
}

/** A season given in a request must be this organization's and not deleted. */
async function assertSeason(db: Db, organizationId: string, seasonId: string | null | undefined) {
  if (!seasonId) return
  const found = await findRow(db, season, organizationId, seasonId, { active: true })
  if (!found) {
    throw new AppError('VALIDATION_FAILED', {
      invalidParams: [{ name: 'seasonId', reason: 'validation.not_found' }],
    })
  }
}

export async function findTournaments({
  db,
  organizationId,
  query,
  seasonId,
}: {
  db: Db
  organizationId: string
  query: ListQuery
  seasonId?: string
}): Promise<Page<Tournament>> {
  const page = await findPage({
    db,
    table: tournament,
    organizationId,
    query,
    nameKey: sql`${tournament.nameKey}`,
    // the season's name as the list shows it (decision 0055); a tournament without one comes last
    sorts: { season: sql`(select s.name_key from season s where s.id = ${tournament.seasonId})` },
    filters: [seasonId ? eq(tournament.seasonId, seasonId) : undefined],
  })
  const seasons = await seasonsOf(db, organizationId, page.items)
  return {
    ...page,
    items: page.items.map((t) => toTournament(t, t.seasonId ? (seasons.get(t.seasonId) ?? null) : null)),
  }
}

/** One tournament, deleted or not. */
export async function getTournament({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<Tournament> {
  const row = await getRow(db, tournament, organizationId, id)
  const seasons = await seasonsOf(db, organizationId, [row])
  return toTournament(row, row.seasonId ? (seasons.get(row.seasonId) ?? null) : null)
}

export async function createTournament({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreateTournamentInput
}): Promise<Tournament> {
  await assertSeason(db, organizationId, data.seasonId)
  const now = new Date()
  const [row] = await guardName(() =>
    inTransaction(db, async (tx) => {
      const rows = await tx
        .insert(tournament)
        .values({
          organizationId,
          name: data.name,
          seasonId: data.seasonId ?? null,
          settings: data.settings,
          lotSeed: randomInt(1, 2 ** 31 - 1),
          searchText: searchTextOf(data.name),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return auditCreated(tx, organizationId, 'tournament', rows)
    }),
  )
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, {
    entity: 'tournaments',
    action: 'created',
    id: row.id,
    version: row.version,
  })
  return getTournament({ db, organizationId, id: row.id })
}

/** Changes name, season or settings; settings, when sent, replace the stored ones as a whole. */
export async function updateTournament({
  db,
  live,
  organizationId,
  id,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: UpdateTournamentInput
}): Promise<Tournament> {
  const current = await getRow(db, tournament, organizationId, id, { active: true })
  if (current.version !== data.version) throw new StaleVersionError(await getTournament({ db, organizationId, id }))
  if (data.seasonId !== undefined && data.seasonId !== current.seasonId) {
    await assertSeason(db, organizationId, data.seasonId)
  }
  const name = data.name ?? current.name
  const row = await inTransaction(db, async (tx) => {
    const written = await updateVersionedRow({
      db: tx,
      table: tournament,
      organizationId,
      id,
      version: data.version,
      values: {
        name,
        searchText: searchTextOf(name),
        ...(data.seasonId !== undefined ? { seasonId: data.seasonId } : {}),
        ...(data.settings ? { settings: data.settings } : {}),
      },
    })
    if (written)
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'tournament',
        entityId: id,
        before: current,
        after: written,
      })
    return written
  })
  if (!row) throw new StaleVersionError(await getTournament({ db, organizationId, id }))
  await publishChange(live, organizationId, { entity: 'tournaments', action: 'updated', id, version: row.version })
  return getTournament({ db, organizationId, id })
}

/** Soft delete, with the tournament's games (see deleteTournamentGames) in the same transaction. */
export async function deleteTournament({
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
  const deleted = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const deletedAt = new Date()
    const before = await findRow(tx, tournament, organizationId, id, { active: true })
    const result = await softDeleteRow(tx, tournament, organizationId, id, deletedAt)
    if (result) await deleteTournamentGames({ tx, organizationId, tournamentId: id, deletedAt })
    if (result)
      await recordAudit(tx, { organizationId, action: 'delete', entityType: 'tournament', entityId: id, before })
    return result
  })
  if (deleted) {
    await publishChange(live, organizationId, {
      entity: 'tournaments',
      action: 'deleted',
      id,
      version: deleted.version,
    })
  }
}

export async function restoreTournament({
  db,
  live,
  organizationId,
  id,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
}): Promise<Tournament> {
  const restored = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const result = await restoreRow(tx, tournament, organizationId, id)
    if (result) await restoreTournamentGames({ tx, organizationId, tournamentId: id, deletedAt: result.deletedAt })
    const after = result ? await findRow(tx, tournament, organizationId, id) : null
    if (after)
      await recordAudit(tx, { organizationId, action: 'restore', entityType: 'tournament', entityId: id, after })
    return result
  })
  if (restored) {
    await publishChange(live, organizationId, {
      entity: 'tournaments',
      action: 'restored',
      id,
      version: restored.version,
    })
  }
  return getTournament({ db, organizationId, id })
}

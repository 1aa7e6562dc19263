/**
 * Players. The DNI is stored normalized (normalizeDni) and unique within the organization among players not
 * deleted (a unique partial index decides, so two simultaneous creations cannot both win). A player's teams are
 * joined at read time from the rosters. The e-mail of a player linked to a user account cannot change.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ListQuery, Page } from '#domain/lists/list.schema.ts'
import { dniRefusalFor } from '#domain/players/dni-by-country.ts'
import {
  type CreatePlayerInput,
  normalizeDni,
  type Player,
  type UpdatePlayerInput,
} from '#domain/players/player.schema.ts'
import { POSITIONS, type Position } from '#domain/players/positions.ts'
import type { Db } from '#server/db/client.ts'
import { league, player, team, teamPlayer } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { auditCreated, inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findPage } from '#server/lib/paging.ts'
import { PICTURES, setPicture } from '#server/lib/picture-upload.ts'
import { compareNames, searchTextOf } from '#server/lib/search.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { getRow, metaOf } from '#server/lib/tenant-rows.ts'
import { isUniqueViolation } from '#server/lib/unique-names.ts'
import { uploadUrlOf } from '#server/lib/upload-url.ts'
import {
  type RowRef,
  restoreAndAnnounce,
  softDeleteAndAnnounce,
  updateVersionedRow,
} from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { ImageUpload } from '#server/storage/images.ts'
import type { Storage } from '#server/storage/storage.ts'

type PlayerRow = typeof player.$inferSelect
type PlayerTeam = Player['teams'][number]

const DNI_INDEX = 'player_organization_dni_key'

function dniTaken(): AppError {
  return new AppError('DNI_TAKEN', {
    detail: 'Another player of this organization has this DNI.',
    invalidParams: [{ name: 'dni', reason: 'validation.dni_taken' }],
  })
}

/** Runs a write that may hit the DNI's unique index, turning that into DNI_TAKEN. */
export async function guardDni<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, DNI_INDEX)) throw dniTaken()
    throw error
  }
}

export function playerSearchText(row: { firstname: string; lastname: string; dni: string | null }) {
  return searchTextOf(row.firstname, row.lastname, row.dni)
}

function toPlayer(row: PlayerRow, teams: PlayerTeam[]): Player {
  return {
    ...metaOf(row),
    firstname: row.firstname,
    lastname: row.lastname,
    birthDate: row.birthDate,
    email: row.email,
    phone: row.phone,
    photoUrl: uploadUrlOf(row.photoPath),
    photoThumbUrl: uploadUrlOf(row.photoThumbPath),
    position: row.position as Position | null,
    jerseyNumber: row.jerseyNumber,
    dni: row.dni,
    userId: row.userId,
    publicName: row.publicName === 'full' || row.publicName === 'initials' ? row.publicName : null,
    teams,
  }
}

/** The teams (not deleted) of each player, by name. */
export async function teamsOf(db: Db, organizationId: string, playerIds: string[]) {
  const byPlayer = new Map<string, PlayerTeam[]>()
  if (playerIds.length === 0) return byPlayer
  const rows = await db
    .select({ playerId: teamPlayer.playerId, id: team.id, name: team.name, addedAt: teamPlayer.addedAt })
    .from(teamPlayer)
    .innerJoin(team, eq(team.id, teamPlayer.teamId))
    .where(
      and(
        eq(teamPlayer.organizationId, organizationId),
        inArray(teamPlayer.playerId, playerIds),
        isNull(team.deletedAt),
      ),
    )
  rows.sort((a, b) => compareNames(a.name, b.name))
  for (const { playerId, addedAt, ...t } of rows) {
    byPlayer.set(playerId, [...(byPlayer.get(playerId) ?? []), { ...t, addedAt: addedAt.toISOString() }])
  }
  return byPlayer
}

/** A player's place in a list by name: last name, then first name, compared as names are (decision 0026). */
const playerNameKey = sql`${player.nameKey}`

/** The players list's other orders (decision 0055); text keys, numbers zero-padded. */
const playerSorts = {
  dni: sql`lpad(${player.dni}, 24, '0')`,
  // the order of the position picker (goalkeeper, defenders, midfielders, forwards), not the codes' letters
  position: sql`lpad(array_position(array[${sql.raw(POSITIONS.map((p) => `'${p}'`).join(', '))}]::text[], ${player.position})::text, 2, '0')`,
  jersey: sql`lpad(${player.jerseyNumber}::text, 2, '0')`,
  // the first of the player's teams by name, as the list shows them
  teams: sql`(select min(t.name_key) from team_player tp join team t on t.id = tp.team_id
    where tp.player_id = ${player.id} and tp.organization_id = ${player.organizationId} and t.deleted_at is null)`,
  birth_date: sql`${player.birthDate}::text`,
}

export async function findPlayers({
  db,
  organizationId,
  query,
  dni,
}: {
  db: Db
  organizationId: string
  query: ListQuery
  /** exact DNI (separators and case ignored) */
  dni?: string
}): Promise<Page<Player>> {
  const page = await findPage({
    db,
    table: player,
    organizationId,
    query,
    nameKey: playerNameKey,
    sorts: playerSorts,
    filters: [dni ? eq(player.dni, normalizeDni(dni)) : undefined],
  })
  const teams = await teamsOf(
    db,
    organizationId,
    page.items.map((p) => p.id),
  )
  return { ...page, items: page.items.map((p) => toPlayer(p, teams.get(p.id) ?? [])) }
}

/** One player, deleted or not, with their teams. */
export async function getPlayer({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<Player> {
  const row = await getRow(db, player, organizationId, id)
  return toPlayer(row, (await teamsOf(db, organizationId, [row.id])).get(row.id) ?? [])
}

/** The country whose DNI rule applies: the organization's first league's (decision 0020). */
export async function dniCountryOf(db: Db, organizationId: string): Promise<string | null> {
  const [first] = await db
    .select({ country: league.country })
    .from(league)
    .where(eq(league.organizationId, organizationId))
    .orderBy(asc(league.position))
    .limit(1)
  return first?.country ?? null
}

/** The league country's DNI rule (decision 0020): 400 with a message saying which format is expected. */
async function assertDniForCountry(db: Db, organizationId: string, dni: string | null | undefined) {
  if (!dni) return
  const reason = dniRefusalFor(dni, await dniCountryOf(db, organizationId))
  if (reason) throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'dni', reason }] })
}

export async function createPlayer({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreatePlayerInput
}): Promise<Player> {
  await assertDniForCountry(db, organizationId, data.dni)
  const now = new Date()
  const values = {
    organizationId,
    firstname: data.firstname,
    lastname: data.lastname,
    birthDate: data.birthDate ?? null,
    email: data.email ?? null,
    phone: data.phone || null,
    position: data.position ?? null,
    jerseyNumber: data.jerseyNumber ?? null,
    dni: data.dni ? normalizeDni(data.dni) : null,
    createdAt: now,
    updatedAt: now,
  }
  const [row] = await guardDni(() =>
    inTransaction(db, async (tx) => {
      const rows = await tx
        .insert(player)
        .values({ ...values, searchText: playerSearchText(values) })
        .returning()
      return auditCreated(tx, organizationId, 'player', rows)
    }),
  )
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, { entity: 'players', action: 'created', id: row.id, version: row.version })
  return toPlayer(row, [])
}

export async function updatePlayer({
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
  data: UpdatePlayerInput
}): Promise<Player> {
  const current = await getRow(db, player, organizationId, id, { active: true })
  if (current.version !== data.version) throw new StaleVersionError(await getPlayer({ db, organizationId, id }))
  await assertDniForCountry(db, organizationId, data.dni)
  const email = data.email === undefined ? current.email : data.email
  if (current.userId && email !== current.email) {
    throw new AppError('PLAYER_EMAIL_LOCKED', {
      detail: 'The player is linked to a user account: the e-mail cannot change.',
      invalidParams: [{ name: 'email', reason: 'validation.email_locked' }],
    })
  }
  const merged = {
    firstname: data.firstname ?? current.firstname,
    lastname: data.lastname ?? current.lastname,
    birthDate: data.birthDate === undefined ? current.birthDate : data.birthDate,
    email,
    phone: data.phone === undefined ? current.phone : data.phone || null,
    position: data.position === undefined ? current.position : data.position,
    jerseyNumber: data.jerseyNumber === undefined ? current.jerseyNumber : data.jerseyNumber,
    dni: data.dni === undefined ? current.dni : data.dni ? normalizeDni(data.dni) : null,
    publicName: data.publicName === undefined ? current.publicName : data.publicName,
  }
  const values = { ...merged, searchText: playerSearchText(merged) }
  const row = await guardDni(() =>
    inTransaction(db, async (tx) => {
      const written = await updateVersionedRow({
        db: tx,
        table: player,
        organizationId,
        id,
        version: data.version,
        values,
      })
      if (written)
        await recordAudit(tx, {
          organizationId,
          action: 'update',
          entityType: 'player',
          entityId: id,
          before: current,
          after: written,
        })
      return written
    }),
  )
  if (!row) throw new StaleVersionError(await getPlayer({ db, organizationId, id }))
  await publishChange(live, organizationId, { entity: 'players', action: 'updated', id, version: row.version })
  return getPlayer({ db, organizationId, id })
}

/** Soft delete; the player stays on the rosters (hidden there) so a restore brings them back. */
export async function deletePlayer(ref: RowRef): Promise<void> {
  await softDeleteAndAnnounce({ ...ref, table: player, entity: 'players', auditAs: 'player' })
}

/** Restores a deleted player; DNI_TAKEN when another player took the DNI meanwhile. */
export async function restorePlayer(ref: RowRef): Promise<Player> {
  await restoreAndAnnounce({ ...ref, table: player, entity: 'players', auditAs: 'player', guard: guardDni })
  return getPlayer(ref)
}

/** Stores the player's photo and its list thumbnail (lib/picture-upload.ts). */
export async function setPlayerPhoto({
  db,
  storage,
  live,
  organizationId,
  id,
  image,
}: {
  db: Db
  storage: Storage
  live: LiveHub
  organizationId: string
  id: string
  image: ImageUpload
}): Promise<Player> {
  await setPicture({ db, storage, live, organizationId, id, image, kind: PICTURES.playerPhoto })
  return getPlayer({ db, organizationId, id })
}

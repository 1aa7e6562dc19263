/**
 * Teams and their rosters. A roster is the team_player link rows joined with players at read time, so renaming a
 * player (or a team) shows everywhere at once. Roster changes do not bump the team's version: they do not change
 * the team's own fields, so someone editing the team's name is not refused because a player was added meanwhile.
 */
import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { RosterStatus } from '#domain/eligibility/eligibility.schema.ts'
import type { ListQuery, Page } from '#domain/lists/list.schema.ts'
import { NAME_KEY_SQL } from '#domain/names/name-key.ts'
import type { Position } from '#domain/players/positions.ts'
import type {
  CreateTeamInput,
  PortalAccountState,
  RosterPlayer,
  Team,
  TeamDetail,
  UpdateTeamInput,
} from '#domain/teams/team.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, player, playerInvitation, team, teamPlayer } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { auditCreated, inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findPage } from '#server/lib/paging.ts'
import { PICTURES, setPicture } from '#server/lib/picture-upload.ts'
import { compareNames, searchTextOf } from '#server/lib/search.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { getRow, metaOf } from '#server/lib/tenant-rows.ts'
import { guardName } from '#server/lib/unique-names.ts'
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

type TeamRow = typeof team.$inferSelect

function toTeam(row: TeamRow, playerCount: number): Team {
  return {
    ...metaOf(row),
    name: row.name,
    alias: row.alias,
    pictureUrl: uploadUrlOf(row.picturePath),
    pictureThumbUrl: uploadUrlOf(row.pictureThumbPath),
    playerCount,
  }
}

/** Players on each team's roster who are not deleted. */
async function playerCountsOf(db: Db, teamIds: string[]) {
  const counts = new Map<string, number>()
  if (teamIds.length === 0) return counts
  const rows = await db
    .select({ teamId: teamPlayer.teamId, n: count() })
    .from(teamPlayer)
    .innerJoin(player, eq(player.id, teamPlayer.playerId))
    .where(and(inArray(teamPlayer.teamId, teamIds), isNull(player.deletedAt)))
    .groupBy(teamPlayer.teamId)
  for (const r of rows) counts.set(r.teamId, Number(r.n))
  return counts
}

/**
 * Whether the player has a pending portal invitation that has not expired (decision 0045: one pending per player). In
 * the roster's select, which joins the player (named in full: a bare column would resolve inside the subquery).
 */
const isInvitedColumn = sql<boolean>`exists (select 1 from ${playerInvitation} where ${playerInvitation.playerId} = "player"."id" and ${playerInvitation.status} = 'pending' and ${playerInvitation.expiresAt} > now())`

const rosterColumns = {
  id: player.id,
  userId: player.userId,
  isInvited: isInvitedColumn,
  firstname: player.firstname,
  lastname: player.lastname,
  dni: player.dni,
  jerseyNumber: player.jerseyNumber,
  position: player.position,
  photoThumbPath: player.photoThumbPath,
  addedAt: teamPlayer.addedAt,
  status: teamPlayer.status,
  rejectReason: teamPlayer.rejectReason,
  requestedAt: teamPlayer.requestedAt,
  decidedAt: teamPlayer.decidedAt,
  decidedBy: teamPlayer.decidedBy,
}

export function toRosterPlayer(r: {
  id: string
  firstname: string
  lastname: string
  dni: string | null
  jerseyNumber: number | null
  position: string | null
  photoThumbPath: string | null
  addedAt: Date
  status: string
  rejectReason: string | null
  requestedAt: Date
  decidedAt: Date | null
  decidedBy: string | null
  userId: string | null
  isInvited: boolean
}): RosterPlayer {
  const portalAccount: PortalAccountState = r.userId !== null ? 'linked' : r.isInvited ? 'invited' : 'none'
  return {
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    dni: r.dni,
    jerseyNumber: r.jerseyNumber,
    position: r.position as Position | null,
    photoThumbUrl: uploadUrlOf(r.photoThumbPath),
    addedAt: r.addedAt.toISOString(),
    status: r.status as RosterStatus,
    rejectReason: r.rejectReason,
    requestedAt: r.requestedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
    portalAccount,
  }
}

/** Whether one player has a pending portal invitation (for the roster entry a write answers). */
export async function isPlayerInvited(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerInvitation.id })
    .from(playerInvitation)
    .where(
      and(
        eq(playerInvitation.playerId, playerId),
        eq(playerInvitation.status, 'pending'),
        gt(playerInvitation.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The teams list's other orders (decision 0055): the alias compared as names are, the players counted as shown. */
const teamSorts = {
  alias: sql.raw(`nullif(${NAME_KEY_SQL.replace('translate(name,', 'translate("team"."alias",')}, '')`),
  players: sql`lpad((select count(*) from team_player tp join player p on p.id = tp.player_id
    where tp.team_id = ${team.id} and p.deleted_at is null)::text, 10, '0')`,
}

export async function findTeams({
  db,
  organizationId,
  query,
}: {
  db: Db
  organizationId: string
  query: ListQuery
}): Promise<Page<Team>> {
  const page = await findPage({
    db,
    table: team,
    organizationId,
    query,
    nameKey: sql`${team.nameKey}`,
    sorts: teamSorts,
  })
  const counts = await playerCountsOf(
    db,
    page.items.map((t) => t.id),
  )
  return { ...page, items: page.items.map((t) => toTeam(t, counts.get(t.id) ?? 0)) }
}

/** A team's roster: its players who are not deleted, by last name then first name. */
export async function findRoster({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<RosterPlayer[]> {
  await getRow(db, team, organizationId, id)
  const rows = await db
    .select(rosterColumns)
    .from(teamPlayer)
    .innerJoin(player, eq(player.id, teamPlayer.playerId))
    .where(and(eq(teamPlayer.teamId, id), eq(teamPlayer.organizationId, organizationId), isNull(player.deletedAt)))
  rows.sort((a, b) => compareNames(a.lastname, b.lastname) || compareNames(a.firstname, b.firstname))
  return rows.map(toRosterPlayer)
}

/** One team, deleted or not, with its roster. */
export async function getTeam({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<TeamDetail> {
  const row = await getRow(db, team, organizationId, id)
  const players = await findRoster({ db, organizationId, id })
  return { ...toTeam(row, players.length), players }
}

export async function createTeam({
  db,
  live,
  organizationId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  data: CreateTeamInput
}): Promise<TeamDetail> {
  const now = new Date()
  const alias = data.alias || null
  const [row] = await guardName(() =>
    inTransaction(db, async (tx) => {
      const rows = await tx
        .insert(team)
        .values({
          organizationId,
          name: data.name,
          alias,
          searchText: searchTextOf(data.name, alias),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return auditCreated(tx, organizationId, 'team', rows)
    }),
  )
  if (!row) throw new AppError('INTERNAL')
  await publishChange(live, organizationId, { entity: 'teams', action: 'created', id: row.id, version: row.version })
  return { ...toTeam(row, 0), players: [] }
}

export async function updateTeam({
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
  data: UpdateTeamInput
}): Promise<TeamDetail> {
  const current = await getRow(db, team, organizationId, id, { active: true })
  const name = data.name ?? current.name
  const alias = data.alias === undefined ? current.alias : data.alias || null
  const row =
    current.version === data.version
      ? await inTransaction(db, async (tx) => {
          const written = await updateVersionedRow({
            db: tx,
            table: team,
            organizationId,
            id,
            version: data.version,
            values: { name, alias, searchText: searchTextOf(name, alias) },
          })
          if (written)
            await recordAudit(tx, {
              organizationId,
              action: 'update',
              entityType: 'team',
              entityId: id,
              before: current,
              after: written,
            })
          return written
        })
      : undefined
  if (!row) throw new StaleVersionError(await getTeam({ db, organizationId, id }))
  await publishChange(live, organizationId, { entity: 'teams', action: 'updated', id, version: row.version })
  return getTeam({ db, organizationId, id })
}

/** Soft delete; the roster is kept, so a restore brings it back. */
/** How many games (not deleted, any tournament) a team plays in: a team with games cannot be deleted. */
export async function countTeamGames(db: Db, organizationId: string, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        isNull(game.deletedAt),
        or(eq(game.homeTeamId, teamId), eq(game.awayTeamId, teamId)),
      ),
    )
  return row?.count ?? 0
}

/**
 * Soft-deletes a team without games: one with games (not deleted) in any tournament answers 409 TEAM_HAS_GAMES with
 * `gameCount`, since deleting it would leave it in standings, groups and fixtures; withdraw it from the tournament
 * instead (decision 0027).
 */
export async function deleteTeam(ref: RowRef): Promise<void> {
  await getRow(ref.db, team, ref.organizationId, ref.id)
  const gameCount = await countTeamGames(ref.db, ref.organizationId, ref.id)
  if (gameCount > 0) {
    throw new AppError('TEAM_HAS_GAMES', {
      detail: `The team has ${gameCount} game(s): withdraw it from the tournament instead.`,
      extensions: { gameCount },
    })
  }
  await softDeleteAndAnnounce({ ...ref, table: team, entity: 'teams', auditAs: 'team' })
}

export async function restoreTeam(ref: RowRef): Promise<TeamDetail> {
  await restoreAndAnnounce({ ...ref, table: team, entity: 'teams', auditAs: 'team' })
  return getTeam(ref)
}

/**
 * Stores the team's picture (checked by the caller: an image by content, ≤ 5 MB) and its list thumbnail, and deletes
 * the ones it replaces.
 */
export async function setTeamPicture({
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
}): Promise<TeamDetail> {
  await setPicture({ db, storage, live, organizationId, id, image, kind: PICTURES.teamPicture })
  return getTeam({ db, organizationId, id })
}

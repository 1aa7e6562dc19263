/** A team's roster: adding and removing players. */
import { and, eq } from 'drizzle-orm'
import type { AddRosterPlayerInput, RosterPlayer } from '#domain/teams/team.schema.ts'
import type { Db } from '#server/db/client.ts'
import { player, team, teamPlayer } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { assertUuid, findRow, getRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { toRosterPlayer } from './teams.service.ts'

/** Adds a player (of this organization, not deleted) to an active team's roster. */
/** How a roster change names the player in the audit trail. */
function rosterEntry(row: { id: string; firstname: string; lastname: string }) {
  return { playerId: row.id, playerName: `${row.firstname} ${row.lastname}` }
}

export async function addRosterPlayer({
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
  data: AddRosterPlayerInput
}): Promise<RosterPlayer> {
  const teamRow = await getRow(db, team, organizationId, id, { active: true })
  const playerRow = await findRow(db, player, organizationId, data.playerId, { active: true })
  if (!playerRow) {
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'playerId', reason: 'validation.not_found' }] })
  }
  const [link] = await inTransaction(db, async (tx) => {
    const links = await tx
      .insert(teamPlayer)
      .values({ organizationId, teamId: id, playerId: playerRow.id, addedAt: new Date() })
      .onConflictDoNothing()
      .returning()
    if (links[0])
      await recordAudit(tx, {
        organizationId,
        action: 'roster_add',
        entityType: 'team',
        entityId: id,
        after: rosterEntry(playerRow),
      })
    return links
  })
  if (!link) throw new AppError('PLAYER_ALREADY_IN_TEAM')
  await publishChange(live, organizationId, { entity: 'teams', action: 'updated', id, version: teamRow.version })
  await publishChange(live, organizationId, {
    entity: 'players',
    action: 'updated',
    id: playerRow.id,
    version: playerRow.version,
  })
  return toRosterPlayer({ ...playerRow, ...link })
}

export async function removeRosterPlayer({
  db,
  live,
  organizationId,
  id,
  playerId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  playerId: string
}): Promise<void> {
  const teamRow = await getRow(db, team, organizationId, id, { active: true })
  assertUuid(playerId)
  const [removed] = await inTransaction(db, async (tx) => {
    const rows = await tx
      .delete(teamPlayer)
      .where(
        and(
          eq(teamPlayer.organizationId, organizationId),
          eq(teamPlayer.teamId, id),
          eq(teamPlayer.playerId, playerId),
        ),
      )
      .returning()
    const gone = rows[0] ? await findRow(tx, player, organizationId, playerId) : undefined
    if (gone)
      await recordAudit(tx, {
        organizationId,
        action: 'roster_remove',
        entityType: 'team',
        entityId: id,
        before: rosterEntry(gone),
      })
    return rows
  })
  if (!removed) throw new AppError('NOT_FOUND')
  await publishChange(live, organizationId, { entity: 'teams', action: 'updated', id, version: teamRow.version })
  await publishChange(live, organizationId, { entity: 'players', action: 'updated', id: playerId })
}

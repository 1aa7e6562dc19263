/** A team's roster: adding and removing players. */
import { and, eq } from 'drizzle-orm'
import type { RuleBreach } from '#domain/eligibility/eligibility.schema.ts'
import { canDecideRoster, decideAddition, describeBreach } from '#domain/eligibility/registration-rules.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { AddRosterPlayerInput, RosterPlayer } from '#domain/teams/team.schema.ts'
import type { Db } from '#server/db/client.ts'
import { player, team, teamPlayer } from '#server/db/schema.ts'
import { loadRegistrations } from '#server/features/eligibility/eligibility.api.ts'
import { enqueueNotification } from '#server/features/notifications/notifications.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { assertUuid, findRow, getRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { isPlayerInvited, toRosterPlayer } from './teams.service.ts'

/** How a roster change names the player in the audit trail. */
export function rosterEntry(row: { id: string; firstname: string; lastname: string }) {
  return { playerId: row.id, playerName: `${row.firstname} ${row.lastname}` }
}

/** Who asks for a roster change: the role decides whether an addition is approved at once (decision 0038). */
export interface RosterActor {
  userId: string | null
  role: OrgRole | string
}

/** A refused addition or approval: 409 with the rule's code and its numbers ("30 of 30"). */
export function breachError(breach: RuleBreach): AppError {
  return new AppError(breach.code, { detail: describeBreach(breach), extensions: { rule: breach } })
}

/**
 * Adds a player (of this organization, not deleted) to an active team's roster, under the registered list's rules of
 * every tournament the team plays (decision 0038): refused (409) when a rule is broken; kept as pending when the
 * actor may not decide and the list is closed or needs approval; approved otherwise.
 */
export async function addRosterPlayer({
  db,
  live,
  organizationId,
  id,
  data,
  actor,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: AddRosterPlayerInput
  actor: RosterActor
}): Promise<RosterPlayer> {
  const teamRow = await getRow(db, team, organizationId, id, { active: true })
  const playerRow = await findRow(db, player, organizationId, data.playerId, { active: true })
  if (!playerRow) {
    throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'playerId', reason: 'validation.not_found' }] })
  }
  const [link] = await inTransaction(db, async (tx) => {
    const tournaments = await loadRegistrations({ db: tx, organizationId, teamId: id, playerId: playerRow.id })
    const decision = decideAddition({
      tournaments,
      birthDate: playerRow.birthDate,
      now: new Date(),
      canDecide: canDecideRoster(actor.role),
    })
    if (decision.outcome === 'refused') throw breachError(decision.breach)
    const now = new Date()
    const isApproved = decision.outcome === 'approved'
    const links = await tx
      .insert(teamPlayer)
      .values({
        organizationId,
        teamId: id,
        playerId: playerRow.id,
        addedAt: now,
        status: decision.outcome,
        rejectReason: decision.outcome === 'pending' ? decision.reason : null,
        requestedAt: now,
        requestedBy: actor.userId,
        decidedAt: isApproved ? now : null,
        decidedBy: isApproved ? actor.userId : null,
      })
      .onConflictDoNothing()
      .returning()
    if (links[0])
      await recordAudit(tx, {
        organizationId,
        action: 'roster_add',
        entityType: 'team',
        entityId: id,
        after: { ...rosterEntry(playerRow), status: decision.outcome },
      })
    // a request waits for the league: its admins and managers hear of it, summed up (decision 0047)
    if (links[0] && decision.outcome === 'pending')
      await enqueueNotification(tx, { kind: 'roster.requested', organizationId, teamId: id, playerId: playerRow.id })
    return links
  })
  if (!link) throw new AppError('PLAYER_ALREADY_IN_TEAM')
  await announceRoster(live, organizationId, teamRow, playerRow)
  return toRosterPlayer({ ...playerRow, ...link, isInvited: await isPlayerInvited(db, playerRow.id) })
}

/** A roster change shows on the team and on the player (their teams). */
export async function announceRoster(
  live: LiveHub,
  organizationId: string,
  teamRow: { id: string; version: number },
  playerRow: { id: string; version: number },
) {
  await publishChange(live, organizationId, {
    entity: 'teams',
    action: 'updated',
    id: teamRow.id,
    version: teamRow.version,
  })
  await publishChange(live, organizationId, {
    entity: 'players',
    action: 'updated',
    id: playerRow.id,
    version: playerRow.version,
  })
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

/**
 * The registered list's decisions (decision 0038): an admin or manager approves a pending entry (the rules checked
 * again, the close aside: a late addition) or rejects it with a reason; the league's requests page lists what is
 * pending, oldest first, with the rules each would break if approved now.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { RejectRosterInput, RosterRequest } from '#domain/eligibility/eligibility.schema.ts'
import { approvalBreach, registrationBreaches } from '#domain/eligibility/registration-rules.ts'
import type { RosterPlayer } from '#domain/teams/team.schema.ts'
import type { Db } from '#server/db/client.ts'
import { player, team, teamPlayer } from '#server/db/schema.ts'
import { loadRegistrations } from '#server/features/eligibility/eligibility.api.ts'
import { enqueueNotification } from '#server/features/notifications/notifications.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { assertUuid, getRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { announceRoster, breachError, rosterEntry } from './team-roster.service.ts'
import { isPlayerInvited, toRosterPlayer } from './teams.service.ts'

type Decision = { approve: true } | { approve: false; reason: string }

/** Approves or rejects a pending entry of an active team's list. */
export async function decideRosterEntry({
  db,
  live,
  organizationId,
  id,
  playerId,
  userId,
  decision,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  playerId: string
  userId: string
  decision: Decision
}): Promise<RosterPlayer> {
  const teamRow = await getRow(db, team, organizationId, id, { active: true })
  assertUuid(playerId)
  const { link, playerRow } = await inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ link: teamPlayer, player })
      .from(teamPlayer)
      .innerJoin(player, eq(player.id, teamPlayer.playerId))
      .where(
        and(
          eq(teamPlayer.organizationId, organizationId),
          eq(teamPlayer.teamId, id),
          eq(teamPlayer.playerId, playerId),
          isNull(player.deletedAt),
        ),
      )
      .for('update', { of: teamPlayer })
    if (!found) throw new AppError('NOT_FOUND')
    if (found.link.status !== 'pending') throw new AppError('ROSTER_NOT_PENDING')
    if (decision.approve) {
      const tournaments = await loadRegistrations({ db: tx, organizationId, teamId: id, playerId })
      const breach = approvalBreach({ tournaments, birthDate: found.player.birthDate, now: new Date() })
      if (breach) throw breachError(breach)
    }
    const [updated] = await tx
      .update(teamPlayer)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectReason: decision.approve ? null : decision.reason,
        decidedAt: new Date(),
        decidedBy: userId,
      })
      .where(and(eq(teamPlayer.teamId, id), eq(teamPlayer.playerId, playerId)))
      .returning()
    await recordAudit(tx, {
      organizationId,
      action: decision.approve ? 'roster_approve' : 'roster_reject',
      entityType: 'team',
      entityId: id,
      after: { ...rosterEntry(found.player), ...(decision.approve ? {} : { reason: decision.reason }) },
      always: true,
    })
    // the delegate who asked hears the answer (decision 0047)
    await enqueueNotification(tx, {
      kind: 'roster.decided',
      organizationId,
      teamId: id,
      playerId,
      requestedBy: found.link.requestedBy,
      approved: decision.approve,
      reason: decision.approve ? null : decision.reason,
    })
    return { link: updated ?? found.link, playerRow: found.player }
  })
  await announceRoster(live, organizationId, teamRow, playerRow)
  return toRosterPlayer({ ...playerRow, ...link, isInvited: await isPlayerInvited(db, playerRow.id) })
}

export function approveRosterEntry(args: Omit<Parameters<typeof decideRosterEntry>[0], 'decision'>) {
  return decideRosterEntry({ ...args, decision: { approve: true } })
}

export function rejectRosterEntry(args: Omit<Parameters<typeof decideRosterEntry>[0], 'decision'> & RejectRosterInput) {
  const { reason, ...rest } = args
  return decideRosterEntry({ ...rest, decision: { approve: false, reason } })
}

/** `GET roster-requests`: the pending entries of the league's active teams, oldest first, with what they would break. */
export async function findRosterRequests({
  db,
  organizationId,
}: {
  db: Db
  organizationId: string
}): Promise<{ items: RosterRequest[] }> {
  const rows = await db
    .select({ link: teamPlayer, player, teamName: team.name })
    .from(teamPlayer)
    .innerJoin(player, eq(player.id, teamPlayer.playerId))
    .innerJoin(team, eq(team.id, teamPlayer.teamId))
    .where(
      and(
        eq(teamPlayer.organizationId, organizationId),
        eq(teamPlayer.status, 'pending'),
        isNull(player.deletedAt),
        isNull(team.deletedAt),
      ),
    )
    .orderBy(asc(teamPlayer.requestedAt), asc(teamPlayer.playerId))
  const now = new Date()
  const items: RosterRequest[] = []
  for (const { link, player: p, teamName } of rows) {
    const tournaments = await loadRegistrations({ db, organizationId, teamId: link.teamId, playerId: p.id })
    items.push({
      teamId: link.teamId,
      teamName,
      playerId: p.id,
      firstname: p.firstname,
      lastname: p.lastname,
      jerseyNumber: p.jerseyNumber,
      requestedAt: link.requestedAt.toISOString(),
      requestedBy: link.requestedBy,
      rejectReason: link.rejectReason,
      breaches: registrationBreaches({ tournaments, birthDate: p.birthDate, now }),
    })
  }
  return { items }
}

import { and, asc, eq } from 'drizzle-orm'
import type { UpdateMemberInput } from '#domain/organizations/organization.schema.ts'
import { isTeamScoped, type OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { member, user } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { assertOrganizationTeams, findMemberTeams, setMemberTeams } from '#server/lib/team-scope.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

export async function findMembers({ db, organizationId }: { db: Db; organizationId: string }) {
  const rows = await db
    .select({
      userId: member.userId,
      email: user.email,
      name: user.name,
      displayName: user.displayName,
      role: member.role,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(member.createdAt))
  const teams = await findMemberTeams(db, organizationId)
  return rows.map((r) => {
    const own = teams.get(r.userId) ?? []
    return {
      ...r,
      displayName: r.displayName ?? '',
      role: r.role as OrgRole,
      teamIds: own.map((t) => t.id),
      teams: own,
      joinedAt: r.joinedAt.toISOString(),
    }
  })
}

/** One member with their teams; NOT_FOUND when not a member of the organization. */
export async function getMember({ db, organizationId, userId }: { db: Db; organizationId: string; userId: string }) {
  const found = (await findMembers({ db, organizationId })).find((m) => m.userId === userId)
  if (!found) throw new AppError('NOT_FOUND')
  return found
}

/**
 * Locks the organization's members for the rest of the transaction and refuses a change that would leave it
 * without an admin.
 */
async function assertAdminRemains(tx: Db, organizationId: string, userId: string) {
  const admins = await tx
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, 'admin')))
    .for('update')
  if (admins.every((a) => a.userId === userId)) throw new AppError('LAST_ADMIN')
}

/**
 * Changes a member's role and/or a delegate's teams (decision 0039): a delegate needs teams (given, or kept from
 * before); another role has none, so leaving `delegate` drops them. Publishes `members updated` after the commit:
 * the member's open pages follow the new role, the History too.
 */
export async function updateMember({
  db,
  live,
  organizationId,
  userId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  userId: string
  data: UpdateMemberInput
}) {
  const updated = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const [current] = await tx
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    if (!current) throw new AppError('NOT_FOUND')
    const role = data.role ?? (current.role as OrgRole)
    const teamIdsBefore = (await findMemberTeams(tx, organizationId)).get(userId)?.map((t) => t.id) ?? []
    const teamIds = isTeamScoped(role) ? (data.teamIds ?? teamIdsBefore) : []
    if (data.teamIds !== undefined && !isTeamScoped(role)) {
      throw new AppError('VALIDATION_FAILED', {
        invalidParams: [{ name: 'teamIds', reason: 'validation.delegate_only' }],
      })
    }
    if (isTeamScoped(role) && teamIds.length === 0) {
      throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'teamIds', reason: 'validation.required' }] })
    }
    await assertOrganizationTeams(tx, organizationId, teamIds)
    if (current.role === 'admin' && role !== 'admin') await assertAdminRemains(tx, organizationId, userId)
    await tx
      .update(member)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    await setMemberTeams(tx, organizationId, userId, teamIds)
    const updated = await getMember({ db: tx, organizationId, userId })
    const audited = { organizationId, action: 'update', entityType: 'member', entityId: userId } as const
    await recordAudit(tx, {
      ...audited,
      before: { role: current.role, teamIds: teamIdsBefore },
      after: { role, teamIds: updated.teamIds },
    })
    return updated
  })
  await publishChange(live, organizationId, { entity: 'members', action: 'updated', id: userId })
  return updated
}

/** Publishes `members deleted` after the commit: the removed member's open live streams then close at once. */
export async function removeMember({
  db,
  live,
  organizationId,
  userId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  userId: string
}) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const [current] = await tx
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    if (!current) throw new AppError('NOT_FOUND')
    if (current.role === 'admin') await assertAdminRemains(tx, organizationId, userId)
    const [who] = await tx
      .select({ name: user.name, displayName: user.displayName })
      .from(user)
      .where(eq(user.id, userId))
    await tx.delete(member).where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    await setMemberTeams(tx, organizationId, userId, [])
    const before = { role: current.role, name: who?.displayName || who?.name || null }
    await recordAudit(tx, { organizationId, action: 'delete', entityType: 'member', entityId: userId, before })
  })
  await publishChange(live, organizationId, { entity: 'members', action: 'deleted', id: userId })
}

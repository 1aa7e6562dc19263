import { and, asc, eq } from 'drizzle-orm'
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { member, user } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
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
  return rows.map((r) => ({
    ...r,
    displayName: r.displayName ?? '',
    role: r.role as OrgRole,
    joinedAt: r.joinedAt.toISOString(),
  }))
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

/** Publishes `members updated` after the commit: the member's open pages follow the new role, the History too. */
export async function updateMemberRole({
  db,
  live,
  organizationId,
  userId,
  role,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  userId: string
  role: OrgRole
}) {
  const updated = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const [current] = await tx
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    if (!current) throw new AppError('NOT_FOUND')
    if (current.role === 'admin' && role !== 'admin') await assertAdminRemains(tx, organizationId, userId)
    await tx
      .update(member)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    const members = await findMembers({ db: tx, organizationId })
    const updated = members.find((m) => m.userId === userId)
    if (!updated) throw new AppError('NOT_FOUND')
    const audited = { organizationId, action: 'update', entityType: 'member', entityId: userId } as const
    await recordAudit(tx, { ...audited, before: { role: current.role }, after: { role } })
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
    const before = { role: current.role, name: who?.displayName || who?.name || null }
    await recordAudit(tx, { organizationId, action: 'delete', entityType: 'member', entityId: userId, before })
  })
  await publishChange(live, organizationId, { entity: 'members', action: 'deleted', id: userId })
}

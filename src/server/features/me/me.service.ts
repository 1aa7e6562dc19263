import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Me, UpdateMeInput } from '#domain/organizations/organization.schema.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { member, organization, player, user } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Actor } from '#server/lib/http.ts'

function withoutActive({ activeOrganizationId: _, ...rest }: Actor['profile']) {
  return rest
}

type Profile = Pick<Actor, 'userId' | 'email' | 'emailVerified' | 'isSuperAdmin' | 'profile'>

async function profileOf(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(user).where(eq(user.id, userId))
  if (!row) throw new AppError('UNAUTHENTICATED')
  return {
    userId: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    isSuperAdmin: row.role === 'super_admin',
    profile: {
      displayName: row.displayName ?? '',
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
      phone: row.phone ?? '',
      activeOrganizationId: row.activeOrganizationId ?? null,
    },
  }
}

/**
 * The signed-in user, the organizations they may open (a super admin: all of them) and the active one. With the
 * actor (the session already read the user), one query; with a user id, the user is read first.
 */
export async function getMe({ db, actor, userId }: { db: Db; actor?: Profile; userId?: string }): Promise<Me> {
  const me = actor ?? (await profileOf(db, userId ?? ''))
  const isSuperAdmin = me.isSuperAdmin
  const organizations = isSuperAdmin
    ? (
        await db
          .select({ id: organization.id, name: organization.name })
          .from(organization)
          .where(isNull(organization.deletedAt))
          .orderBy(asc(organization.name))
      ).map((o) => ({ ...o, role: 'admin' as OrgRole }))
    : (
        await db
          .select({ id: organization.id, name: organization.name, role: member.role })
          .from(member)
          .innerJoin(organization, eq(organization.id, member.organizationId))
          .where(and(eq(member.userId, me.userId), isNull(organization.deletedAt)))
          .orderBy(asc(member.createdAt))
      ).map((o) => ({ ...o, role: o.role as OrgRole }))
  const active = organizations.find((o) => o.id === me.profile.activeOrganizationId) ?? organizations[0] ?? null
  // a linked player record not deleted, in a league not deleted (decision 0045)
  const [linked] = await db
    .select({ id: player.id })
    .from(player)
    .innerJoin(organization, eq(organization.id, player.organizationId))
    .where(and(eq(player.userId, me.userId), isNull(player.deletedAt), isNull(organization.deletedAt)))
    .limit(1)
  return {
    user: {
      id: me.userId,
      email: me.email,
      emailVerified: me.emailVerified,
      ...withoutActive(me.profile),
      role: isSuperAdmin ? 'super_admin' : 'user',
    },
    organizations,
    activeOrganizationId: active?.id ?? null,
    hasPlayerRecords: linked !== undefined,
  }
}

export async function updateMe({ db, userId, data }: { db: Db; userId: string; data: UpdateMeInput }): Promise<Me> {
  await db
    .update(user)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(user.id, userId))
  return getMe({ db, userId })
}

/** Persists the organization selector's choice; only an organization the user may open. */
export async function setActiveOrganization({
  db,
  userId,
  organizationId,
}: {
  db: Db
  userId: string
  organizationId: string
}): Promise<Me> {
  const me = await getMe({ db, userId })
  if (!me.organizations.some((o) => o.id === organizationId)) throw new AppError('NOT_FOUND')
  await db.update(user).set({ activeOrganizationId: organizationId }).where(eq(user.id, userId))
  return { ...me, activeOrganizationId: organizationId }
}

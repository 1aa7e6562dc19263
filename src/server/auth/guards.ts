/** Middleware that turns the session cookie into an actor, and organization access into a role. */

import { and, eq, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { hasRole, type OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { member, organization } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/http.ts'
import type { Auth } from './auth.ts'

export function requireActor(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!session || session.user.banned) throw new AppError('UNAUTHENTICATED')
    const u = session.user
    c.set('actor', {
      userId: u.id,
      email: u.email,
      isSuperAdmin: u.role === 'super_admin',
      profile: {
        displayName: u.displayName ?? '',
        firstname: u.firstname ?? '',
        lastname: u.lastname ?? '',
        phone: u.phone ?? '',
        activeOrganizationId: u.activeOrganizationId ?? null,
      },
    })
    await next()
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/**
 * For every `/api/orgs/:orgId/...` route: the organization must exist and the actor must belong to it (a super admin
 * belongs everywhere, as admin). Anyone else gets NOT_FOUND, so an organization's existence does not leak.
 */
export function requireOrg(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const orgId = c.req.param('orgId') ?? ''
    const actor = c.get('actor')
    if (!isUuid(orgId)) throw new AppError('NOT_FOUND')
    const [row] = await db
      .select({ id: organization.id, role: member.role })
      .from(organization)
      .leftJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, actor.userId)))
      .where(and(eq(organization.id, orgId), isNull(organization.deletedAt)))
    if (!row || (!row.role && !actor.isSuperAdmin)) throw new AppError('NOT_FOUND')
    c.set('org', {
      id: row.id,
      role: actor.isSuperAdmin ? 'admin' : (row.role as OrgRole),
      isMember: row.role !== null,
    })
    await next()
  }
}

export function requireRole(required: OrgRole): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasRole(c.get('org').role, required)) throw new AppError('FORBIDDEN')
    await next()
  }
}

export const requireSuperAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('actor').isSuperAdmin) throw new AppError('NOT_FOUND')
  await next()
}

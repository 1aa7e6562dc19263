/** Middleware that turns the session cookie into an actor, and organization access into a role. */

import { and, eq, isNull, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { hasRole, hidesPrivatePlayerData, isTeamScoped, type OrgRole } from '#domain/organizations/roles.ts'
import { builtOnce } from '#server/db/built-once.ts'
import type { Db } from '#server/db/client.ts'
import { member, memberTeam, official, organization, user } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { runAsActor } from '#server/lib/audit.ts'
import type { AppEnv } from '#server/lib/http.ts'
import type { Auth } from './auth.ts'

/** How long a verified session cookie is trusted without asking better-auth again (see SessionCache). */
export const SESSION_CACHE_MS = 5_000
const SESSION_CACHE_SIZE = 5_000

/**
 * Which user a session cookie belongs to, remembered for a few seconds: better-auth's getSession (cookie signature,
 * session row, its checks) costs more than the rest of a typical request. Only the cookie → user id link is kept;
 * the user (profile, role, disabled) is read fresh on every request, so nothing about the user is ever stale. What
 * the TTL allows: a session revoked on ANOTHER instance (sign-out, password reset elsewhere) still works there for at
 * most SESSION_CACHE_MS; on this instance every auth write (any POST to /api/auth/*) clears the cache at once.
 */
export class SessionCache {
  private readonly entries = new Map<string, { userId: string; until: number }>()
  private readonly now: () => number
  /**
   * Bumped by clear(): a session verified before a sign-out cleared the cache (a request under way meanwhile) is not
   * remembered after it.
   */
  generation = 0

  constructor(now: () => number = () => Date.now()) {
    this.now = now
  }

  get(cookie: string): string | null {
    const entry = this.entries.get(cookie)
    if (!entry) return null
    if (entry.until <= this.now()) {
      this.entries.delete(cookie)
      return null
    }
    return entry.userId
  }

  /** `generation`: the cache's generation when the session was read (set ignores it after a clear since). */
  set(cookie: string, userId: string, sessionExpiresAt: Date, generation = this.generation): void {
    if (generation !== this.generation) return
    const until = Math.min(this.now() + SESSION_CACHE_MS, sessionExpiresAt.getTime())
    this.entries.delete(cookie)
    this.entries.set(cookie, { userId, until })
    if (this.entries.size > SESSION_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value as string)
  }

  clear(): void {
    this.generation++
    this.entries.clear()
  }
}

const ORG_PATH = /^\/api\/orgs\/([^/]+)(?:\/|$)/

/** The user, and their membership of the organization (null when they have none); built once (db/built-once.ts). */
const actorInOrgQuery = builtOnce((db) => {
  const orgId = sql.placeholder('orgId')
  return db
    .select({
      user,
      orgId: organization.id,
      role: member.role,
      requireTwoFactor: organization.requireTwoFactor,
    })
    .from(user)
    .leftJoin(organization, and(eq(organization.id, orgId), isNull(organization.deletedAt)))
    .leftJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, user.id)))
    .where(eq(user.id, sql.placeholder('userId')))
})

const actorQuery = builtOnce((db) =>
  db
    .select({
      user,
      orgId: sql<string | null>`null`,
      role: sql<string | null>`null`,
      requireTwoFactor: sql<boolean | null>`null`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId'))),
)

/**
 * The session cookie → the actor. The user row is read on every request, and for `/api/orgs/:orgId/...` it comes in
 * the same statement as the actor's membership there, which requireOrg then uses (one query instead of two).
 */
export function requireActor(auth: Auth, db: Db, sessions: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie') ?? ''
    let userId = cookie ? sessions.get(cookie) : null
    if (!userId) {
      const generation = sessions.generation
      const session = await auth.api.getSession({ headers: c.req.raw.headers })
      if (!session) throw new AppError('UNAUTHENTICATED')
      userId = session.user.id
      if (cookie) sessions.set(cookie, userId, new Date(session.session.expiresAt), generation)
    }
    const orgId = ORG_PATH.exec(c.req.path)?.[1]
    const withOrg = orgId !== undefined && isUuid(orgId)
    const [row] = withOrg
      ? await actorInOrgQuery(db).execute({ userId, orgId })
      : await actorQuery(db).execute({ userId })
    if (!row || row.user.banned) throw new AppError('UNAUTHENTICATED')
    const u = row.user
    c.set('actor', {
      userId: u.id,
      email: u.email,
      isSuperAdmin: u.role === 'super_admin',
      hasTwoFactor: u.twoFactorEnabled === true,
      emailVerified: u.emailVerified,
      profile: {
        displayName: u.displayName ?? '',
        firstname: u.firstname ?? '',
        lastname: u.lastname ?? '',
        phone: u.phone ?? '',
        activeOrganizationId: u.activeOrganizationId ?? null,
      },
    })
    if (withOrg) c.set('orgAccess', { orgId, id: row.orgId, role: row.role, requireTwoFactor: row.requireTwoFactor })
    // the author of whatever this request writes, for the audit trail (lib/audit.ts)
    const name = u.displayName || [u.firstname, u.lastname].filter(Boolean).join(' ') || u.name || u.email
    await runAsActor({ userId: u.id, name, email: u.email }, next)
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
    const prefetched = c.get('orgAccess')
    const [row] =
      prefetched?.orgId === orgId
        ? prefetched.id !== null
          ? // the id as stored, not as the path spelt it (an upper-case uuid names the same organization)
            [{ id: prefetched.id, role: prefetched.role, requireTwoFactor: prefetched.requireTwoFactor === true }]
          : []
        : await db
            .select({ id: organization.id, role: member.role, requireTwoFactor: organization.requireTwoFactor })
            .from(organization)
            .leftJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, actor.userId)))
            .where(and(eq(organization.id, orgId), isNull(organization.deletedAt)))
    if (!row || (!row.role && !actor.isSuperAdmin)) throw new AppError('NOT_FOUND')
    if (row.requireTwoFactor && isTwoFactorRole(row.role) && !actor.hasTwoFactor) {
      throw new AppError('TWO_FACTOR_REQUIRED', {
        detail: 'This league requires two-factor sign-in of its admins and managers: turn it on in Settings.',
      })
    }
    const role = actor.isSuperAdmin ? 'admin' : (row.role as OrgRole)
    // only a delegate's requests pay for this read (decision 0039)
    const teamIds = isTeamScoped(role) ? await findDelegateTeamIds(db, row.id, actor.userId) : []
    // and only a referee's for this one (decision 0050)
    const officialId = role === 'referee' ? await findRefereeOfficialId(db, row.id, actor.userId) : null
    c.set('org', { id: row.id, role, isMember: row.role !== null, teamIds, officialId })
    await next()
  }
}

/**
 * Whether a user may still follow an organization (open live streams ask again every LIVE_CHECK_MS and on every
 * membership change): the organization exists, the user is not banned, and is a member or a super admin; and, where
 * the league requires two-factor sign-in of its admins and managers, has it on (decision 0036).
 */
export async function hasOrgAccess(db: Db, userId: string, organizationId: string): Promise<boolean> {
  // the statement every request's actor is read with: orgId is null when the organization is gone
  const [row] = await actorInOrgQuery(db).execute({ userId, orgId: organizationId })
  if (!row || row.user.banned || row.orgId === null) return false
  if (row.requireTwoFactor && isTwoFactorRole(row.role) && !row.user.twoFactorEnabled) return false
  return row.role !== null || row.user.role === 'super_admin'
}

/**
 * The roles a league's two-factor requirement applies to: its admins and managers as members (a super admin who is
 * not a member acts as admin without being one of the league's own; decision 0036).
 */
function isTwoFactorRole(role: string | null): boolean {
  return role === 'admin' || role === 'manager'
}

export function requireRole(required: OrgRole): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasRole(c.get('org').role, required)) throw new AppError('FORBIDDEN')
    await next()
  }
}

/**
 * `required`, or a delegate: for the few writes a delegate may make on its own teams (decision 0039). The route's
 * service then checks the team scope (`org.teamIds`) and answers 403 outside it.
 */
export function requireRoleOrDelegate(
  required: OrgRole,
  /** also lets a referee through (decision 0050): the route then checks the game is one they are appointed to */
  options: { referee?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { role } = c.get('org')
    const refereeLetIn = options.referee === true && role === 'referee'
    if (!isTeamScoped(role) && !refereeLetIn && !hasRole(role, required)) throw new AppError('FORBIDDEN')
    await next()
  }
}

/**
 * Refuses a delegate (and a referee, decision 0050) what a viewer may read but holds other teams' private player data
 * (exports, match sheets).
 */
export const refuseDelegate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (hidesPrivatePlayerData(c.get('org').role)) throw new AppError('FORBIDDEN')
  await next()
}

/** The teams a delegate keeps in the organization. */
export async function findDelegateTeamIds(db: Db, organizationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ teamId: memberTeam.teamId })
    .from(memberTeam)
    .where(and(eq(memberTeam.organizationId, organizationId), eq(memberTeam.userId, userId)))
  return rows.map((r) => r.teamId)
}

/** The official (not deleted) a referee member acts as in the organization, or null. */
export async function findRefereeOfficialId(db: Db, organizationId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: official.id })
    .from(official)
    .where(and(eq(official.organizationId, organizationId), eq(official.userId, userId), isNull(official.deletedAt)))
  return row?.id ?? null
}

export const requireSuperAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('actor').isSuperAdmin) throw new AppError('NOT_FOUND')
  await next()
}

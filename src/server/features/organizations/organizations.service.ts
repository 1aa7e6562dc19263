import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import { defaultCurrencyForCountry } from '#domain/money/charges.ts'
import type {
  CreateOrganizationInput,
  Organization,
  Subscription,
  UpdateOrganizationInput,
} from '#domain/organizations/organization.schema.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import { type SubscriptionDetails, subscriptionView, todayUtc } from '#domain/organizations/subscription-state.ts'
import { defaultTimeZoneForCountry } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { league, member, organization, tournament, user } from '#server/db/schema.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { isUniqueViolation } from '#server/lib/unique-names.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { Storage } from '#server/storage/storage.ts'
import { assertMayCreateLeague } from './creation-limits.ts'
import { currencyToSet } from './currency-lock.ts'

type OrganizationRow = typeof organization.$inferSelect
type LeagueRow = typeof league.$inferSelect

const PUBLIC_SLUG_INDEX = 'organization_public_slug_key'

export function logoUrlOf(row: Pick<OrganizationRow, 'logoPath'>): string | null {
  return row.logoPath ? `/api/uploads/${row.logoPath}` : null
}

/** The subscription as the API shows it (billing feature): an expired hand-set one is `none`; notes for super admins. */
function subscriptionOf(row: OrganizationRow, isSuperAdmin: boolean): Subscription {
  return subscriptionView(
    { status: row.subscriptionStatus as Subscription['status'], details: row.subscription as SubscriptionDetails },
    { today: todayUtc(), includeNote: isSuperAdmin },
  )
}

function toOrganization(row: OrganizationRow, leagues: LeagueRow[], role: OrgRole, isSuperAdmin = false): Organization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    publicSlug: row.publicSlug,
    logoUrl: logoUrlOf(row),
    leagues: leagues.map((l) => ({ id: l.id, name: l.name, country: l.country })),
    timeZone: timeZoneOf(row, leagues),
    currency: row.currency ?? defaultCurrencyForCountry(leagues[0]?.country),
    subscription: subscriptionOf(row, isSuperAdmin),
    role,
    requireTwoFactor: row.requireTwoFactor,
    knockoutGamesAsDrafts: row.knockoutGamesAsDrafts,
    showRefereePublicly: row.showRefereePublicly,
    shareTournamentId: row.shareTournamentId,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The league's time zone: the one set, else the first league's country's. */
export function timeZoneOf(row: Pick<OrganizationRow, 'timeZone'>, leagues: Pick<LeagueRow, 'country'>[]): string {
  return row.timeZone ?? defaultTimeZoneForCountry(leagues[0]?.country)
}

/** The organization's time zone, for features that read or generate dates (fixtures, moves, "played yet"). */
export async function organizationTimeZone(db: Db, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: organization.timeZone })
    .from(organization)
    .where(eq(organization.id, organizationId))
  if (row?.timeZone) return row.timeZone
  const [first] = await db
    .select({ country: league.country })
    .from(league)
    .where(eq(league.organizationId, organizationId))
    .orderBy(asc(league.position))
    .limit(1)
  return defaultTimeZoneForCountry(first?.country)
}

export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
  return base || 'league'
}

async function uniqueSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name)
  const taken = await db
    .select({ slug: organization.slug })
    .from(organization)
    .where(or(eq(organization.slug, base), sql`${organization.slug} like ${`${base}-%`}`))
  const used = new Set(taken.map((r) => r.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

async function leaguesOf(db: Db, organizationIds: string[]): Promise<Map<string, LeagueRow[]>> {
  const byOrg = new Map<string, LeagueRow[]>()
  if (organizationIds.length === 0) return byOrg
  const rows = await db
    .select()
    .from(league)
    .where(inArray(league.organizationId, organizationIds))
    .orderBy(asc(league.position))
  for (const row of rows) byOrg.set(row.organizationId, [...(byOrg.get(row.organizationId) ?? []), row])
  return byOrg
}

/** Creates an organization with its leagues. With `adminUserId`, that user becomes its admin and switches to it. */
export async function createOrganization({
  db,
  data,
  adminUserId,
}: {
  db: Db
  data: CreateOrganizationInput
  adminUserId?: string
}): Promise<Organization> {
  return db.transaction(async (tx) => {
    // concurrent creations of one name take turns, so each finds the slugs the others took
    await lockForTransaction(tx, 'organization-slug')
    if (adminUserId) await assertMayCreateLeague(tx, adminUserId, new Date())
    const slug = await uniqueSlug(tx as unknown as Db, data.name)
    const timeZone = defaultTimeZoneForCountry(data.leagues[0]?.country)
    const [row] = await tx.insert(organization).values({ name: data.name, slug, timeZone }).returning()
    if (!row) throw new AppError('INTERNAL')
    const leagues = await tx
      .insert(league)
      .values(
        data.leagues.map((l, position) => ({ organizationId: row.id, name: l.name, country: l.country, position })),
      )
      .returning()
    if (adminUserId) {
      await tx.insert(member).values({ organizationId: row.id, userId: adminUserId, role: 'admin' })
      // the league's first member, in its audit trail as every later one is (by invitation)
      await recordAudit(tx as unknown as Db, {
        organizationId: row.id,
        action: 'create',
        entityType: 'member',
        entityId: adminUserId,
        after: { role: 'admin' },
      })
      await tx.update(user).set({ activeOrganizationId: row.id }).where(eq(user.id, adminUserId))
    }
    return toOrganization(row, leagues, 'admin')
  })
}

export async function getOrganization({
  db,
  organizationId,
  role,
  isSuperAdmin = false,
}: {
  db: Db
  organizationId: string
  role: OrgRole
  /** super admins also see the note of a subscription set by hand */
  isSuperAdmin?: boolean
}): Promise<Organization> {
  const [row] = await db
    .select()
    .from(organization)
    .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
  if (!row) throw new AppError('NOT_FOUND')
  const leagues = await leaguesOf(db, [row.id])
  return toOrganization(row, leagues.get(row.id) ?? [], role, isSuperAdmin)
}

/** What the audit trail keeps of an organization's settings. */
/** A tournament of this organization, not deleted: else VALIDATION_FAILED on `shareTournamentId`. */
async function assertOwnTournament(tx: Db, organizationId: string, tournamentId: string) {
  const [row] = await tx
    .select({ id: tournament.id })
    .from(tournament)
    .where(
      and(eq(tournament.organizationId, organizationId), eq(tournament.id, tournamentId), isNull(tournament.deletedAt)),
    )
  if (!row) {
    throw new AppError('VALIDATION_FAILED', {
      invalidParams: [{ name: 'shareTournamentId', reason: 'validation.invalid' }],
    })
  }
}

async function settingsOf(tx: Db, organizationId: string) {
  const [row] = await tx
    .select({
      name: organization.name,
      publicSlug: organization.publicSlug,
      timeZone: organization.timeZone,
      currency: organization.currency,
      knockoutGamesAsDrafts: organization.knockoutGamesAsDrafts,
      showRefereePublicly: organization.showRefereePublicly,
      shareTournamentId: organization.shareTournamentId,
    })
    .from(organization)
    .where(eq(organization.id, organizationId))
  const leagues = await tx
    .select({ name: league.name, country: league.country })
    .from(league)
    .where(eq(league.organizationId, organizationId))
    .orderBy(asc(league.position))
  return row ? { ...row, leagues } : null
}

export async function updateOrganization({
  db,
  live,
  organizationId,
  data,
  role,
  actorHasTwoFactor = false,
}: {
  db: Db
  /** the change is announced: open screens refetch it, and every instance's public site forgets its stamp */
  live: LiveHub
  organizationId: string
  data: UpdateOrganizationInput
  role: OrgRole
  /** whether the caller signs in with two factors: needed to require them of the league's admins (decision 0036) */
  actorHasTwoFactor?: boolean
}): Promise<Organization> {
  if (data.requireTwoFactor === true && !actorHasTwoFactor) {
    throw new AppError('TWO_FACTOR_NOT_ENABLED', {
      detail: 'Turn on two-factor sign-in for your own account before requiring it of the league.',
    })
  }
  try {
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db
      const before = await settingsOf(tx, organizationId)
      if (data.shareTournamentId) await assertOwnTournament(tx, organizationId, data.shareTournamentId)
      const currency = before ? await currencyToSet(tx, organizationId, before, data) : {}
      const [row] = await tx
        .update(organization)
        .set({
          ...(data.name !== undefined ? { name: data.name } : {}),
          ...(data.publicSlug !== undefined ? { publicSlug: data.publicSlug } : {}),
          ...(data.timeZone !== undefined ? { timeZone: data.timeZone } : {}),
          ...currency,
          ...(data.requireTwoFactor !== undefined ? { requireTwoFactor: data.requireTwoFactor } : {}),
          ...(data.knockoutGamesAsDrafts !== undefined ? { knockoutGamesAsDrafts: data.knockoutGamesAsDrafts } : {}),
          ...(data.showRefereePublicly !== undefined ? { showRefereePublicly: data.showRefereePublicly } : {}),
          ...(data.shareTournamentId !== undefined ? { shareTournamentId: data.shareTournamentId } : {}),
          updatedAt: new Date(),
          version: sql`${organization.version} + 1`,
        })
        .where(and(eq(organization.id, organizationId), isNull(organization.deletedAt)))
        .returning({ id: organization.id })
      if (!row) throw new AppError('NOT_FOUND')
      if (data.leagues) {
        await tx.delete(league).where(eq(league.organizationId, organizationId))
        await tx
          .insert(league)
          .values(data.leagues.map((l, position) => ({ organizationId, name: l.name, country: l.country, position })))
      }
      // its name, leagues, zone, public site on or off (decision 0034)
      const after = await settingsOf(tx, organizationId)
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'organization',
        entityId: row.id,
        before,
        after,
      })
    })
  } catch (error) {
    // the unique index decides, so two leagues asking for the same address at once cannot both get it
    if (isUniqueViolation(error, PUBLIC_SLUG_INDEX)) {
      throw new AppError('SLUG_TAKEN', {
        detail: 'Another organization uses this public address.',
        invalidParams: [{ name: 'publicSlug', reason: 'validation.slug_taken' }],
      })
    }
    throw error
  }
  // its name, leagues, zone or public address: the public pages of the old address answer 404 from now on
  await publishChange(live, organizationId, { entity: 'organization', action: 'updated', id: organizationId })
  return getOrganization({ db, organizationId, role })
}

/** Sets the organization's logo (stored by the caller) and deletes the one it replaces. */
export async function setOrganizationLogo({
  db,
  live,
  storage,
  organizationId,
  logoPath,
  role,
}: {
  db: Db
  live: LiveHub
  storage: Storage
  organizationId: string
  logoPath: string
  role: OrgRole
}): Promise<Organization> {
  const [before] = await db
    .select({ logoPath: organization.logoPath })
    .from(organization)
    .where(eq(organization.id, organizationId))
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    await tx
      .update(organization)
      .set({ logoPath, updatedAt: new Date(), version: sql`${organization.version} + 1` })
      .where(eq(organization.id, organizationId))
    // the file's path is bookkeeping; the trail says the logo was set or replaced (decision 0034)
    const change = { before: { logo: Boolean(before?.logoPath) }, after: { logo: true }, always: true }
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'organization',
      entityId: organizationId,
      ...change,
    })
  })
  await storage.remove([before?.logoPath])
  await publishChange(live, organizationId, { entity: 'organization', action: 'updated', id: organizationId })
  return getOrganization({ db, organizationId, role })
}

/**
 * Every non-deleted organization, for the super admin page. `status` filters on the status the portal acts on (a
 * hand-set subscription past its last day counts as none); `argentinaPending` keeps the organizations waiting for
 * Argentina setup: a league in Argentina and no subscription (none or canceled), those that see that notice.
 */
export async function findOrganizationsForAdmin({
  db,
  q,
  status,
  argentinaPending,
}: {
  db: Db
  q?: string
  status?: string
  argentinaPending?: boolean
}) {
  const filters = [isNull(organization.deletedAt)]
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    filters.push(or(ilike(organization.name, pattern), ilike(organization.slug, pattern)) ?? sql`true`)
  }
  const effectiveStatus = sql`(case when ${organization.subscription}->'manual'->>'until' < ${todayUtc()} then 'none' else ${organization.subscriptionStatus} end)`
  if (status) filters.push(sql`${effectiveStatus} = ${status}`)
  if (argentinaPending) {
    filters.push(sql`${effectiveStatus} in ('none', 'canceled')`)
    filters.push(
      sql`exists (select 1 from ${league} where ${league.organizationId} = ${organization.id} and upper(${league.country}) = 'AR')`,
    )
  }
  const rows = await db
    .select({ org: organization, memberCount: count(member.userId) })
    .from(organization)
    .leftJoin(member, eq(member.organizationId, organization.id))
    .where(and(...filters))
    .groupBy(organization.id)
    .orderBy(asc(organization.name))
    .limit(500)
  const leagues = await leaguesOf(
    db,
    rows.map((r) => r.org.id),
  )
  return rows.map(({ org, memberCount }) => ({
    id: org.id,
    name: org.name,
    slug: org.slug,
    leagues: (leagues.get(org.id) ?? []).map((l) => ({ id: l.id, name: l.name, country: l.country })),
    subscription: subscriptionOf(org, true),
    memberCount: Number(memberCount),
    createdAt: org.createdAt.toISOString(),
  }))
}

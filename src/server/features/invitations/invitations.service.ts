import { createHash, randomBytes } from 'node:crypto'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { CreateInvitationInput } from '#domain/organizations/organization.schema.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { invitation, league, member, official, organization, user } from '#server/db/schema.ts'
import { assertVerifiedSender, organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { assertOrganizationTeams, findTeamsById, setMemberTeams } from '#server/lib/team-scope.ts'
import { hitWindowCounter } from '#server/lib/window-counter.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { invitationMail } from '#server/mail/messages.ts'

export const INVITATION_TTL_DAYS = 7

type InvitationRow = typeof invitation.$inferSelect

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function statusOf(row: InvitationRow, now: Date) {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired' as const
  return row.status as 'pending' | 'accepted' | 'revoked'
}

function toInvitation(row: InvitationRow, now: Date, teams: readonly { id: string; name: string }[]) {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OrgRole,
    teamIds: row.teamIds,
    teams: teams.filter((t) => row.teamIds.includes(t.id)),
    officialId: row.officialId,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }
}

export async function findInvitations({ db, organizationId, now }: { db: Db; organizationId: string; now: Date }) {
  const rows = await db
    .select()
    .from(invitation)
    .where(eq(invitation.organizationId, organizationId))
    .orderBy(desc(invitation.createdAt))
    .limit(200)
  const teams = await findTeamsById(db, organizationId, [...new Set(rows.flatMap((r) => r.teamIds))])
  return rows.map((r) => toInvitation(r, now, teams))
}

/** Invitations e-mailed to one address per day, from every organization together: a few, so no inbox is flooded. */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3
/** Invitations one organization sends per hour. */
export const INVITATIONS_PER_ORGANIZATION_PER_HOUR = 20
/** Invitations one person sends per day, across all their leagues (decision 0035). */
export const INVITATIONS_PER_USER_PER_DAY = 50

/**
 * Each sent invitation counts against the address's daily limit in this league (another league's invitations never
 * use it up), the organization's hourly one and the inviting person's daily one across leagues (429 beyond).
 * `kind` keeps separate counters for another kind of invitation with the same limits (player invitations, decision 0045).
 */
export async function assertInvitationLimits(
  tx: Pick<Db, 'insert'>,
  {
    organizationId,
    invitedBy,
    email,
    now,
    kind = 'invite',
  }: { organizationId: string; invitedBy: string; email: string; now: number; kind?: string },
) {
  const day = 86_400_000
  const toAddress = await hitWindowCounter(tx, {
    key: `${kind}-address:${organizationId}:${email}`,
    windowMs: day,
    now,
  })
  const fromOrganization = await hitWindowCounter(tx, {
    key: `${kind}-organization:${organizationId}`,
    windowMs: 3_600_000,
    now,
  })
  const fromUser = await hitWindowCounter(tx, { key: `${kind}-user:${invitedBy}`, windowMs: day, now })
  const detail =
    toAddress > INVITATIONS_PER_ADDRESS_PER_DAY
      ? 'This address has received enough invitations today. Try again tomorrow.'
      : fromOrganization > INVITATIONS_PER_ORGANIZATION_PER_HOUR
        ? 'Too many invitations from this organization in the last hour. Try again later.'
        : fromUser > INVITATIONS_PER_USER_PER_DAY
          ? `You have sent ${INVITATIONS_PER_USER_PER_DAY} invitations today. Try again tomorrow.`
          : undefined
  if (detail) throw new AppError('RATE_LIMITED', { detail })
}

/**
 * Invites an e-mail with a role. A pending invitation to the same address is reused (a resend): the same invitation,
 * with the new role, a fresh link and expiry; the old link stops working. Concurrent invitations to one address
 * take turns (an advisory lock on organization and address), and each sent e-mail counts against the address's
 * daily and the organization's hourly limit (429 beyond).
 */
export async function createInvitation({
  db,
  mailer,
  baseURL,
  organizationId,
  invitedBy,
  data,
  now,
}: {
  db: Db
  mailer: Mailer
  baseURL: string
  organizationId: string
  invitedBy: string
  data: CreateInvitationInput
  now: Date
}) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000)
  const { row, organizationName } = await db.transaction(async (tx) => {
    await lockForTransaction(tx, `invitation:${organizationId}:${data.email}`)
    const [org] = await tx
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, organizationId))
    if (!org) throw new AppError('NOT_FOUND')
    const [existing] = await tx
      .select({ userId: member.userId })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, organizationId), sql`lower(${user.email}) = ${data.email}`))
    if (existing) throw new AppError('ALREADY_MEMBER')
    const teamIds = data.teamIds ?? []
    await assertOrganizationTeams(tx as unknown as Db, organizationId, teamIds)
    const officialId = data.officialId ?? null
    if (officialId) await assertLinkableOfficial(tx as unknown as Db, organizationId, officialId)
    await assertVerifiedSender(tx, invitedBy)
    await assertInvitationLimits(tx, { organizationId, invitedBy, email: data.email, now: now.getTime() })
    const fresh = {
      role: data.role,
      teamIds,
      officialId,
      tokenHash: hashToken(token),
      invitedBy,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    }
    const [reused] = await tx
      .update(invitation)
      .set(fresh)
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(invitation.email, data.email),
          eq(invitation.status, 'pending'),
        ),
      )
      .returning()
    // a pending invitation asked again is sent again, with a new link (and the role now asked)
    const [row] = reused
      ? [reused]
      : await tx
          .insert(invitation)
          .values({ organizationId, email: data.email, ...fresh })
          .returning()
    if (!row) throw new AppError('INTERNAL')
    await recordAudit(tx as unknown as Db, {
      organizationId,
      action: reused ? 'resend' : 'create',
      entityType: 'invitation',
      entityId: row.id,
      after: {
        email: row.email,
        role: row.role,
        teamIds: row.teamIds,
        ...(row.officialId ? { officialId: row.officialId } : {}),
        expiresAt: row.expiresAt,
      },
      always: true,
    })
    return { row, organizationName: org.name }
  })
  const lang = data.lang ?? 'es'
  const link = `${baseURL}/${lang}/invitations/${token}`
  // the name the inviter shows in the portal (display name, else the name given at sign-up)
  const [inviter] = await db
    .select({ name: sql<string>`coalesce(nullif(trim(${user.displayName}), ''), ${user.name})` })
    .from(user)
    .where(eq(user.id, invitedBy))
  const [firstLeague] = await db
    .select({ country: league.country })
    .from(league)
    .where(eq(league.organizationId, organizationId))
    .orderBy(asc(league.position))
    .limit(1)
  const teams = await findTeamsById(db, organizationId, row.teamIds)
  const mail = invitationMail(lang, {
    link,
    organizationName,
    role: data.role,
    teamNames: teams.map((t) => t.name),
    inviterName: inviter?.name ?? null,
    expiresAt: row.expiresAt,
    timeZone: await organizationTimeZone(db, organizationId),
    country: firstLeague?.country ?? null,
  })
  await mailer.send({ to: data.email, ...mail })
  return toInvitation(row, now, teams)
}

/** The official a referee's invitation names: of the organization, not deleted, with no account yet; else 400. */
async function assertLinkableOfficial(db: Db, organizationId: string, officialId: string) {
  const [row] = await db
    .select({ userId: official.userId })
    .from(official)
    .where(and(eq(official.organizationId, organizationId), eq(official.id, officialId), isNull(official.deletedAt)))
  const reason = !row ? 'validation.not_found' : row.userId ? 'validation.official_linked' : null
  if (reason) throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'officialId', reason }] })
}

export async function revokeInvitation({
  db,
  organizationId,
  invitationId,
  now,
}: {
  db: Db
  organizationId: string
  invitationId: string
  now: Date
}) {
  const row = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invitation)
      .set({ status: 'revoked', updatedAt: now })
      .where(
        and(
          eq(invitation.id, invitationId),
          eq(invitation.organizationId, organizationId),
          eq(invitation.status, 'pending'),
        ),
      )
      .returning()
    if (!revoked) throw new AppError('NOT_FOUND')
    await recordAudit(tx as unknown as Db, {
      organizationId,
      action: 'revoke',
      entityType: 'invitation',
      entityId: revoked.id,
      before: { email: revoked.email, role: revoked.role },
      always: true,
    })
    return revoked
  })
  return toInvitation(row, now, await findTeamsById(db, organizationId, row.teamIds))
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation, organizationName: organization.name })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(and(eq(invitation.tokenHash, hashToken(token)), isNull(organization.deletedAt)))
  return row
}

export async function getPublicInvitation({ db, token, now }: { db: Db; token: string; now: Date }) {
  const row = await findByToken(db, token)
  if (!row) throw new AppError('NOT_FOUND')
  const teams = await findTeamsById(db, row.invitation.organizationId, row.invitation.teamIds)
  return {
    organizationName: row.organizationName,
    email: row.invitation.email,
    role: row.invitation.role as OrgRole,
    teamNames: teams.map((t) => t.name),
    status: statusOf(row.invitation, now),
  }
}

/** The signed-in user joins; the invitation must be pending, unexpired and addressed to the user's e-mail. */
export async function acceptInvitation({
  db,
  token,
  userId,
  email,
  now,
}: {
  db: Db
  token: string
  userId: string
  email: string
  now: Date
}) {
  const row = await findByToken(db, token)
  if (!row || statusOf(row.invitation, now) !== 'pending') throw new AppError('INVITATION_INVALID')
  if (row.invitation.email.toLowerCase() !== email.toLowerCase()) throw new AppError('INVITATION_EMAIL_MISMATCH')
  const organizationId = row.invitation.organizationId
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitation)
      .set({ status: 'accepted', acceptedBy: userId, acceptedAt: now, updatedAt: now })
      .where(and(eq(invitation.id, row.invitation.id), eq(invitation.status, 'pending')))
      .returning({ id: invitation.id })
    if (!updated) throw new AppError('INVITATION_INVALID')
    await recordAudit(tx as unknown as Db, {
      organizationId,
      action: 'accept',
      entityType: 'invitation',
      entityId: updated.id,
      after: { email: row.invitation.email, role: row.invitation.role, teamIds: row.invitation.teamIds },
      always: true,
    })
    const joined = await tx
      .insert(member)
      .values({ organizationId, userId, role: row.invitation.role })
      .onConflictDoNothing({ target: [member.organizationId, member.userId] })
      .returning({ role: member.role })
    if (joined[0]) {
      // a delegate's teams, those of them not deleted since the invitation was sent (decision 0039)
      const teams = await findTeamsById(tx as unknown as Db, organizationId, row.invitation.teamIds)
      await setMemberTeams(
        tx as unknown as Db,
        organizationId,
        userId,
        teams.map((t) => t.id),
      )
      // a referee's official record gets the account (decision 0050), unless it was deleted or linked meanwhile
      if (row.invitation.officialId) {
        await tx
          .update(official)
          .set({ userId, updatedAt: now, version: sql`${official.version} + 1` })
          .where(
            and(
              eq(official.id, row.invitation.officialId),
              eq(official.organizationId, organizationId),
              isNull(official.deletedAt),
              isNull(official.userId),
            ),
          )
      }
      const after = { role: joined[0].role, email: row.invitation.email, teamIds: teams.map((t) => t.id) }
      await recordAudit(tx as unknown as Db, {
        organizationId,
        action: 'create',
        entityType: 'member',
        entityId: userId,
        after,
      })
    }
    // the invitation's link reached this address: it is proven (decision 0035)
    await tx.update(user).set({ activeOrganizationId: organizationId, emailVerified: true }).where(eq(user.id, userId))
  })
  return { organizationId }
}

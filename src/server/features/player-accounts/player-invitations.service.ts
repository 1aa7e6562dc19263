/**
 * A player claims their record (decision 0045): staff (an admin, a manager, or a delegate of a team whose list holds
 * the player) e-mail an invitation; the person signed in with that address accepts it and `player.user_id` is set. The
 * token is random and only its SHA-256 is stored, as for member invitations; one pending invitation per player (a new
 * one revokes the older link). Sending counts against the same kind of limits as member invitations, kept apart.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import {
  type InvitePlayerInput,
  PLAYER_INVITATION_TTL_DAYS,
  type PlayerInvitation,
  type PublicPlayerInvitation,
} from '#domain/player-accounts/player-account.schema.ts'
import type { Db } from '#server/db/client.ts'
import { league, organization, player, playerInvitation, user } from '#server/db/schema.ts'
import { assertInvitationLimits, hashToken } from '#server/features/invitations/invitations.api.ts'
import { assertVerifiedSender, organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { getPlayer } from '#server/features/players/players.api.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { findOwnPlayerIds, isDelegate, type OrgScope } from '#server/lib/team-scope.ts'
import { getRow } from '#server/lib/tenant-rows.ts'
import { touchRow } from '#server/lib/versioned-writes.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { playerInvitationMail } from '#server/mail/messages.ts'

type Row = typeof playerInvitation.$inferSelect

function statusOf(row: Row, now: Date): PlayerInvitation['status'] {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired'
  return row.status as PlayerInvitation['status']
}

function toInvitation(row: Row, now: Date): PlayerInvitation {
  return {
    id: row.id,
    playerId: row.playerId,
    email: row.email,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }
}

const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim()

/** A delegate may invite only a player approved on one of their teams' lists (decision 0039): 403 otherwise. */
async function assertMayInvite(db: Db, organizationId: string, scope: OrgScope, playerId: string) {
  if (!isDelegate(scope)) return
  const own = await findOwnPlayerIds(db, organizationId, scope, [playerId])
  if (!own.has(playerId)) throw new AppError('FORBIDDEN')
}

export async function invitePlayer({
  db,
  mailer,
  baseURL,
  organizationId,
  scope,
  playerId,
  invitedBy,
  data,
  now,
}: {
  db: Db
  mailer: Mailer
  baseURL: string
  organizationId: string
  scope: OrgScope
  playerId: string
  invitedBy: string
  data: InvitePlayerInput
  now: Date
}): Promise<PlayerInvitation> {
  const current = await getRow(db, player, organizationId, playerId, { active: true })
  await assertMayInvite(db, organizationId, scope, playerId)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + PLAYER_INVITATION_TTL_DAYS * 86_400_000)
  const row = await inTransaction(db, async (tx) => {
    await lockForTransaction(tx, `player-invitation:${playerId}`)
    const [linked] = await tx.select({ userId: player.userId }).from(player).where(eq(player.id, playerId))
    if (linked?.userId) throw new AppError('PLAYER_ALREADY_LINKED')
    await assertVerifiedSender(tx, invitedBy)
    await assertInvitationLimits(tx, {
      organizationId,
      invitedBy,
      email: data.email,
      now: now.getTime(),
      kind: 'player-invite',
    })
    // a new invitation replaces the pending one: its link stops working
    await tx
      .update(playerInvitation)
      .set({ status: 'revoked', updatedAt: now })
      .where(and(eq(playerInvitation.playerId, playerId), eq(playerInvitation.status, 'pending')))
    const [created] = await tx
      .insert(playerInvitation)
      .values({
        organizationId,
        playerId,
        email: data.email,
        tokenHash: hashToken(token),
        invitedBy,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!created) throw new AppError('INTERNAL')
    await recordAudit(tx, {
      organizationId,
      action: 'create',
      entityType: 'invitation',
      entityId: created.id,
      after: { email: created.email, playerId, expiresAt: created.expiresAt },
      always: true,
    })
    return created
  })
  await sendInvitationMail(db, mailer, {
    organizationId,
    invitedBy,
    lang: data.lang ?? 'es',
    link: `${baseURL.replace(/\/$/, '')}/${data.lang ?? 'es'}/player-invitations/${token}`,
    playerName: fullName(current),
    to: data.email,
    expiresAt: row.expiresAt,
  })
  return toInvitation(row, now)
}

async function sendInvitationMail(
  db: Db,
  mailer: Mailer,
  input: {
    organizationId: string
    invitedBy: string
    lang: 'es' | 'en'
    link: string
    playerName: string
    to: string
    expiresAt: Date
  },
) {
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, input.organizationId))
  const [inviter] = await db
    .select({ name: sql<string>`coalesce(nullif(trim(${user.displayName}), ''), ${user.name})` })
    .from(user)
    .where(eq(user.id, input.invitedBy))
  const [firstLeague] = await db
    .select({ country: league.country })
    .from(league)
    .where(eq(league.organizationId, input.organizationId))
    .orderBy(asc(league.position))
    .limit(1)
  const mail = playerInvitationMail(input.lang, {
    link: input.link,
    organizationName: org?.name ?? '',
    playerName: input.playerName,
    inviterName: inviter?.name ?? null,
    expiresAt: input.expiresAt,
    timeZone: await organizationTimeZone(db, input.organizationId),
    country: firstLeague?.country ?? null,
  })
  await mailer.send({ to: input.to, ...mail })
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: playerInvitation, organizationName: organization.name, player })
    .from(playerInvitation)
    .innerJoin(organization, eq(organization.id, playerInvitation.organizationId))
    .innerJoin(player, eq(player.id, playerInvitation.playerId))
    .where(and(eq(playerInvitation.tokenHash, hashToken(token)), isNull(organization.deletedAt)))
  return row
}

/** What the link's page shows before signing in: the league, the player's name, the address and the state. */
export async function getPublicPlayerInvitation({
  db,
  token,
  now,
}: {
  db: Db
  token: string
  now: Date
}): Promise<PublicPlayerInvitation> {
  const row = await findByToken(db, token)
  if (!row || row.player.deletedAt) throw new AppError('NOT_FOUND')
  return {
    organizationName: row.organizationName,
    playerName: fullName(row.player),
    email: row.invitation.email,
    status: statusOf(row.invitation, now),
  }
}

/**
 * The signed-in user takes the player record: the invitation must be pending and unexpired (410 INVITATION_INVALID),
 * addressed to the user's e-mail, compared without case (403 INVITATION_EMAIL_MISMATCH), and the player not linked to
 * another account (409 PLAYER_ALREADY_LINKED). The link proves the address, as a member invitation does.
 */
export async function acceptPlayerInvitation({
  db,
  live,
  token,
  userId,
  email,
  now,
}: {
  db: Db
  live: LiveHub
  token: string
  userId: string
  email: string
  now: Date
}) {
  const row = await findByToken(db, token)
  if (!row || row.player.deletedAt || statusOf(row.invitation, now) !== 'pending') {
    throw new AppError('INVITATION_INVALID')
  }
  if (row.invitation.email.toLowerCase() !== email.toLowerCase()) throw new AppError('INVITATION_EMAIL_MISMATCH')
  const { organizationId, playerId } = row.invitation
  const version = await inTransaction(db, async (tx) => {
    const [taken] = await tx
      .update(playerInvitation)
      .set({ status: 'accepted', acceptedBy: userId, acceptedAt: now, updatedAt: now })
      .where(and(eq(playerInvitation.id, row.invitation.id), eq(playerInvitation.status, 'pending')))
      .returning({ id: playerInvitation.id })
    if (!taken) throw new AppError('INVITATION_INVALID')
    const [linked] = await tx
      .update(player)
      .set({ userId, updatedAt: now, version: sql`${player.version} + 1` })
      .where(
        and(eq(player.id, playerId), isNull(player.deletedAt), or(isNull(player.userId), eq(player.userId, userId))),
      )
      .returning({ version: player.version })
    if (!linked) throw new AppError('PLAYER_ALREADY_LINKED')
    await recordAudit(tx, {
      organizationId,
      action: 'accept',
      entityType: 'invitation',
      entityId: taken.id,
      after: { email: row.invitation.email, playerId },
      always: true,
    })
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'player',
      entityId: playerId,
      before: { userId: row.player.userId },
      after: { userId },
    })
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId))
    return linked.version
  })
  await publishChange(live, organizationId, { entity: 'players', action: 'updated', id: playerId, version })
  return { organizationId, playerId }
}

/** `DELETE players/{id}/user` (admin): the link goes, so staff may change the e-mail again. 404 when not linked. */
export async function unlinkPlayerUser({
  db,
  live,
  organizationId,
  playerId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  playerId: string
}) {
  const current = await getRow(db, player, organizationId, playerId, { active: true })
  if (!current.userId) throw new AppError('NOT_FOUND', { detail: 'The player is not linked to an account.' })
  const row = await inTransaction(db, async (tx) => {
    const written = await touchRow(tx, player, organizationId, playerId, { userId: null })
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'player',
      entityId: playerId,
      before: { userId: current.userId },
      after: { userId: null },
    })
    return written
  })
  await publishChange(live, organizationId, {
    entity: 'players',
    action: 'updated',
    id: playerId,
    version: row.version,
  })
  return getPlayer({ db, organizationId, id: playerId })
}

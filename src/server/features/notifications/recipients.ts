/**
 * Who hears of an event (decision 0047): always within the event's organization, so nobody of another league does.
 * Delegates are members with the `delegate` role through member_team (decision 0039); players are the ones linked to
 * a user (`player.user_id`) on a team's approved list; officials are the ones linked to a user (`official.user_id`,
 * decision 0050).
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { gameOfficial, member, memberTeam, official, player, teamPlayer } from '#server/db/schema.ts'

/** The delegates of `teamIds`. */
export async function delegatesOf(db: Db, organizationId: string, teamIds: readonly string[]): Promise<string[]> {
  if (teamIds.length === 0) return []
  const rows = await db
    .selectDistinct({ userId: memberTeam.userId })
    .from(memberTeam)
    .innerJoin(member, and(eq(member.organizationId, memberTeam.organizationId), eq(member.userId, memberTeam.userId)))
    .where(
      and(
        eq(memberTeam.organizationId, organizationId),
        inArray(memberTeam.teamId, [...teamIds]),
        eq(member.role, 'delegate'),
      ),
    )
  return rows.map((r) => r.userId)
}

/** The users linked to a player on the approved list of `teamIds`. */
export async function linkedPlayersOf(db: Db, organizationId: string, teamIds: readonly string[]): Promise<string[]> {
  if (teamIds.length === 0) return []
  const rows = await db
    .selectDistinct({ userId: player.userId })
    .from(teamPlayer)
    .innerJoin(player, eq(player.id, teamPlayer.playerId))
    .where(
      and(
        eq(teamPlayer.organizationId, organizationId),
        inArray(teamPlayer.teamId, [...teamIds]),
        eq(teamPlayer.status, 'approved'),
        isNull(player.deletedAt),
        isNotNull(player.userId),
      ),
    )
  return rows.flatMap((r) => (r.userId ? [r.userId] : []))
}

/** The user linked to one player, if any. */
export async function linkedUserOf(db: Db, organizationId: string, playerId: string): Promise<string[]> {
  const [row] = await db
    .select({ userId: player.userId })
    .from(player)
    .where(and(eq(player.organizationId, organizationId), eq(player.id, playerId), isNull(player.deletedAt)))
  return row?.userId ? [row.userId] : []
}

/** The members with one of `roles` (admins and managers for the league's requests, admins for a dispute). */
export async function membersWithRole(db: Db, organizationId: string, roles: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), inArray(member.role, [...roles])))
  return rows.map((r) => r.userId)
}

/** The users of the officials appointed to a game who have not declined (decision 0050). */
export async function appointedOfficialsOf(db: Db, organizationId: string, gameId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: official.userId })
    .from(gameOfficial)
    .innerJoin(official, eq(official.id, gameOfficial.officialId))
    .where(
      and(
        eq(gameOfficial.organizationId, organizationId),
        eq(gameOfficial.gameId, gameId),
        inArray(gameOfficial.status, ['pending', 'accepted']),
        isNull(official.deletedAt),
        isNotNull(official.userId),
      ),
    )
  return rows.flatMap((r) => (r.userId ? [r.userId] : []))
}

/** The user linked to one official, if any. */
export async function linkedOfficialUserOf(db: Db, organizationId: string, officialId: string): Promise<string[]> {
  const [row] = await db
    .select({ userId: official.userId })
    .from(official)
    .where(and(eq(official.organizationId, organizationId), eq(official.id, officialId), isNull(official.deletedAt)))
  return row?.userId ? [row.userId] : []
}

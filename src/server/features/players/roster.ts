/** Roster reads other features need: whether a player is on a team's roster. */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { player, teamPlayer } from '#server/db/schema.ts'

/** Whether the player is on the team's roster (and not deleted). */
export async function isOnRoster(db: Db, organizationId: string, teamId: string, playerId: string) {
  const [row] = await db
    .select({ playerId: teamPlayer.playerId })
    .from(teamPlayer)
    .innerJoin(player, eq(player.id, teamPlayer.playerId))
    .where(
      and(
        eq(teamPlayer.organizationId, organizationId),
        eq(teamPlayer.teamId, teamId),
        eq(teamPlayer.playerId, playerId),
        isNull(player.deletedAt),
      ),
    )
  return row !== undefined
}

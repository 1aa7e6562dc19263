/**
 * A team withdraws from a tournament (decision 0027). In one transaction: its played (confirmed) games stay;
 * its unplayed games (not confirmed, suspended ones included) are removed (soft-deleted, so an admin can restore one)
 * or awarded to the opponents as walkovers (confirmed at once, whatever their date: the result is known); a knockout
 * game is always awarded, since a tie needs a winner, and the bracket is brought in step; the withdrawal is stored, so
 * the standings list the team as retired, last of its table. Everything is recorded in the audit trail, and open
 * screens are told after the commit.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { walkoverWinnerAgainst } from '#domain/games/walkover.ts'
import type { Withdrawal, WithdrawTeamInput } from '#domain/tournaments/tournament.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, groupTeam, team, tournament, tournamentWithdrawal } from '#server/db/schema.ts'
import { announceGameOfBracket, checkGameOfBracket } from '#server/features/brackets/brackets.api.ts'
import { writeWalkover } from '#server/features/games/games.api.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { inTransaction, recordAudit } from '#server/lib/audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { assertUuid, getRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'

export async function withdrawTeam({
  db,
  live,
  organizationId,
  tournamentId,
  teamId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  teamId: string
  data: WithdrawTeamInput
}): Promise<Withdrawal> {
  assertUuid(tournamentId)
  assertUuid(teamId)
  const outcome = await inTransaction(db, async (tx) => {
    const tournamentRow = await getRow(tx, tournament, organizationId, tournamentId, { active: true })
    const teamRow = await getRow(tx, team, organizationId, teamId)
    // one withdrawal at a time per tournament (and no result written meanwhile on the rows locked below)
    await tx
      .select({ id: tournament.id })
      .from(tournament)
      .where(and(eq(tournament.organizationId, organizationId), eq(tournament.id, tournamentId)))
      .for('update')
    const [already] = await tx
      .select({ teamId: tournamentWithdrawal.teamId })
      .from(tournamentWithdrawal)
      .where(and(eq(tournamentWithdrawal.tournamentId, tournamentId), eq(tournamentWithdrawal.teamId, teamId)))
    if (already) throw new AppError('TEAM_WITHDRAWN')
    const games = await tx
      .select()
      .from(game)
      .where(
        and(
          eq(game.organizationId, organizationId),
          eq(game.tournamentId, tournamentId),
          isNull(game.deletedAt),
          or(eq(game.homeTeamId, teamId), eq(game.awayTeamId, teamId)),
        ),
      )
      .orderBy(sql`${game.playAt} asc nulls last`, game.createdAt, game.id)
      .for('update')
    const [inGroup] = await tx
      .select({ teamId: groupTeam.teamId })
      .from(groupTeam)
      .where(and(eq(groupTeam.tournamentId, tournamentId), eq(groupTeam.teamId, teamId)))
    if (!inGroup && games.length === 0) throw new AppError('TEAM_NOT_IN_TOURNAMENT')

    const settings = TournamentSettingsSchema.parse(tournamentRow.settings)
    const now = new Date()
    const played = games.filter((g) => g.confirmedPlayedAt !== null)
    const unplayed = games.filter((g) => g.confirmedPlayedAt === null)
    const removed: { id: string; version: number }[] = []
    const awarded: { id: string; version: number; bracketId: string | null }[] = []
    for (const row of unplayed) {
      if (data.unplayed === 'walkover' || row.bracketId !== null) {
        const winner = walkoverWinnerAgainst(row, teamId)
        const written = await writeWalkover(tx, { organizationId, row, winner, settings, now })
        awarded.push({ id: row.id, version: written.version, bracketId: row.bracketId })
      } else {
        const [written] = await tx
          .update(game)
          .set({ deletedAt: now, updatedAt: now, version: sql`${game.version} + 1` })
          .where(and(eq(game.organizationId, organizationId), eq(game.id, row.id)))
          .returning({ version: game.version })
        const { homeTeamId, awayTeamId, playAt, homeGoals, awayGoals } = row
        await recordAudit(tx, {
          organizationId,
          action: 'delete',
          entityType: 'game',
          entityId: row.id,
          before: { tournamentId, homeTeamId, awayTeamId, playAt, homeGoals, awayGoals },
        })
        removed.push({ id: row.id, version: written?.version ?? row.version + 1 })
        // the charges of a game removed by the withdrawal are reversed (decision 0048)
        await applyChargesFor(tx, { organizationId, gameIds: [row.id] })
      }
    }
    // a knockout tie decided by a walkover moves its winner up (or the whole withdrawal is refused and rolled back)
    const brackets = []
    for (const each of awarded) {
      if (each.bracketId) brackets.push(await checkGameOfBracket(tx, organizationId, each.id))
    }
    await tx.insert(tournamentWithdrawal).values({
      organizationId,
      tournamentId,
      teamId,
      unplayed: data.unplayed,
      withdrawnAt: now,
    })
    await recordAudit(tx, {
      organizationId,
      action: 'withdraw',
      entityType: 'team',
      entityId: teamId,
      after: {
        name: teamRow.name,
        tournamentId,
        tournamentName: tournamentRow.name,
        unplayed: data.unplayed,
        playedGames: played.length,
        removedGames: removed.length,
        walkoverGames: awarded.length,
      },
    })
    return { tournamentRow, teamRow, now, played: played.length, removed, awarded, brackets }
  })

  for (const change of outcome.brackets) await announceGameOfBracket(live, organizationId, change)
  for (const { id, version } of outcome.removed) {
    await publishChange(live, organizationId, { entity: 'games', action: 'deleted', id, version })
  }
  for (const { id, version } of outcome.awarded) {
    await publishChange(live, organizationId, { entity: 'games', action: 'updated', id, version })
  }
  await publishChange(live, organizationId, {
    entity: 'tournaments',
    action: 'updated',
    id: tournamentId,
    version: outcome.tournamentRow.version,
  })
  await publishChange(live, organizationId, {
    entity: 'teams',
    action: 'updated',
    id: teamId,
    version: outcome.teamRow.version,
  })
  return {
    tournamentId,
    teamId,
    unplayed: data.unplayed,
    withdrawnAt: outcome.now.toISOString(),
    playedGames: outcome.played,
    removedGameIds: outcome.removed.map((g) => g.id),
    walkoverGameIds: outcome.awarded.map((g) => g.id),
  }
}

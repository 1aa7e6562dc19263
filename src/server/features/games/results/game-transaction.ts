/**
 * Results and cards of a game (this folder, decision 0029: set-game-stats, walkovers, cards, accumulation,
 * second-yellows; this file holds what they share: the game transaction, card recounts, settings and names).
 *
 * Stats replace the game's goals as a whole: goals per player of each side (the player must be on that side's team
 * roster, or already hold goals in this game) plus unassigned goals; the score is their sum, written on the game in
 * the same transaction (fractions were truncated by the schema). A confirmed game's result can be corrected: the
 * standings, scorers and suspensions are derived on read, so they follow at once.
 *
 * Cards: a red card creates a draft suspension of one game (draftSuspensionsForCard). Yellow cards keep the
 * player's yellow-card suspensions of the tournament in step with their yellows (reconcileYellowSuspensions): the
 * k-th yellow (by game date) for which draftSuspensionsForCard asks one has one. Removing a card removes the draft
 * suspension it created (a confirmed one stays: an admin decided it; they can remove it).
 *
 * Walkovers (decision 0027): stats with `walkover: { winner }` instead of goals give the winner the
 * tournament's `walkoverScore`, held as unassigned goals (so the score is still scorers + unassigned goals), with no
 * scorers and no shoot-out; the game's `walkover` column says who won. Stats with goals clear it. Cards stay allowed.
 *
 * Every change bumps the game's version; `version` in a request, when sent, must be the current one.
 */
import { and, eq, sql } from 'drizzle-orm'
import { type TournamentSettings, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, player, tournament } from '#server/db/schema.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { GameRow } from '#server/lib/competition/game-view.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { getGameSheet } from '../game-sheet.ts'
import { type GameWrite, gameWriteReturning } from '../standings-follow.ts'

/** Thrown inside a transaction when the game's version moved; answered with the current sheet after rollback. */
export class StaleGame extends Error {}

export async function inGameTransaction<T>(
  db: Db,
  organizationId: string,
  id: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((trx) => work(trx as unknown as Db))
  } catch (error) {
    if (error instanceof StaleGame) throw new StaleVersionError(await getGameSheet({ db, organizationId, id }))
    throw error
  }
}

const cardCount = (teamColumn: typeof game.homeTeamId | typeof game.awayTeamId, type: string) =>
  sql`(select count(*) from ${gameCard} where ${gameCard.gameId} = ${game.id} and ${gameCard.teamId} = ${teamColumn} and ${gameCard.type} = ${type})`

/** Recounts the game's cards per side and type, and bumps its version; answers the row for noteGameWrite. */
export async function recountCards(tx: Db, organizationId: string, current: GameRow): Promise<GameWrite> {
  const gameId = current.id
  const [row] = await tx
    .update(game)
    .set({
      homeYellow: cardCount(game.homeTeamId, 'yellow'),
      homeBlue: cardCount(game.homeTeamId, 'blue'),
      homeRed: cardCount(game.homeTeamId, 'red'),
      awayYellow: cardCount(game.awayTeamId, 'yellow'),
      awayBlue: cardCount(game.awayTeamId, 'blue'),
      awayRed: cardCount(game.awayTeamId, 'red'),
      updatedAt: new Date(),
      version: sql`${game.version} + 1`,
    })
    .where(and(eq(game.organizationId, organizationId), eq(game.id, gameId)))
    .returning(gameWriteReturning(organizationId, current.tournamentId))
  if (!row) throw new AppError('NOT_FOUND')
  // every card added or removed goes through here: its fine follows (decision 0048)
  await applyChargesFor(tx, { organizationId, gameIds: [gameId] })
  return row
}

/** The game's scorers, in one order, for the audit trail. */
export function sortScorers(rows: { teamId: string; playerId: string; goals: number; minutes: number[] }[]) {
  return rows
    .map((r) => ({ teamId: r.teamId, playerId: r.playerId, goals: r.goals, minutes: r.minutes }))
    .sort((a, b) => `${a.teamId}${a.playerId}`.localeCompare(`${b.teamId}${b.playerId}`))
}

export async function scorersOf(tx: Db, organizationId: string, gameId: string) {
  const rows = await tx
    .select({ teamId: gameGoal.teamId, playerId: gameGoal.playerId, goals: gameGoal.goals, minutes: gameGoal.minutes })
    .from(gameGoal)
    .where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.gameId, gameId)))
  return sortScorers(rows)
}

/** How the audit trail names a player (a card's). */
export async function playerNameOf(tx: Db, organizationId: string, playerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstname: player.firstname, lastname: player.lastname })
    .from(player)
    .where(and(eq(player.organizationId, organizationId), eq(player.id, playerId)))
  return row ? `${row.firstname} ${row.lastname}` : null
}

export async function tournamentSettingsOf(tx: Db, tournamentId: string): Promise<TournamentSettings> {
  const [row] = await tx
    .select({ settings: tournament.settings })
    .from(tournament)
    .where(eq(tournament.id, tournamentId))
  return TournamentSettingsSchema.parse(row?.settings ?? {})
}

export async function yellowSettingOf(tx: Db, tournamentId: string): Promise<number | null> {
  return (await tournamentSettingsOf(tx, tournamentId)).yellowCardsForSuspension
}

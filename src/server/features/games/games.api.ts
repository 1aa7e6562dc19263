/**
 * Games: created by hand (fixtures create them in bulk, see fixtures.service.ts), listed in fixture order, changed
 * (with `version`: a stale one is refused), soft-deleted and restored, and moved through their states:
 * publish, confirm (played: the result counts), unconfirm, suspend (will not be played, with a reason), unsuspend.
 * Bulk: publish / unpublish, move by N days or set one date; re-dated rounds move their games with the
 * same date helpers (fixtures.service.ts).
 *
 * Decisions:
 * - Confirming publishes too (a confirmed result is never hidden from the public pages); a suspended game cannot be
 *   confirmed (GAME_SUSPENDED) and a confirmed game cannot be suspended (GAME_CONFIRMED: unconfirm it first).
 * - Repeating a state change (publishing a published game) changes nothing and bumps no version.
 * - A league game created without `groupId` goes to the group both teams are in, so it counts in that table.
 * - A game of a knockout bracket changes its teams or kind, is suspended, deleted or restored only through its
 *   bracket (409 BRACKET_GAME, brackets.service.ts); its date, venue, publishing and result stay editable here.
 *
 * This is the games feature's public module: what other features may import from it (decision 0029).
 */

export { deleteGamesOfTournament, restoreGamesOfTournament } from './delete-game.ts'
export { findGames } from './find-games.ts'
export { moveGamesByDays, setGamesDate } from './game-dates.ts'
export { getGameSheet } from './game-sheet.ts'
export { readTournamentRounds } from './games-by-round.ts'
export { writeWalkover } from './results/walkovers.ts'
export { assertNoDoubleBookingOf, lockSchedule } from './schedule.ts'

/** The games feature's public module: what other features may import from it (decision 0029). */
export { getGameSheet } from './game-sheet.ts'
export {
  deleteGamesOfTournament,
  findGames,
  moveGamesByDays,
  restoreGamesOfTournament,
  setGamesDate,
} from './games.service.ts'
export { writeWalkover } from './results.service.ts'
export { assertNoDoubleBookingOf, lockSchedule } from './schedule.ts'

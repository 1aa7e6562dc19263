/** The players feature's public module: what other features may import from it (decision 0029). */
export {
  dniCountryOf,
  findPlayers,
  getPlayer,
  guardDni,
  playerSearchText,
  setPlayerPhoto,
  teamsOf,
} from './players.service.ts'
export { isOnRoster } from './roster.ts'

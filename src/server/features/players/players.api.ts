/** The players feature's public module: what other features may import from it (decision 0029). */
export { dniCountryOf, findPlayers, guardDni, playerSearchText, teamsOf } from './players.service.ts'
export { isOnRoster } from './roster.ts'

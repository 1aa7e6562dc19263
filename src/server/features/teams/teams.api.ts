/** The teams feature's public module: what other features may import from it (decision 0029). */

export { addRosterPlayer } from './team-roster.service.ts'
export { findTeams } from './teams.service.ts'

/** The teams feature's public module: what other features may import from it (decision 0029). */
export { findTeams } from './teams.service.ts'

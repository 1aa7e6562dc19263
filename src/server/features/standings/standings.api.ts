/** The standings feature's public module: what other features may import from it (decision 0029). */
export { getStandings as _x } from './standings.service.ts'

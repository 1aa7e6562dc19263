/** The groups feature's public module: what other features may import from it (decision 0029). */
export { clearGroupGames } from './groups.service.ts'

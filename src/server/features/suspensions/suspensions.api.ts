/** The suspensions feature's public module: what other features may import from it (decision 0029). */
export { findSuspensionViews } from './suspension-view.ts'

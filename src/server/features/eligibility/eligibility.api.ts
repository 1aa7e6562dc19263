/** The eligibility feature's public module: what other features may import from it (decision 0029, decision 0038). */

export { getGameEligibility } from './game-eligibility.ts'
export { type EligibilityOverride, guardGameWrite } from './guard-game-write.ts'
export { loadRegistrations } from './registration-context.ts'

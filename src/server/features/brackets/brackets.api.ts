/** The brackets feature's public module: what other features may import from it (decision 0029). */

export { findBrackets, findBracketsByIds } from './bracket-view.ts'
export { announceGameOfBracket, assertGameOutsideBracket, checkGameOfBracket } from './brackets.service.ts'

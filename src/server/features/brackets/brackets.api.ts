/** The brackets feature's public module: what other features may import from it (decision 0029). */
export {
  announceGameOfBracket,
  assertGameOutsideBracket,
  checkGameOfBracket,
  findBrackets,
} from './brackets.service.ts'

import { describe, expect, it } from 'vitest'
import { ROUND_GAMES_MAX, ROUND_KEY_PATTERN, type RoundSummary } from './games-by-round.schema.ts'
import { currentRound, type RoundBucket, roundsToShow, summarizeRounds } from './games-by-round.ts'

const BRACKET = '00000000-0000-4000-8000-0000000000b1'

const bucket = (over: Partial<RoundBucket>): RoundBucket => ({
  roundId: null,
  bracketId: null,
  bracketRound: null,
  games: 2,
  played: 0,
  open: 2,
  undated: 0,
  firstPlayAt: null,
  lastPlayAt: null,
  ...over,
})

const rounds = [
  { id: 'a1', number: 1, name: null, date: '2026-03-01', groupId: 'A' },
  { id: 'b1', number: 1, name: null, date: '2026-03-02', groupId: 'B' },
  { id: 'a2', number: 2, name: 'Clásicos', date: null, groupId: 'A' },
  { id: 'b2', number: 2, name: 'Clásicos', date: null, groupId: 'B' },
  { id: 'a3', number: 3, name: null, date: null, groupId: 'A' },
]

describe('summarizeRounds', () => {
  const summary = summarizeRounds({
    rounds,
    brackets: [{ id: BRACKET, name: 'Copa de Oro', teamCount: 4, roundDates: ['2026-06-01', null] }],
    buckets: [
      bucket({ roundId: 'a1', played: 2, open: 0, firstPlayAt: '2026-03-01T15:00:00.000Z' }),
      bucket({ roundId: 'b1', played: 1, open: 0, lastPlayAt: '2026-03-02T18:00:00.000Z' }),
      bucket({ roundId: 'a2' }),
      bucket({ bracketId: BRACKET, bracketRound: 1, games: 2 }),
      bucket({ bracketId: BRACKET, bracketRound: 0, games: 2 }),
      bucket({ games: 1, open: 1 }),
      // a round that is not the scope's: counted with the other games, never lost
      bucket({ roundId: 'elsewhere', games: 1, open: 1 }),
    ],
  })

  it('orders league rounds by number (every group together), then knockout stages, then the other games', () => {
    expect(summary.map((r) => r.key)).toEqual(['1', '2', '3', `${BRACKET}.0`, `${BRACKET}.1`, 'other'])
    expect(summary.map((r) => r.games)).toEqual([4, 2, 0, 2, 2, 2])
  })

  it('adds the groups’ counts and dates, keeps a shared name, and names the group of a one-group round', () => {
    const [first, second, third] = summary as [RoundSummary, RoundSummary, RoundSummary]
    expect(first).toMatchObject({ played: 3, open: 0, groupId: null, date: '2026-03-01', name: null })
    expect(first.firstPlayAt).toBe('2026-03-01T15:00:00.000Z')
    expect(first.lastPlayAt).toBe('2026-03-02T18:00:00.000Z')
    expect(second).toMatchObject({ name: 'Clásicos', open: 2 })
    expect(third).toMatchObject({ groupId: 'A', games: 0 })
  })

  it('labels knockout rounds by their stage and cup, with the bracket’s round date', () => {
    expect(summary[3]).toMatchObject({ kind: 'knockout', stage: 'semiFinal', date: '2026-06-01' })
    expect(summary[4]).toMatchObject({ stage: 'final', bracket: { id: BRACKET, name: 'Copa de Oro' } })
  })

  it('makes keys the query accepts', () => {
    for (const r of summary) expect(r.key).toMatch(ROUND_KEY_PATTERN)
  })

  it('has no rounds without games or round rows', () => {
    expect(summarizeRounds({ rounds: [], brackets: [], buckets: [] })).toEqual([])
    expect(currentRound([])).toBeNull()
    expect(roundsToShow([], undefined)).toEqual({ shown: [], previous: null, next: null })
  })
})

const r = (key: string, games: number, open: number): RoundSummary => ({
  ...(summarizeRounds({ rounds: [], brackets: [], buckets: [bucket({ games, open })] })[0] as RoundSummary),
  key,
  kind: 'league',
})

describe('the current round and the rounds shown', () => {
  it.each([
    ['the first with a game to play', [r('1', 2, 0), r('2', 2, 1), r('3', 2, 2)], '2'],
    ['the last with games when all are played', [r('1', 2, 0), r('2', 2, 0), r('3', 0, 0)], '2'],
    ['past a round whose games are all played or suspended (open 0)', [r('1', 2, 0), r('2', 2, 2)], '2'],
  ])('is %s', (_name, list, expected) => {
    expect(currentRound(list)).toBe(expected)
  })

  it('shows the current round and the next by default, with the rounds around them', () => {
    const list = [r('1', 2, 0), r('2', 2, 1), r('3', 2, 2), r('4', 2, 2)]
    expect(roundsToShow(list, undefined)).toEqual({ shown: ['2', '3'], previous: '1', next: '4' })
    expect(roundsToShow(list, '4')).toEqual({ shown: ['4'], previous: '3', next: null })
    expect(roundsToShow(list, '9')).toEqual({ shown: [], previous: null, next: null })
  })

  it('shows the current round alone when the next would not fit one answer', () => {
    const list = [r('1', ROUND_GAMES_MAX - 1, 1), r('2', 2, 2)]
    expect(roundsToShow(list, undefined)).toEqual({ shown: ['1'], previous: null, next: '2' })
  })
})

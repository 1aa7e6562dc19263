import { describe, expect, it, test } from 'vitest'
import { DomainError } from '../competition/domain-error.ts'
import {
  accumulatingYellows,
  type CardType,
  draftSuspensionsForCard,
  isSuspendedAt,
  type SuspensionTeamGame,
  secondYellowOf,
  servedGames,
  suspensionStatus,
  yellowCardWarning,
} from './suspensions.ts'

describe('draftSuspensionsForCard', () => {
  test.each<[CardType, number, number | null, ReturnType<typeof draftSuspensionsForCard>]>([
    ['red', 0, null, { gamesCount: 1, reason: 'red' }],
    ['red', 2, 3, { gamesCount: 1, reason: 'red' }],
    ['blue', 0, 3, null],
    ['yellow', 1, null, null],
    ['yellow', 5, null, null],
    ['yellow', 1, 3, null],
    ['yellow', 2, 3, null],
    ['yellow', 3, 3, { gamesCount: 1, reason: 'yellows' }],
    ['yellow', 4, 3, null],
    ['yellow', 5, 3, null],
    ['yellow', 6, 3, { gamesCount: 1, reason: 'yellows' }],
    ['yellow', 9, 3, { gamesCount: 1, reason: 'yellows' }],
    ['yellow', 1, 1, { gamesCount: 1, reason: 'yellows' }],
    ['yellow', 2, 1, { gamesCount: 1, reason: 'yellows' }],
  ])('%s card, yellow count %i, N = %s', (type, count, n, expected) => {
    expect(
      draftSuspensionsForCard({ card: { type }, playerYellowCountInTournament: count, yellowCardsForSuspension: n }),
    ).toEqual(expected)
  })

  test.each([
    { count: 0, n: 3, code: 'SUSPENSION_INVALID_YELLOW_COUNT' },
    { count: 1.5, n: 3, code: 'SUSPENSION_INVALID_YELLOW_COUNT' },
    { count: 3, n: 0, code: 'SUSPENSION_INVALID_THRESHOLD' },
  ])('a yellow with count $count and N $n throws $code', ({ count, n, code }) => {
    const call = () =>
      draftSuspensionsForCard({
        card: { type: 'yellow' },
        playerYellowCountInTournament: count,
        yellowCardsForSuspension: n,
      })
    expect(call).toThrow(DomainError)
    expect(call).toThrow(expect.objectContaining({ code }))
  })
})

describe('yellowCardWarning', () => {
  test.each<[number, number | null, ReturnType<typeof yellowCardWarning>]>([
    [0, null, null],
    [4, null, null],
    [0, 3, null],
    [1, 3, null],
    [2, 3, 'one_more'],
    [3, 3, 'reached'],
    [4, 3, null],
    [5, 3, 'one_more'],
    [6, 3, 'reached'],
    [0, 2, null],
    [1, 2, 'one_more'],
    [2, 2, 'reached'],
    [0, 1, null],
    [1, 1, 'reached'],
  ])('%i yellows, N = %s → %s', (count, n, expected) => {
    expect(yellowCardWarning(count, n)).toBe(expected)
  })

  test('agrees with draftSuspensionsForCard: "reached" exactly when a yellow creates a suspension', () => {
    for (let n = 1; n <= 6; n++) {
      for (let count = 1; count <= 20; count++) {
        const suspension = draftSuspensionsForCard({
          card: { type: 'yellow' },
          playerYellowCountInTournament: count,
          yellowCardsForSuspension: n,
        })
        expect(yellowCardWarning(count, n) === 'reached').toBe(suspension !== null)
      }
    }
  })
})

/**
 * 'g1+' played and confirmed, 'g2' not yet played, 'g3x' does not count (e.g. suspended), 'g4+p' the suspended player
 * appeared in it (line-up, goal or card); dates follow the order.
 */
function games(...codes: string[]): SuspensionTeamGame[] {
  return codes.map((code, i) => ({
    id: code.replace(/[+xp]/g, ''),
    playAt: `2024-03-${String(i + 1).padStart(2, '0')}T18:00:00Z`,
    isConfirmedPlayed: code.includes('+'),
    isCounting: !code.includes('x'),
    playerAppeared: code.includes('p'),
  }))
}

describe('servedGames', () => {
  test.each<{
    name: string
    gamesCount: number
    skipEarnedGame: boolean
    teamGames: SuspensionTeamGame[]
    expected: ReturnType<typeof servedGames>
  }>([
    {
      name: 'nothing played after the earned game: listed on the next game',
      gamesCount: 1,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2', 'g3'),
      expected: { remaining: 1, gamesToServe: ['g2'], servedGameIds: [], breachedGameIds: [] },
    },
    {
      name: 'served once the next game is confirmed played',
      gamesCount: 1,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2+', 'g3'),
      expected: { remaining: 0, gamesToServe: [], servedGameIds: ['g2'], breachedGameIds: [] },
    },
    {
      name: 'three games, one served: listed on the next two not yet played',
      gamesCount: 3,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2+', 'g3', 'g4', 'g5'),
      expected: { remaining: 2, gamesToServe: ['g3', 'g4'], servedGameIds: ['g2'], breachedGameIds: [] },
    },
    {
      name: 'games that do not count are skipped',
      gamesCount: 2,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2x', 'g3+', 'g4x', 'g5'),
      expected: { remaining: 1, gamesToServe: ['g5'], servedGameIds: ['g3'], breachedGameIds: [] },
    },
    {
      name: 'games before the earned one are ignored',
      gamesCount: 1,
      skipEarnedGame: true,
      teamGames: games('g0+', 'e+', 'g2'),
      expected: { remaining: 1, gamesToServe: ['g2'], servedGameIds: [], breachedGameIds: [] },
    },
    {
      name: 'a game confirmed after a postponed one is served first',
      gamesCount: 1,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2', 'g3+', 'g4'),
      expected: { remaining: 0, gamesToServe: [], servedGameIds: ['g3'], breachedGameIds: [] },
    },
    {
      name: 'not enough games left in the tournament',
      gamesCount: 4,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2+', 'g3'),
      expected: { remaining: 3, gamesToServe: ['g3'], servedGameIds: ['g2'], breachedGameIds: [] },
    },
    {
      name: 'skipEarnedGame false: the confirmed earned game is the first served',
      gamesCount: 2,
      skipEarnedGame: false,
      teamGames: games('e+', 'g2', 'g3'),
      expected: { remaining: 1, gamesToServe: ['g2'], servedGameIds: ['e'], breachedGameIds: [] },
    },
    {
      name: 'skipEarnedGame false, earned game not confirmed yet: it keeps its place, the player is not listed on it',
      gamesCount: 2,
      skipEarnedGame: false,
      teamGames: games('e', 'g2', 'g3'),
      expected: { remaining: 2, gamesToServe: ['g2'], servedGameIds: [], breachedGameIds: [] },
    },
    {
      name: 'skipEarnedGame false, one game: served by the earned game alone',
      gamesCount: 1,
      skipEarnedGame: false,
      teamGames: games('e+', 'g2'),
      expected: { remaining: 0, gamesToServe: [], servedGameIds: ['e'], breachedGameIds: [] },
    },
    {
      name: 'a game the suspended player appeared in serves nothing: the next one they sat out does',
      gamesCount: 1,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2+p', 'g3+', 'g4'),
      expected: { remaining: 0, gamesToServe: [], servedGameIds: ['g3'], breachedGameIds: ['g2'] },
    },
    {
      name: 'appearing in every confirmed game leaves the suspension to serve on the next one',
      gamesCount: 2,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2+p', 'g3+p', 'g4+', 'g5'),
      expected: { remaining: 1, gamesToServe: ['g5'], servedGameIds: ['g4'], breachedGameIds: ['g2', 'g3'] },
    },
    {
      name: 'an appearance after the suspension was served breaches nothing',
      gamesCount: 1,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2+', 'g3+p'),
      expected: { remaining: 0, gamesToServe: [], servedGameIds: ['g2'], breachedGameIds: [] },
    },
    {
      name: 'an appearance in a game not confirmed yet changes nothing until it is confirmed',
      gamesCount: 1,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2p', 'g3'),
      expected: { remaining: 1, gamesToServe: ['g2'], servedGameIds: [], breachedGameIds: [] },
    },
    {
      name: 'skipEarnedGame false: the earned game serves though the player was in it (sent off there)',
      gamesCount: 1,
      skipEarnedGame: false,
      teamGames: games('e+p', 'g2'),
      expected: { remaining: 0, gamesToServe: [], servedGameIds: ['e'], breachedGameIds: [] },
    },
    {
      name: 'zero games: nothing to serve',
      gamesCount: 0,
      skipEarnedGame: true,
      teamGames: games('e+', 'g2'),
      expected: { remaining: 0, gamesToServe: [], servedGameIds: [], breachedGameIds: [] },
    },
  ])('$name', ({ gamesCount, skipEarnedGame, teamGames, expected }) => {
    expect(servedGames({ suspension: { gamesCount, skipEarnedGame, earnedGameId: 'e' }, teamGames })).toEqual(expected)
  })

  test('the list is ordered by playAt (unscheduled last) whatever order it comes in', () => {
    const teamGames: SuspensionTeamGame[] = [
      { id: 'later', playAt: '2024-05-01T10:00:00Z', isConfirmedPlayed: false, isCounting: true },
      { id: 'unscheduled', playAt: null, isConfirmedPlayed: false, isCounting: true },
      { id: 'e', playAt: '2024-04-01T10:00:00+02:00', isConfirmedPlayed: true, isCounting: true },
      { id: 'sooner', playAt: '2024-04-08T10:00:00Z', isConfirmedPlayed: false, isCounting: true },
    ]
    expect(servedGames({ suspension: { gamesCount: 3, skipEarnedGame: true, earnedGameId: 'e' }, teamGames })).toEqual({
      remaining: 3,
      gamesToServe: ['sooner', 'later', 'unscheduled'],
      servedGameIds: [],
      breachedGameIds: [],
    })
  })

  test('without an earned game in the list, every game follows', () => {
    const result = servedGames({
      suspension: { gamesCount: 2, skipEarnedGame: true, earnedGameId: null },
      teamGames: games('g1+', 'g2'),
    })
    expect(result).toEqual({ remaining: 1, gamesToServe: ['g2'], servedGameIds: ['g1'], breachedGameIds: [] })
  })

  test.each([
    { gamesCount: -1, playAt: null, code: 'SUSPENSION_INVALID_GAMES_COUNT' },
    { gamesCount: 1.5, playAt: null, code: 'SUSPENSION_INVALID_GAMES_COUNT' },
    { gamesCount: 1, playAt: 'soon', code: 'SUSPENSION_INVALID_PLAY_AT' },
  ])('gamesCount $gamesCount, playAt $playAt throws $code', ({ gamesCount, playAt, code }) => {
    const call = () =>
      servedGames({
        suspension: { gamesCount, skipEarnedGame: true, earnedGameId: null },
        teamGames: [{ id: 'g', playAt, isConfirmedPlayed: false, isCounting: true }],
      })
    expect(call).toThrow(DomainError)
    expect(call).toThrow(expect.objectContaining({ code }))
  })
})

describe('isSuspendedAt', () => {
  const served = servedGames({
    suspension: { gamesCount: 2, skipEarnedGame: true, earnedGameId: 'e' },
    teamGames: games('e+', 'g2+p', 'g3+', 'g4', 'g5'),
  })
  test.each([
    { gameId: 'e', expected: false },
    { gameId: 'g2', expected: true },
    { gameId: 'g3', expected: true },
    { gameId: 'g4', expected: true },
    { gameId: 'g5', expected: false },
  ])('$gameId: $expected', ({ gameId, expected }) => {
    expect(isSuspendedAt(served, gameId, 'e')).toBe(expected)
  })
})

describe('suspensionStatus', () => {
  test.each([
    { isDraft: true, isDraftSuspensionIgnored: true, remaining: 1, expected: 'ignored' },
    { isDraft: false, isDraftSuspensionIgnored: true, remaining: 0, expected: 'ignored' },
    { isDraft: true, isDraftSuspensionIgnored: false, remaining: 1, expected: 'draft' },
    { isDraft: true, isDraftSuspensionIgnored: false, remaining: 0, expected: 'draft' },
    { isDraft: false, isDraftSuspensionIgnored: false, remaining: 2, expected: 'active' },
    { isDraft: false, isDraftSuspensionIgnored: false, remaining: 0, expected: 'served' },
  ])(
    'draft $isDraft, ignored $isDraftSuspensionIgnored, remaining $remaining → $expected',
    ({ expected, ...input }) => {
      expect(suspensionStatus(input)).toBe(expected)
    },
  )
})

describe('second yellow (decision 0020)', () => {
  it('the second yellow of a game sends off; one does not', () => {
    expect(secondYellowOf(['a'])).toBeNull()
    expect(secondYellowOf(['a', 'b'])).toBe('b')
    expect(secondYellowOf(['a', 'b', 'c'])).toBe('b')
  })

  it('leaves the yellows of a sending-off out of the accumulation', () => {
    const yellows = [
      { id: '1', gameId: 'g1' },
      { id: '2', gameId: 'g2' },
      { id: '3', gameId: 'g2' },
      { id: '4', gameId: 'g3' },
    ]
    expect(accumulatingYellows(yellows).map((c) => c.id)).toEqual(['1', '4'])
  })
})

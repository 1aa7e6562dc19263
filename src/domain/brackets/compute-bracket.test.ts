import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allTies,
  type BracketGame,
  type BracketSettings,
  computeBracket,
  expectedLegs,
  isTieLevel,
  planBracketGames,
  resolveTie,
} from './compute-bracket.ts'

const teams = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`)
const settings = (n: number, extra: Partial<BracketSettings> = {}): BracketSettings => ({
  teamIds: teams(n),
  legs: 1,
  finalLegs: 1,
  thirdPlace: false,
  awayGoals: false,
  ...extra,
})

let counter = 0
function game(
  round: number,
  position: number,
  leg: number,
  homeTeamId: string,
  awayTeamId: string,
  homeGoals: number,
  awayGoals: number,
  extra: Partial<BracketGame> = {},
): BracketGame {
  counter += 1
  return {
    id: `g${counter}`,
    round,
    position,
    leg,
    homeTeamId,
    awayTeamId,
    homeGoals,
    awayGoals,
    homePenalties: null,
    awayPenalties: null,
    isConfirmed: true,
    hasResult: true,
    ...extra,
  }
}

/** Creates the planned games, then plays every undecided tie: the higher seed wins 1–0 (or by `score`). */
function playAll(s: BracketSettings, score: (tieHome: string, tieAway: string) => [number, number] = () => [1, 0]) {
  let games: BracketGame[] = []
  for (let i = 0; i < 20; i++) {
    const bracket = computeBracket(s, games)
    const plan = planBracketGames(bracket, games)
    expect(plan.locked).toEqual([])
    if (plan.create.length === 0) return { bracket, games }
    for (const c of plan.create) {
      const tie = allTies(bracket).find((t) => t.round === c.round && t.position === c.position)
      if (!tie?.homeTeamId || !tie.awayTeamId) throw new Error('planned game without teams')
      const [h, a] = score(tie.homeTeamId, tie.awayTeamId)
      const homeIsTieHome = c.homeTeamId === tie.homeTeamId
      const legs = tie.legs
      // the tie's home team wins by h–a over the deciding leg; other legs 0–0
      const decides = c.leg === legs
      games = [
        ...games,
        game(c.round, c.position, c.leg, c.homeTeamId, c.awayTeamId, 0, 0, {
          homeGoals: decides ? (homeIsTieHome ? h : a) : 0,
          awayGoals: decides ? (homeIsTieHome ? a : h) : 0,
        }),
      ]
    }
  }
  throw new Error('never ended')
}

describe('a bracket derived from seeds and games', () => {
  it('6 teams: the top two seeds rest, the winners move up, the champion is known', () => {
    const empty = computeBracket(settings(6), [])
    expect(empty.rounds.map((r) => r.name)).toEqual(['quarterFinal', 'semiFinal', 'final'])
    const [q0, q1, q2, q3] = empty.rounds[0]?.ties ?? []
    expect(q0).toMatchObject({ homeTeamId: 'T1', awayTeamId: null, isBye: true, winnerTeamId: 'T1', gameIds: [] })
    expect(q1).toMatchObject({ homeTeamId: 'T4', awayTeamId: 'T5', isBye: false, winnerTeamId: null })
    expect(q2).toMatchObject({ homeTeamId: 'T3', awayTeamId: 'T6' })
    expect(q3).toMatchObject({ homeTeamId: 'T2', isBye: true, winnerTeamId: 'T2' })
    // the byes already stand in the semi-finals
    expect(empty.rounds[1]?.ties.map((t) => [t.homeTeamId, t.awayTeamId])).toEqual([
      ['T1', null],
      ['T2', null],
    ])
    expect(planBracketGames(empty, []).create).toEqual([
      { round: 0, position: 1, leg: 1, homeTeamId: 'T4', awayTeamId: 'T5' },
      { round: 0, position: 2, leg: 1, homeTeamId: 'T3', awayTeamId: 'T6' },
    ])
    const upset = game(0, 1, 1, 'T4', 'T5', 0, 2)
    const after = computeBracket(settings(6), [upset])
    expect(after.rounds[0]?.ties[1]).toMatchObject({ winnerTeamId: 'T5', aggregate: { home: 0, away: 2 } })
    expect(after.rounds[1]?.ties[0]).toMatchObject({ homeTeamId: 'T1', awayTeamId: 'T5', homeSeed: 1, awaySeed: 5 })
    const { bracket } = playAll(settings(6))
    expect(bracket.championTeamId).toBe('T1')
  })

  it('an unconfirmed game decides nothing', () => {
    const b = computeBracket(settings(2), [game(0, 0, 1, 'T1', 'T2', 3, 0, { isConfirmed: false })])
    expect(b.rounds[0]?.ties[0]).toMatchObject({ winnerTeamId: null, aggregate: null, gameIds: [expect.any(String)] })
    expect(b.championTeamId).toBeNull()
  })

  it('a game whose teams are not the tie’s does not count for it', () => {
    const b = computeBracket(settings(2), [game(0, 0, 1, 'T2', 'T1', 3, 0)])
    expect(b.rounds[0]?.ties[0]).toMatchObject({ gameIds: [], winnerTeamId: null })
  })

  it('two legs: the lower seed at home first, the aggregate decides', () => {
    const s = settings(4, { legs: 2 })
    const empty = computeBracket(s, [])
    expect(expectedLegs(empty.rounds[0]?.ties[0] as never)).toEqual([
      { leg: 1, homeTeamId: 'T4', awayTeamId: 'T1' },
      { leg: 2, homeTeamId: 'T1', awayTeamId: 'T4' },
    ])
    const b = computeBracket(s, [game(0, 0, 1, 'T4', 'T1', 3, 1), game(0, 0, 2, 'T1', 'T4', 1, 0)])
    expect(b.rounds[0]?.ties[0]).toMatchObject({
      aggregate: { home: 2, away: 3 },
      winnerTeamId: 'T4',
      decidedBy: 'aggregate',
    })
    // the final is one game by default
    expect(b.rounds[1]?.ties[0]?.legs).toBe(1)
  })
})

describe('resolveTie', () => {
  const legs = (l1: [number, number], l2: [number, number], pens: [number, number] | null = null) => [
    game(0, 0, 1, 'B', 'A', l1[0], l1[1]),
    game(0, 0, 2, 'A', 'B', l2[0], l2[1], {
      homePenalties: pens ? pens[0] : null,
      awayPenalties: pens ? pens[1] : null,
    }),
  ]
  it.each([
    // [leg 1 B–A, leg 2 A–B, away goals rule, penalties of leg 2 (A–B), winner, decidedBy, needsPenalties]
    [[1, 0], [2, 0], false, null, 'A', 'aggregate', false],
    [[2, 1], [1, 0], false, null, null, null, true],
    [[2, 1], [1, 0], true, null, 'A', 'awayGoals', false],
    [[1, 1], [0, 0], true, null, 'A', 'awayGoals', false],
    [[0, 0], [1, 1], true, null, 'B', 'awayGoals', false],
    [[1, 1], [1, 1], true, [3, 4], 'B', 'penalties', false],
    [[1, 1], [1, 1], true, [3, 3], null, null, true],
    [[2, 1], [1, 0], false, [4, 3], 'A', 'penalties', false],
  ] as const)('legs %j %j, away goals %s, penalties %j → %s', (l1, l2, rule, pens, winner, by, needs) => {
    const games = legs([...l1], [...l2], pens ? [...pens] : null)
    const result = resolveTie({ homeTeamId: 'A', awayTeamId: 'B', legs: 2, games, awayGoalsRule: rule })
    expect(result).toMatchObject({ winnerTeamId: winner, decidedBy: by, needsPenalties: needs })
    if (by === 'penalties') expect(result.penalties).toEqual({ home: pens?.[0], away: pens?.[1] })
  })

  it('one game level: penalties decide, seen from the tie’s home team', () => {
    const games = [game(0, 0, 1, 'A', 'B', 2, 2, { homePenalties: 4, awayPenalties: 5 })]
    expect(resolveTie({ homeTeamId: 'A', awayTeamId: 'B', legs: 1, games, awayGoalsRule: true })).toMatchObject({
      winnerTeamId: 'B',
      loserTeamId: 'A',
      penalties: { home: 4, away: 5 },
      aggregate: { home: 2, away: 2 },
    })
  })

  it('is not decided while a leg is missing or unconfirmed', () => {
    const one = [game(0, 0, 1, 'B', 'A', 0, 5)]
    expect(resolveTie({ homeTeamId: 'A', awayTeamId: 'B', legs: 2, games: one, awayGoalsRule: false })).toMatchObject({
      winnerTeamId: null,
      aggregate: { home: 5, away: 0 },
      needsPenalties: false,
    })
    const unconfirmed = [one[0] as BracketGame, game(0, 0, 2, 'A', 'B', 0, 0, { isConfirmed: false })]
    expect(
      resolveTie({ homeTeamId: 'A', awayTeamId: 'B', legs: 2, games: unconfirmed, awayGoalsRule: false }).winnerTeamId,
    ).toBeNull()
  })

  it('isTieLevel follows the scores entered and the away goals rule', () => {
    expect(isTieLevel([game(0, 0, 1, 'A', 'B', 1, 1)], false)).toBe(true)
    expect(isTieLevel([game(0, 0, 1, 'A', 'B', 1, 0)], false)).toBe(false)
    const two = [game(0, 0, 1, 'B', 'A', 2, 1), game(0, 0, 2, 'A', 'B', 1, 0)]
    expect(isTieLevel(two, false)).toBe(true)
    expect(isTieLevel(two, true)).toBe(false)
  })
})

describe('third place and corrections', () => {
  it('the semi-final losers meet for third place', () => {
    const { bracket } = playAll(settings(4, { thirdPlace: true }))
    expect(bracket.thirdPlaceTie).toMatchObject({ homeTeamId: 'T3', awayTeamId: 'T4', winnerTeamId: 'T3' })
    expect(bracket.championTeamId).toBe('T1')
  })

  it('a corrected semi-final moves the new winner into the final game while it has no result', () => {
    const s = settings(4)
    const semi0 = game(0, 0, 1, 'T1', 'T4', 1, 0)
    const semi1 = game(0, 1, 1, 'T2', 'T3', 1, 0)
    const final = game(1, 0, 1, 'T1', 'T2', 0, 0, { isConfirmed: false, hasResult: false })
    const corrected = { ...semi0, homeGoals: 0, awayGoals: 2 }
    const plan = planBracketGames(computeBracket(s, [corrected, semi1, final]), [corrected, semi1, final])
    expect(plan).toEqual({
      create: [],
      update: [{ id: final.id, homeTeamId: 'T2', awayTeamId: 'T4' }],
      remove: [],
      locked: [],
    })
  })

  it('a corrected semi-final is locked by a confirmed final; unconfirming removes the final game', () => {
    const s = settings(4)
    const semi0 = game(0, 0, 1, 'T1', 'T4', 1, 0)
    const semi1 = game(0, 1, 1, 'T2', 'T3', 1, 0)
    const final = game(1, 0, 1, 'T1', 'T2', 3, 0)
    const corrected = { ...semi0, homeGoals: 0, awayGoals: 2 }
    const games = [corrected, semi1, final]
    expect(planBracketGames(computeBracket(s, games), games).locked).toEqual([final])
    const unconfirmed = [{ ...semi0, isConfirmed: false }, semi1, { ...final, isConfirmed: false, hasResult: false }]
    expect(planBracketGames(computeBracket(s, unconfirmed), unconfirmed)).toMatchObject({
      remove: [final.id],
      locked: [],
    })
  })

  it('for 2 to 64 teams and any results, the champion won every tie it played (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 64 }),
        fc.constantFrom(1, 2),
        fc.constantFrom(1, 2),
        fc.boolean(),
        fc.integer(),
        (n, legs, finalLegs, thirdPlace, seed) => {
          const s = settings(n, { legs, finalLegs, thirdPlace: thirdPlace && n >= 4, awayGoals: seed % 2 === 0 })
          let x = seed
          const random = () => {
            x = (x * 1103515245 + 12345) & 0x7fffffff
            return x
          }
          // a random winner by one goal in the deciding leg
          const { bracket } = playAll(s, () => (random() % 2 === 0 ? [1, 0] : [0, 1]))
          const ties = allTies(bracket)
          expect(ties.every((t) => t.winnerTeamId !== null)).toBe(true)
          const champion = bracket.championTeamId as string
          expect(s.teamIds).toContain(champion)
          // every team in a later round won the tie that fed it
          for (const round of bracket.rounds.slice(1))
            for (const tie of round.ties) {
              const feeders = bracket.rounds[round.index - 1]?.ties.slice(tie.position * 2, tie.position * 2 + 2) ?? []
              const winners = feeders.map((f) => f.winnerTeamId)
              expect([tie.homeTeamId, tie.awayTeamId].filter(Boolean).sort()).toEqual(winners.filter(Boolean).sort())
            }
          // the champion never lost
          expect(ties.some((t) => t.loserTeamId === champion && t.position !== -1)).toBe(false)
        },
      ),
      { numRuns: 60 },
    )
  })
})

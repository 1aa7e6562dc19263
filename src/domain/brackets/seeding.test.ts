import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bracketSize,
  firstRoundSeeds,
  roundCount,
  roundName,
  sameGroupPairs,
  seedFromGroups,
  seedSlots,
  type ZoneTeam,
} from './seeding.ts'

describe('bracket size and rounds', () => {
  it.each([
    [2, 2, 1],
    [3, 4, 2],
    [4, 4, 2],
    [5, 8, 3],
    [6, 8, 3],
    [8, 8, 3],
    [9, 16, 4],
    [17, 32, 5],
    [33, 64, 6],
    [64, 64, 6],
  ])('%i teams: %i slots, %i rounds', (teams, size, rounds) => {
    expect(bracketSize(teams)).toBe(size)
    expect(roundCount(size)).toBe(rounds)
  })

  it.each([0, 1, 65, 2.5])('refuses %s teams', (teams) => {
    expect(() => bracketSize(teams)).toThrow(RangeError)
  })

  it('names the rounds from the final back', () => {
    expect([0, 1, 2].map((i) => roundName(i, 3))).toEqual(['quarterFinal', 'semiFinal', 'final'])
    expect(roundName(0, 6)).toBe('roundOf64')
    expect(roundName(0, 1)).toBe('final')
  })
})

describe('standard order', () => {
  it.each([
    [2, [[1, 2]]],
    [
      4,
      [
        [1, 4],
        [2, 3],
      ],
    ],
    [
      8,
      [
        [1, 8],
        [4, 5],
        [3, 6],
        [2, 7],
      ],
    ],
    [
      16,
      [
        [1, 16],
        [8, 9],
        [5, 12],
        [4, 13],
        [3, 14],
        [6, 11],
        [7, 10],
        [2, 15],
      ],
    ],
  ])('%i teams', (teams, pairs) => {
    expect(firstRoundSeeds(teams)).toEqual(pairs)
  })

  it('gives the byes to the top seeds: 6 teams, seeds 1 and 2 rest', () => {
    expect(firstRoundSeeds(6)).toEqual([
      [1, null],
      [4, 5],
      [3, 6],
      [2, null],
    ])
    expect(firstRoundSeeds(3)).toEqual([
      [1, null],
      [2, 3],
    ])
  })

  it('for every size, seeds meet as late as their rank allows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (power) => {
        const size = 2 ** power
        const slots = seedSlots(size)
        expect([...slots].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1))
        // the earliest round in which seeds a and b can meet: where their slots share a block
        const meet = (a: number, b: number) => {
          const sa = slots.indexOf(a)
          const sb = slots.indexOf(b)
          let round = 0
          for (let block = 2; Math.floor(sa / block) !== Math.floor(sb / block); block *= 2) round++
          return round
        }
        const rounds = power
        // in the round with m teams left, the top m seeds are all in different blocks
        for (let left = 2; left <= size; left *= 2) {
          const round = rounds - Math.log2(left)
          for (let a = 1; a <= left; a++)
            for (let b = a + 1; b <= left; b++) expect(meet(a, b)).toBeGreaterThanOrEqual(round)
        }
        // first round: s meets size + 1 − s
        for (let i = 0; i < size; i += 2) expect((slots[i] as number) + (slots[i + 1] as number)).toBe(size + 1)
      }),
    )
  })

  it('for 2 to 64 teams: every team once, byes only against the top seeds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), (teams) => {
        const pairs = firstRoundSeeds(teams)
        const seeds = pairs.flatMap(([a, b]) => (b === null ? [a] : [a, b])).sort((a, b) => a - b)
        expect(seeds).toEqual(Array.from({ length: teams }, (_, i) => i + 1))
        const byes = pairs.filter(([, b]) => b === null).map(([a]) => a)
        expect(byes.sort((a, b) => a - b)).toEqual(Array.from({ length: bracketSize(teams) - teams }, (_, i) => i + 1))
        for (const [a, b] of pairs) if (b !== null) expect(a).toBeLessThan(b)
      }),
    )
  })
})

const team = (name: string, groupId: string, position: number, points: number, gd = 0, gf = 0): ZoneTeam => ({
  teamId: name,
  name,
  groupId,
  position,
  played: 3,
  points,
  goalDifference: gd,
  goalsFor: gf,
})

describe('zone seeding across groups', () => {
  it('puts the winners first, each level by points per game, goal difference, goals for', () => {
    const seeded = seedFromGroups([
      team('A2', 'A', 2, 6),
      team('A1', 'A', 1, 7),
      team('B1', 'B', 1, 9),
      team('B2', 'B', 2, 6, 2),
      team('C1', 'C', 1, 7, 1),
      team('C2', 'C', 2, 6, 2, 5),
    ])
    expect(seeded.slice(0, 3).map((t) => t.teamId)).toEqual(['B1', 'C1', 'A1'])
    expect(seeded.slice(3).every((t) => t.position === 2)).toBe(true)
  })

  it('compares points per game, not points, when groups played a different number of games', () => {
    const big = { ...team('A1', 'A', 1, 9), played: 5 }
    const small = { ...team('B1', 'B', 1, 7), played: 3 }
    expect(seedFromGroups([big, small]).map((t) => t.teamId)).toEqual(['B1', 'A1'])
  })

  it('avoids a first-round pair of the same group when a swap within the level allows it', () => {
    // 4 teams: 1 v 4 and 2 v 3; by points the winner of A would meet A's runner-up
    const teams = [team('A1', 'A', 1, 9), team('B1', 'B', 1, 7), team('B2', 'B', 2, 6), team('A2', 'A', 2, 4)]
    const seeded = seedFromGroups(teams)
    expect(sameGroupPairs(seeded)).toBe(0)
    expect(seeded.map((t) => t.teamId)).toEqual(['A1', 'B1', 'A2', 'B2'])
  })

  it('keeps a same-group pair when no swap avoids it (one group)', () => {
    const seeded = seedFromGroups([team('A1', 'A', 1, 9), team('A2', 'A', 2, 4)])
    expect(sameGroupPairs(seeded)).toBe(1)
  })

  it('never raises the same-group pairs, keeps the teams and the levels (property)', () => {
    const zone = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).chain(([groups, perGroup]) =>
      fc.tuple(
        fc.constant(groups),
        fc.constant(perGroup),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -10, max: 10 })), {
          minLength: groups * perGroup,
          maxLength: groups * perGroup,
        }),
      ),
    )
    fc.assert(
      fc.property(zone, ([groups, perGroup, stats]) => {
        const teams: ZoneTeam[] = []
        for (let g = 0; g < groups; g++)
          for (let p = 1; p <= perGroup; p++) {
            const [points, gd] = stats[g * perGroup + p - 1] as [number, number]
            teams.push(team(`G${g}P${p}`, `G${g}`, p, points, gd))
          }
        if (teams.length < 2) return
        const plain = [...teams].sort((a, b) => a.position - b.position)
        const seeded = seedFromGroups(teams)
        expect(seeded.map((t) => t.teamId).sort()).toEqual(teams.map((t) => t.teamId).sort())
        expect(seeded.map((t) => t.position)).toEqual(plain.map((t) => t.position))
        expect(sameGroupPairs(seeded)).toBeLessThanOrEqual(sameGroupPairs(plain))
        // with at least as many groups as... two groups of equal size always pair apart
        if (groups >= 2 && perGroup <= 2 && groups * perGroup >= 4 && (groups & (groups - 1)) === 0)
          expect(sameGroupPairs(seeded)).toBe(0)
      }),
    )
  })
})

/**
 * Seeding a knockout bracket (decision 0019). Pure.
 *
 * The bracket has the next power of two of slots (2…64); the top seeds get the byes. Standard order: in the first
 * round seed s meets seed size + 1 − s, and the ties are listed so that seeds 1 and 2 can only meet in the final,
 * 1 and 4 (and 2 and 3) in a semi-final: for eight, 1 v 8, 4 v 5, 3 v 6, 2 v 7.
 *
 * Zone seeding (`seedFromGroups`): the teams of a qualifier zone taken from several groups, group winners first, then
 * runners-up, …, each level ordered by points per game, goal difference, goals for (then by name, for a stable order);
 * then first-round pairs of two teams of the same group are avoided where possible by swapping teams of the same
 * level (a swap never moves a team to another level).
 */

export const BRACKET_TEAMS_MIN = 2
export const BRACKET_TEAMS_MAX = 64

export const ROUND_NAMES = ['final', 'semiFinal', 'quarterFinal', 'roundOf16', 'roundOf32', 'roundOf64'] as const
export type RoundName = (typeof ROUND_NAMES)[number]

/** The number of slots: the smallest power of two ≥ teamCount (teamCount in 2…64). */
export function bracketSize(teamCount: number): number {
  if (!Number.isInteger(teamCount) || teamCount < BRACKET_TEAMS_MIN || teamCount > BRACKET_TEAMS_MAX) {
    throw new RangeError(`A bracket has 2 to 64 teams, not ${teamCount}`)
  }
  let size = 2
  while (size < teamCount) size *= 2
  return size
}

/** The number of rounds of a bracket of `size` slots (2 → 1, 64 → 6). */
export function roundCount(size: number): number {
  return Math.round(Math.log2(size))
}

/** The name of round `index` (0 = the first) of a bracket with `rounds` rounds. */
export function roundName(index: number, rounds: number): RoundName {
  const name = ROUND_NAMES[rounds - 1 - index]
  if (!name) throw new RangeError(`No round ${index} of ${rounds}`)
  return name
}

/**
 * The seeds of the first round's slots in bracket order (1-based): slots 2k and 2k+1 form tie k.
 * seedSlots(8) = [1, 8, 5, 4, 3, 6, 7, 2]: ties 1 v 8, 4 v 5, 3 v 6, 2 v 7.
 */
export function seedSlots(size: number): number[] {
  let slots = [1, 2]
  for (let m = 2; m < size; m *= 2) {
    const next = 2 * m + 1
    slots = slots.flatMap((s, i) => (i % 2 === 0 ? [s, next - s] : [next - s, s]))
  }
  return slots
}

/** The first round as pairs of seeds in bracket order, the higher seed first; `null` is a bye (no opponent). */
export function firstRoundSeeds(teamCount: number): [number, number | null][] {
  const slots = seedSlots(bracketSize(teamCount))
  const pairs: [number, number | null][] = []
  for (let i = 0; i < slots.length; i += 2) {
    const a = slots[i] as number
    const b = slots[i + 1] as number
    const high = Math.min(a, b)
    const low = Math.max(a, b)
    pairs.push([high, low <= teamCount ? low : null])
  }
  return pairs
}

// --- zone seeding across groups -------------------------------------------------------------------------------------

export interface ZoneTeam {
  readonly teamId: string
  readonly name: string
  readonly groupId: string
  /** the team's position in its group (1 = the winner) */
  readonly position: number
  readonly played: number
  readonly points: number
  readonly goalDifference: number
  readonly goalsFor: number
}

function compareLevel(a: ZoneTeam, b: ZoneTeam): number {
  const ppg = (t: ZoneTeam) => (t.played > 0 ? t.points / t.played : 0)
  return (
    ppg(b) - ppg(a) ||
    b.goalDifference - a.goalDifference ||
    b.goalsFor - a.goalsFor ||
    a.name.localeCompare(b.name) ||
    a.teamId.localeCompare(b.teamId)
  )
}

/** How many first-round ties pair two teams of the same group, for teams in seed order. */
export function sameGroupPairs(seeded: readonly ZoneTeam[]): number {
  return firstRoundSeeds(seeded.length).filter(
    ([h, a]) => a !== null && seeded[h - 1]?.groupId === seeded[a - 1]?.groupId,
  ).length
}

/**
 * The zone's teams in seed order: by level (position in the group), each level by points per game, goal difference,
 * goals for; then swaps within a level while they lower the number of same-group first-round pairs.
 */
export function seedFromGroups(teams: readonly ZoneTeam[]): ZoneTeam[] {
  const seeded = [...teams].sort((a, b) => a.position - b.position || compareLevel(a, b))
  if (seeded.length < BRACKET_TEAMS_MIN) return seeded
  let conflicts = sameGroupPairs(seeded)
  // a swap of two teams of the same level; the lowest seeds move first, so the top of each level keeps its place
  for (let improved = true; improved && conflicts > 0; ) {
    improved = false
    for (let i = seeded.length - 1; i > 0 && !improved; i--) {
      for (let j = i - 1; j >= 0 && !improved; j--) {
        if (seeded[i]?.position !== seeded[j]?.position) continue
        swap(seeded, i, j)
        const after = sameGroupPairs(seeded)
        if (after < conflicts) {
          conflicts = after
          improved = true
        } else swap(seeded, i, j)
      }
    }
  }
  return seeded
}

function swap<T>(list: T[], i: number, j: number) {
  const a = list[i] as T
  list[i] = list[j] as T
  list[j] = a
}

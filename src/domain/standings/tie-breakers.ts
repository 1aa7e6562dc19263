/**
 * Orders teams by a tournament's ordered list of tie-breakers. Pure; used by compute-standings.ts.
 *
 * The whole table is one group; the first criterion sorts it and splits it into runs of teams equal on that criterion;
 * each run of two or more teams goes on with the NEXT criterion, and so on. So every criterion only ever sees the teams
 * still level at that point, which is what makes `headToHead` work on "the tied subset".
 *
 * - `points`, `goalDifference`, `goalsFor`, `wins`: more is better. `goalsAgainst`, `fairPlay`: fewer is better.
 * - `headToHead`: a mini-league of the games among the teams of the current run only: its points (tournament's win/draw/
 *   loss values, no adjustments), then its goal difference, then its goals for, as one criterion. Teams that have not met
 *   simply score 0 against each other.
 *   Decision: when head-to-head splits a run into smaller runs, a run still level goes on with the next criterion in the
 *   list; head-to-head is NOT re-applied to the smaller run. That is the order of FIFA's 2018/2022 World Cup regulations
 *   (head-to-head criteria, then fair play, then lots) and it is what the data asks for: the official 2022-23 La Liga
 *   table is reproduced (real-leagues.test.ts) and its two three-way ties (Girona/Rayo/Sevilla, Cadiz/Getafe/Valencia)
 *   split completely on mini-league points, so no official table here needs re-application. UEFA-style re-application
 *   is not offered.
 * - `drawOfLots`: the stored, seeded order (`lotOrder`); teams missing from it come after the ones in it and stay level
 *   among themselves, so they fall through to the next criteria and finally to the name order below.
 * - Teams still level after the last criterion are ordered by name, then id (code-unit order, the same in every locale
 *   and runtime), and reported as tied (`tiedWith`), never silently separated.
 */
import type { TieBreaker } from '../competition/settings.ts'

export interface RankingStats {
  readonly teamId: string
  readonly teamName: string
  readonly points: number
  readonly goalDifference: number
  readonly goalsFor: number
  readonly goalsAgainst: number
  readonly won: number
  readonly fairPlayPoints: number
}

/** Head-to-head results between team indexes i and j, stored at i * teamCount + j (what i earned against j). */
export interface HeadToHeadMatrix {
  readonly teamCount: number
  readonly points: Int32Array
  readonly goalsFor: Int32Array
}

export interface RankingInput {
  readonly stats: readonly RankingStats[]
  readonly headToHead: HeadToHeadMatrix
  readonly tieBreakers: readonly TieBreaker[]
  /** Position of each team index in the stored lot order; -1 when the team is not in it. */
  readonly lotPositions: readonly number[]
}

export interface RankedTeam {
  readonly index: number
  /** The criterion that set this team apart from the last teams it was level with; null when it never was level (single team) or still is. */
  readonly decidedBy: TieBreaker | null
  /** Indexes of the teams still level with this one after every criterion (empty when the tie is resolved). */
  readonly tiedWith: readonly number[]
}

type Key = readonly number[]

/** Higher keys first. Compared, not subtracted: a key may be -Infinity (not in the lot order). */
function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number
    const y = b[i] as number
    if (x !== y) return x > y ? -1 : 1
  }
  return 0
}

function keysFor(criterion: TieBreaker, group: readonly number[], input: RankingInput): Key[] {
  const { stats } = input
  switch (criterion) {
    case 'points':
      return group.map((i) => [stats[i]?.points ?? 0])
    case 'goalDifference':
      return group.map((i) => [stats[i]?.goalDifference ?? 0])
    case 'goalsFor':
      return group.map((i) => [stats[i]?.goalsFor ?? 0])
    case 'goalsAgainst':
      return group.map((i) => [-(stats[i]?.goalsAgainst ?? 0)])
    case 'wins':
      return group.map((i) => [stats[i]?.won ?? 0])
    case 'fairPlay':
      return group.map((i) => [-(stats[i]?.fairPlayPoints ?? 0)])
    case 'drawOfLots':
      return group.map((i) => {
        const position = input.lotPositions[i] ?? -1
        return [position < 0 ? Number.NEGATIVE_INFINITY : -position]
      })
    case 'headToHead':
      return headToHeadKeys(group, input.headToHead)
  }
}

function headToHeadKeys(group: readonly number[], matrix: HeadToHeadMatrix): Key[] {
  const { teamCount, points, goalsFor } = matrix
  return group.map((i) => {
    let miniPoints = 0
    let scored = 0
    let conceded = 0
    for (const j of group) {
      if (i === j) continue
      miniPoints += points[i * teamCount + j] as number
      scored += goalsFor[i * teamCount + j] as number
      conceded += goalsFor[j * teamCount + i] as number
    }
    return [miniPoints, scored - conceded, scored]
  })
}

function byName(stats: readonly RankingStats[]) {
  return (a: number, b: number): number => {
    const sa = stats[a] as RankingStats
    const sb = stats[b] as RankingStats
    if (sa.teamName !== sb.teamName) return sa.teamName < sb.teamName ? -1 : 1
    if (sa.teamId !== sb.teamId) return sa.teamId < sb.teamId ? -1 : 1
    return 0
  }
}

/** Orders every team of `input.stats`, best first. */
export function rankTeams(input: RankingInput): RankedTeam[] {
  const out: RankedTeam[] = []
  const all = input.stats.map((_, index) => index)
  rankGroup(all, 0, null, input, out)
  return out
}

function rankGroup(
  group: readonly number[],
  criterionIndex: number,
  decidedBy: TieBreaker | null,
  input: RankingInput,
  out: RankedTeam[],
): void {
  if (group.length === 1) {
    out.push({ index: group[0] as number, decidedBy, tiedWith: [] })
    return
  }
  const criterion = input.tieBreakers[criterionIndex]
  if (criterion === undefined) {
    const ordered = [...group].sort(byName(input.stats))
    for (const index of ordered) {
      out.push({ index, decidedBy: null, tiedWith: ordered.filter((other) => other !== index) })
    }
    return
  }
  const keys = keysFor(criterion, group, input)
  const order = group.map((_, position) => position).sort((a, b) => compareKeys(keys[a] as Key, keys[b] as Key))
  let start = 0
  while (start < order.length) {
    let end = start + 1
    while (
      end < order.length &&
      compareKeys(keys[order[start] as number] as Key, keys[order[end] as number] as Key) === 0
    ) {
      end++
    }
    const run = order.slice(start, end).map((position) => group[position] as number)
    rankGroup(run, criterionIndex + 1, criterion, input, out)
    start = end
  }
}

/**
 * A tournament's rounds from its games (docs/decisions/0054-games-by-round.md). Pure: the server counts the games per
 * round row, bracket round or neither; this names and orders the rounds, picks the current one and the rounds an
 * answer shows.
 */
import { bracketSize, ROUND_NAMES, type RoundName, roundCount, roundName } from '#domain/brackets/seeding.ts'
import { ROUND_GAMES_MAX, type RoundSummary } from './games-by-round.schema.ts'

/** The games counted per round row (`roundId`), per bracket round (`bracketId`, `bracketRound`), or of neither. */
export interface RoundBucket {
  roundId: string | null
  bracketId: string | null
  bracketRound: number | null
  games: number
  played: number
  open: number
  undated: number
  firstPlayAt: string | null
  lastPlayAt: string | null
}

export interface RoundRow {
  id: string
  number: number
  name: string | null
  date: string | null
  groupId: string | null
}

export interface BracketRow {
  id: string
  name: string
  teamCount: number
  roundDates: readonly (string | null)[]
}

export const OTHER_ROUND = 'other'

export const knockoutKey = (bracketId: string, index: number) => `${bracketId}.${index}`

function stageOf(bracket: BracketRow, index: number): RoundName | null {
  try {
    return roundName(index, roundCount(bracketSize(bracket.teamCount)))
  } catch {
    return ROUND_NAMES[0]
  }
}

const earliest = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b)
const latest = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b)

function add(summary: RoundSummary, bucket: RoundBucket) {
  summary.games += bucket.games
  summary.played += bucket.played
  summary.open += bucket.open
  summary.undated += bucket.undated
  summary.firstPlayAt = earliest(summary.firstPlayAt, bucket.firstPlayAt)
  summary.lastPlayAt = latest(summary.lastPlayAt, bucket.lastPlayAt)
}

const empty = (key: string, kind: RoundSummary['kind']): RoundSummary => ({
  key,
  kind,
  number: null,
  name: null,
  groupId: null,
  bracket: null,
  stage: null,
  date: null,
  firstPlayAt: null,
  lastPlayAt: null,
  games: 0,
  played: 0,
  open: 0,
  undated: 0,
})

/**
 * Every round, in order: league rounds by number (each group's round N together), knockout rounds by bracket (in the
 * order given) and stage, then `other` (games of no round and no bracket, or of a round or bracket not given). League
 * rounds without games are listed too (`rounds` holds only the rows the caller wants shown).
 */
export function summarizeRounds({
  buckets,
  rounds,
  brackets,
}: {
  buckets: readonly RoundBucket[]
  rounds: readonly RoundRow[]
  brackets: readonly BracketRow[]
}): RoundSummary[] {
  const roundById = new Map(rounds.map((r) => [r.id, r]))
  const league = new Map<number, { summary: RoundSummary; rows: RoundRow[] }>()
  for (const row of rounds) {
    const entry = league.get(row.number) ?? { summary: empty(String(row.number), 'league'), rows: [] }
    entry.rows.push(row)
    league.set(row.number, entry)
  }
  const bracketById = new Map(brackets.map((b, position) => [b.id, { bracket: b, position }]))
  const knockout = new Map<string, { summary: RoundSummary; position: number; index: number }>()
  const other = empty(OTHER_ROUND, 'other')
  for (const bucket of buckets) {
    const row = bucket.roundId ? roundById.get(bucket.roundId) : undefined
    const inBracket = bucket.bracketId ? bracketById.get(bucket.bracketId) : undefined
    if (row) add((league.get(row.number) as { summary: RoundSummary }).summary, bucket)
    else if (inBracket && bucket.bracketRound !== null) {
      const key = knockoutKey(inBracket.bracket.id, bucket.bracketRound)
      const entry = knockout.get(key) ?? {
        summary: {
          ...empty(key, 'knockout'),
          bracket: { id: inBracket.bracket.id, name: inBracket.bracket.name },
          stage: stageOf(inBracket.bracket, bucket.bracketRound),
          date: inBracket.bracket.roundDates[bucket.bracketRound] ?? null,
        },
        position: inBracket.position,
        index: bucket.bracketRound,
      }
      add(entry.summary, bucket)
      knockout.set(key, entry)
    } else add(other, bucket)
  }
  const leagueRounds = [...league.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, { summary, rows }]) => {
      const names = [...new Set(rows.map((r) => r.name).filter((n): n is string => n !== null))]
      const groups = new Set(rows.map((r) => r.groupId))
      const dates = rows.map((r) => r.date).filter((d): d is string => d !== null)
      return {
        ...summary,
        number,
        name: names.length === 1 ? (names[0] as string) : null,
        groupId: groups.size === 1 ? (rows[0]?.groupId ?? null) : null,
        date: dates.reduce<string | null>(earliest, null),
      }
    })
  const knockoutRounds = [...knockout.values()]
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.summary)
  return [...leagueRounds, ...knockoutRounds, ...(other.games > 0 ? [other] : [])]
}

/** The first round with a game still to play (neither played nor suspended), else the last one with games. */
export function currentRound(rounds: readonly RoundSummary[]): string | null {
  const withGames = rounds.filter((r) => r.games > 0)
  return (withGames.find((r) => r.open > 0) ?? withGames.at(-1) ?? rounds.at(-1))?.key ?? null
}

/**
 * The rounds an answer shows: the one asked for, or the current one and the next (while both fit `limit`);
 * with the rounds just before and after them. `shown` is empty when the round asked for does not exist.
 */
export function roundsToShow(
  rounds: readonly RoundSummary[],
  asked: string | undefined,
  limit = ROUND_GAMES_MAX,
): { shown: string[]; previous: string | null; next: string | null } {
  const key = asked ?? currentRound(rounds)
  const at = rounds.findIndex((r) => r.key === key)
  if (at < 0) return { shown: [], previous: null, next: null }
  let last = at
  const following = rounds[at + 1]
  if (asked === undefined && following && (rounds[at]?.games ?? 0) + following.games <= limit) last = at + 1
  return {
    shown: rounds.slice(at, last + 1).map((r) => r.key),
    previous: rounds[at - 1]?.key ?? null,
    next: rounds[last + 1]?.key ?? null,
  }
}

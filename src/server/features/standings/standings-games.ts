/** A tournament's counting games as the standings engine takes them: unpacked from the one scan, and compared. */
import type { StandingsCard, StandingsGame } from '#domain/standings/compute-standings.ts'

/** A counting game as the engine takes it, with its group (null: the game has none). */
export type CountingGame = StandingsGame & { readonly groupId: string | null }

const PACKED_FIELDS = 11

/** What a packed line or a game row says of a game: its group, teams, score and card counts. */
export type GameFields = {
  groupId: string | null
  homeTeamId: string
  awayTeamId: string
  homeGoals: number
  awayGoals: number
  homeYellow: number
  homeBlue: number
  homeRed: number
  awayYellow: number
  awayBlue: number
  awayRed: number
}

/** A game as the engine takes it: a side's cards are as many entries as its counts (weighed by fair-play points). */
export function countingGameOf(g: GameFields): CountingGame {
  const cards: StandingsCard[] = []
  const add = (teamId: string, type: StandingsCard['type'], count: number) => {
    for (let n = count; n > 0; n--) cards.push({ teamId, type })
  }
  add(g.homeTeamId, 'yellow', g.homeYellow)
  add(g.homeTeamId, 'blue', g.homeBlue)
  add(g.homeTeamId, 'red', g.homeRed)
  add(g.awayTeamId, 'yellow', g.awayYellow)
  add(g.awayTeamId, 'blue', g.awayBlue)
  add(g.awayTeamId, 'red', g.awayRed)
  return {
    groupId: g.groupId,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    homeGoals: g.homeGoals,
    awayGoals: g.awayGoals,
    ...(cards.length > 0 ? { cards } : {}),
  }
}

/**
 * The packed scan (see readStandingsData) as the engine's games, in one pass over one split: a game's line is
 * `group,home,away,homeGoals,awayGoals,homeYellow,homeBlue,homeRed,awayYellow,awayBlue,awayRed`.
 */
export function unpackGames(packed: string | null): CountingGame[] {
  if (!packed) return []
  const f = packed.split(/[;,]/)
  const games: CountingGame[] = []
  for (let i = 0; i + PACKED_FIELDS <= f.length; i += PACKED_FIELDS) {
    games.push(
      countingGameOf({
        groupId: f[i] || null,
        homeTeamId: f[i + 1] as string,
        awayTeamId: f[i + 2] as string,
        homeGoals: Number(f[i + 3]),
        awayGoals: Number(f[i + 4]),
        homeYellow: Number(f[i + 5]),
        homeBlue: Number(f[i + 6]),
        homeRed: Number(f[i + 7]),
        awayYellow: Number(f[i + 8]),
        awayBlue: Number(f[i + 9]),
        awayRed: Number(f[i + 10]),
      }),
    )
  }
  return games
}

/** Same teams, group, score and cards: two such games weigh the same in every table. */
export function sameGame(a: CountingGame, b: CountingGame): boolean {
  if (
    a.homeTeamId !== b.homeTeamId ||
    a.awayTeamId !== b.awayTeamId ||
    a.groupId !== b.groupId ||
    a.homeGoals !== b.homeGoals ||
    a.awayGoals !== b.awayGoals
  )
    return false
  const ac = a.cards ?? []
  const bc = b.cards ?? []
  return ac.length === bc.length && ac.every((c, i) => c.teamId === bc[i]?.teamId && c.type === bc[i]?.type)
}

/**
 * A knockout bracket derived from its seeds and its games (decision 0019). Pure.
 *
 * Nothing about who stands where is stored: the first round comes from the seeds (seeding.ts), every later tie from
 * the winners of the two ties that feed it (ties 2k and 2k+1 of a round feed tie k of the next), the third-place tie
 * from the semi-final losers. A tie's winner comes from its confirmed games (`resolveTie`). So a bracket can never
 * hold a team that did not win its way there: a corrected result changes what is derived, and `planBracketGames`
 * says which games must then be created, changed or removed (or which confirmed game stands in the way).
 *
 * A tie's home team is the higher seed (the lower seed number). It is at home in a single game and in the second
 * leg; the first leg of a two-legged tie swaps home and away.
 */
import { bracketSize, firstRoundSeeds, type RoundName, roundCount, roundName } from './seeding.ts'

export interface BracketSettings {
  /** in seed order: the first is seed 1 */
  readonly teamIds: readonly string[]
  /** 1 or 2: legs of every round but the final */
  readonly legs: number
  /** 1 or 2 */
  readonly finalLegs: number
  readonly thirdPlace: boolean
  /** away goals break an aggregate tie (two legs only) */
  readonly awayGoals: boolean
}

/** Where a game or a tie stands: round index (0 = first) and position in it; the third-place tie is `third`. */
export interface TieKey {
  readonly round: number
  /** position in the round, or -1 for the third-place tie */
  readonly position: number
}

export const THIRD_PLACE_POSITION = -1

export interface BracketGame {
  readonly id: string
  readonly round: number
  readonly position: number
  /** 1 or 2 */
  readonly leg: number
  readonly homeTeamId: string
  readonly awayTeamId: string
  readonly homeGoals: number
  readonly awayGoals: number
  readonly homePenalties: number | null
  readonly awayPenalties: number | null
  readonly isConfirmed: boolean
  /** goals or cards have been entered (a game with a result is never changed by the bracket) */
  readonly hasResult: boolean
}

export interface Score {
  readonly home: number
  readonly away: number
}

export interface Tie extends TieKey {
  /** `r{round}t{position}`, or `third` */
  readonly id: string
  readonly homeTeamId: string | null
  readonly awayTeamId: string | null
  readonly homeSeed: number | null
  readonly awaySeed: number | null
  /** a first-round tie with one team: won at once, no game */
  readonly isBye: boolean
  readonly legs: number
  /** the games that belong to it (teams as expected), by leg */
  readonly gameIds: string[]
  readonly winnerTeamId: string | null
  readonly loserTeamId: string | null
  /** goals over the confirmed legs, home = the tie's home team; null before a leg is confirmed */
  readonly aggregate: Score | null
  /** the deciding game's shoot-out, home = the tie's home team, when it decided the tie */
  readonly penalties: Score | null
  readonly decidedBy: 'bye' | 'aggregate' | 'awayGoals' | 'penalties' | null
  /** every leg is confirmed and the tie is level: the deciding game needs penalties */
  readonly needsPenalties: boolean
}

export interface BracketRound {
  readonly index: number
  readonly name: RoundName
  readonly ties: Tie[]
}

export interface ComputedBracket {
  readonly rounds: BracketRound[]
  readonly thirdPlaceTie: Tie | null
  readonly championTeamId: string | null
}

/** The games a tie with both teams known should have: leg → home and away. */
export function expectedLegs(
  tie: Pick<Tie, 'homeTeamId' | 'awayTeamId' | 'legs'>,
): { leg: number; homeTeamId: string; awayTeamId: string }[] {
  const { homeTeamId, awayTeamId } = tie
  if (!homeTeamId || !awayTeamId) return []
  if (tie.legs === 1) return [{ leg: 1, homeTeamId, awayTeamId }]
  return [
    { leg: 1, homeTeamId: awayTeamId, awayTeamId: homeTeamId },
    { leg: 2, homeTeamId, awayTeamId },
  ]
}

export function tieId({ round, position }: TieKey): string {
  return position === THIRD_PLACE_POSITION ? 'third' : `r${round}t${position}`
}

/**
 * The outcome of a tie between `homeTeamId` (the higher seed) and `awayTeamId` from its legs' games (those whose teams
 * are the expected ones). Decided only when every leg is confirmed: by aggregate, then away goals (when on, two legs),
 * then the deciding (last) game's penalties.
 */
export function resolveTie({
  homeTeamId,
  awayTeamId,
  legs,
  games,
  awayGoalsRule,
}: {
  homeTeamId: string
  awayTeamId: string
  legs: number
  games: readonly BracketGame[]
  awayGoalsRule: boolean
}): Pick<Tie, 'winnerTeamId' | 'loserTeamId' | 'aggregate' | 'penalties' | 'decidedBy' | 'needsPenalties'> {
  const confirmed = games.filter((g) => g.isConfirmed)
  const forTeam = (g: BracketGame, teamId: string) => (g.homeTeamId === teamId ? g.homeGoals : g.awayGoals)
  const aggregate =
    confirmed.length === 0
      ? null
      : {
          home: confirmed.reduce((sum, g) => sum + forTeam(g, homeTeamId), 0),
          away: confirmed.reduce((sum, g) => sum + forTeam(g, awayTeamId), 0),
        }
  const undecided = {
    winnerTeamId: null,
    loserTeamId: null,
    aggregate,
    penalties: null,
    decidedBy: null,
    needsPenalties: false,
  }
  const deciding = games.find((g) => g.leg === legs)
  if (!aggregate || !deciding || confirmed.length < legs || games.length < legs) return undecided
  const won = (winner: string, decidedBy: 'aggregate' | 'awayGoals' | 'penalties', penalties: Score | null = null) => ({
    ...undecided,
    winnerTeamId: winner,
    loserTeamId: winner === homeTeamId ? awayTeamId : homeTeamId,
    penalties,
    decidedBy,
  })
  if (aggregate.home !== aggregate.away)
    return won(aggregate.home > aggregate.away ? homeTeamId : awayTeamId, 'aggregate')
  if (awayGoalsRule && legs === 2) {
    const awayGoalsOf = (teamId: string) =>
      confirmed.reduce((sum, g) => sum + (g.awayTeamId === teamId ? g.awayGoals : 0), 0)
    const home = awayGoalsOf(homeTeamId)
    const away = awayGoalsOf(awayTeamId)
    if (home !== away) return won(home > away ? homeTeamId : awayTeamId, 'awayGoals')
  }
  if (
    deciding.homePenalties !== null &&
    deciding.awayPenalties !== null &&
    deciding.homePenalties !== deciding.awayPenalties
  ) {
    const penalties =
      deciding.homeTeamId === homeTeamId
        ? { home: deciding.homePenalties, away: deciding.awayPenalties }
        : { home: deciding.awayPenalties, away: deciding.homePenalties }
    return won(penalties.home > penalties.away ? homeTeamId : awayTeamId, 'penalties', penalties)
  }
  return { ...undecided, needsPenalties: true }
}

/**
 * Whether a game's result leaves its tie level (on the scores entered in every leg, confirmed or not, after away
 * goals when on): only then may its deciding game carry penalties.
 */
export function isTieLevel(
  games: readonly Pick<BracketGame, 'homeTeamId' | 'awayTeamId' | 'homeGoals' | 'awayGoals'>[],
  awayGoalsRule: boolean,
): boolean {
  const first = games[0]
  if (!first) return false
  const a = first.homeTeamId
  const b = first.awayTeamId
  const total = (teamId: string) =>
    games.reduce(
      (sum, g) => sum + (g.homeTeamId === teamId ? g.homeGoals : g.awayTeamId === teamId ? g.awayGoals : 0),
      0,
    )
  if (total(a) !== total(b)) return false
  if (awayGoalsRule && games.length === 2) {
    const away = (teamId: string) => games.reduce((sum, g) => sum + (g.awayTeamId === teamId ? g.awayGoals : 0), 0)
    return away(a) === away(b)
  }
  return true
}

/** The whole bracket: every tie's teams, games, winner; the champion. */
export function computeBracket(settings: BracketSettings, games: readonly BracketGame[]): ComputedBracket {
  const teamCount = settings.teamIds.length
  const rounds = roundCount(bracketSize(teamCount))
  const seedOf = new Map(settings.teamIds.map((id, i) => [id, i + 1]))
  const gamesOf = (round: number, position: number) => games.filter((g) => g.round === round && g.position === position)

  const buildTie = (key: TieKey, teamA: string | null, teamB: string | null, legs: number, isBye: boolean): Tie => {
    const [home, away] = orderBySeed(teamA, teamB, seedOf)
    const base = {
      ...key,
      id: tieId(key),
      homeTeamId: home,
      awayTeamId: away,
      homeSeed: home ? (seedOf.get(home) ?? null) : null,
      awaySeed: away ? (seedOf.get(away) ?? null) : null,
      isBye,
      legs,
    }
    if (isBye) {
      return {
        ...base,
        gameIds: [],
        winnerTeamId: home,
        loserTeamId: null,
        aggregate: null,
        penalties: null,
        decidedBy: 'bye',
        needsPenalties: false,
      }
    }
    const expected = expectedLegs(base)
    const own = expected.flatMap((e) => {
      const game = gamesOf(key.round, key.position).find(
        (g) => g.leg === e.leg && g.homeTeamId === e.homeTeamId && g.awayTeamId === e.awayTeamId,
      )
      return game ? [game] : []
    })
    const outcome =
      home && away
        ? resolveTie({ homeTeamId: home, awayTeamId: away, legs, games: own, awayGoalsRule: settings.awayGoals })
        : {
            winnerTeamId: null,
            loserTeamId: null,
            aggregate: null,
            penalties: null,
            decidedBy: null,
            needsPenalties: false,
          }
    return { ...base, gameIds: own.map((g) => g.id), ...outcome }
  }

  const result: BracketRound[] = []
  const first = firstRoundSeeds(teamCount).map(([high, low], position) =>
    buildTie(
      { round: 0, position },
      settings.teamIds[high - 1] ?? null,
      low === null ? null : (settings.teamIds[low - 1] ?? null),
      rounds === 1 ? settings.finalLegs : settings.legs,
      low === null,
    ),
  )
  result.push({ index: 0, name: roundName(0, rounds), ties: first })
  for (let round = 1; round < rounds; round++) {
    const previous = (result[round - 1] as BracketRound).ties
    const ties: Tie[] = []
    for (let position = 0; position * 2 < previous.length; position++) {
      const a = previous[position * 2]?.winnerTeamId ?? null
      const b = previous[position * 2 + 1]?.winnerTeamId ?? null
      ties.push(buildTie({ round, position }, a, b, round === rounds - 1 ? settings.finalLegs : settings.legs, false))
    }
    result.push({ index: round, name: roundName(round, rounds), ties })
  }
  const final = (result[rounds - 1] as BracketRound).ties[0] as Tie
  let thirdPlaceTie: Tie | null = null
  if (settings.thirdPlace && rounds >= 2) {
    const semis = (result[rounds - 2] as BracketRound).ties
    thirdPlaceTie = buildTie(
      { round: rounds - 1, position: THIRD_PLACE_POSITION },
      semis[0]?.loserTeamId ?? null,
      semis[1]?.loserTeamId ?? null,
      1,
      false,
    )
  }
  return { rounds: result, thirdPlaceTie, championTeamId: final.winnerTeamId }
}

function orderBySeed(a: string | null, b: string | null, seedOf: Map<string, number>): [string | null, string | null] {
  if (a && b) return (seedOf.get(a) ?? 0) <= (seedOf.get(b) ?? 0) ? [a, b] : [b, a]
  return [a ?? b, null]
}

/** Every tie of the bracket, the third-place one last. */
export function allTies(bracket: ComputedBracket): Tie[] {
  return [...bracket.rounds.flatMap((r) => r.ties), ...(bracket.thirdPlaceTie ? [bracket.thirdPlaceTie] : [])]
}

export interface GamePlan {
  /** games to create: both teams of the tie are known and the leg has no game */
  readonly create: { round: number; position: number; leg: number; homeTeamId: string; awayTeamId: string }[]
  /** games whose teams must change (no result: the bracket moved a new winner up) */
  readonly update: { id: string; homeTeamId: string; awayTeamId: string }[]
  /** games that no longer belong (a team of the tie is not known any more) */
  readonly remove: string[]
  /** games with a result that would have to change or go: the change must be refused, naming them */
  readonly locked: BracketGame[]
}

/** What the stored games must become so that each tie has exactly its expected games. */
export function planBracketGames(bracket: ComputedBracket, games: readonly BracketGame[]): GamePlan {
  const plan: GamePlan = { create: [], update: [], remove: [], locked: [] }
  const claimed = new Set<string>()
  for (const tie of allTies(bracket)) {
    if (tie.isBye) continue
    const own = games.filter((g) => g.round === tie.round && g.position === tie.position)
    for (const leg of expectedLegs(tie)) {
      const game = own.find((g) => g.leg === leg.leg && !claimed.has(g.id))
      if (!game) {
        plan.create.push({ round: tie.round, position: tie.position, ...leg })
        continue
      }
      claimed.add(game.id)
      if (game.homeTeamId === leg.homeTeamId && game.awayTeamId === leg.awayTeamId) continue
      if (game.isConfirmed || game.hasResult) plan.locked.push(game)
      else plan.update.push({ id: game.id, homeTeamId: leg.homeTeamId, awayTeamId: leg.awayTeamId })
    }
  }
  for (const game of games) {
    if (claimed.has(game.id)) continue
    if (game.isConfirmed || game.hasResult) plan.locked.push(game)
    else plan.remove.push(game.id)
  }
  return plan
}

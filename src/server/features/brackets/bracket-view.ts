/** Knockout brackets as answered: rows, their games and ties, team names (decision 0019). */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Bracket, BracketList } from '#domain/brackets/bracket.schema.ts'
import { type BracketGame, computeBracket, type Tie } from '#domain/brackets/compute-bracket.ts'
import type { Db } from '#server/db/client.ts'
import { bracket, game, team, tournament } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertUuid, findRow } from '#server/lib/tenant-rows.ts'

export type BracketRow = typeof bracket.$inferSelect

export type GameRow = typeof game.$inferSelect

// --- reading ---------------------------------------------------------------------------------------------------------

export function toBracketGame(row: GameRow): BracketGame {
  return {
    id: row.id,
    round: row.bracketRound ?? 0,
    position: row.bracketPosition ?? 0,
    leg: row.bracketLeg ?? 1,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    homeGoals: row.homeGoals,
    awayGoals: row.awayGoals,
    homePenalties: row.homePenalties,
    awayPenalties: row.awayPenalties,
    isConfirmed: row.confirmedPlayedAt !== null && row.suspendedAt === null,
    hasResult:
      row.confirmedPlayedAt !== null ||
      row.homeGoals + row.awayGoals > 0 ||
      row.homeYellow + row.homeBlue + row.homeRed + row.awayYellow + row.awayBlue + row.awayRed > 0,
  }
}

export async function gamesOfBrackets(db: Db, organizationId: string, bracketIds: string[]): Promise<GameRow[]> {
  if (bracketIds.length === 0) return []
  return db
    .select()
    .from(game)
    .where(and(eq(game.organizationId, organizationId), inArray(game.bracketId, bracketIds), isNull(game.deletedAt)))
    .orderBy(asc(game.bracketRound), asc(game.bracketPosition), asc(game.bracketLeg), asc(game.createdAt))
}

export function settingsOf(row: BracketRow) {
  return {
    teamIds: row.teamIds,
    legs: row.legs,
    finalLegs: row.finalLegs,
    thirdPlace: row.thirdPlace,
    awayGoals: row.awayGoals,
  }
}

function toTieView(tie: Tie) {
  return {
    id: tie.id,
    homeTeamId: tie.homeTeamId,
    awayTeamId: tie.awayTeamId,
    homeSeed: tie.homeSeed,
    awaySeed: tie.awaySeed,
    isBye: tie.isBye,
    legs: tie.legs,
    gameIds: tie.gameIds,
    winnerTeamId: tie.winnerTeamId,
    aggregate: tie.aggregate,
    penalties: tie.penalties,
    decidedBy: tie.decidedBy,
  }
}

function toBracket(row: BracketRow, games: GameRow[], names: Map<string, string>): Bracket {
  const computed = computeBracket(settingsOf(row), games.filter((g) => g.bracketId === row.id).map(toBracketGame))
  return {
    id: row.id,
    version: row.version,
    tournamentId: row.tournamentId,
    name: row.name,
    legs: row.legs,
    finalLegs: row.finalLegs,
    thirdPlace: row.thirdPlace,
    awayGoals: row.awayGoals,
    fromZone: row.fromZone === 'goldCup' || row.fromZone === 'silverCup' ? row.fromZone : null,
    teams: row.teamIds.map((id, i) => ({ id, name: names.get(id) ?? '', seed: i + 1 })),
    championTeamId: computed.championTeamId,
    hasPlayedGames: games.some((g) => g.bracketId === row.id && g.confirmedPlayedAt !== null),
    rounds: computed.rounds.map((r) => ({
      index: r.index,
      name: r.name,
      date: row.roundDates[r.index] ?? null,
      ties: r.ties.map(toTieView),
    })),
    thirdPlaceTie: computed.thirdPlaceTie ? toTieView(computed.thirdPlaceTie) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function teamNames(db: Db, organizationId: string, rows: BracketRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.teamIds))]
  if (ids.length === 0) return new Map()
  const found = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, ids)))
  return new Map(found.map((t) => [t.id, t.name]))
}

export async function assertTournament(db: Db, organizationId: string, tournamentId: string) {
  const row = await findRow(db, tournament, organizationId, tournamentId, { active: true })
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/**
 * The tournament's brackets, oldest first, each as the bracket JSON (rounds, ties, winners, champion). Exported for
 * the public site too: it reads only what the bracket shows (team ids; names in `teams`).
 */
export async function findBrackets({
  db,
  organizationId,
  tournamentId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
}): Promise<BracketList> {
  await assertTournament(db, organizationId, tournamentId)
  const rows = await db
    .select()
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), eq(bracket.tournamentId, tournamentId)))
    .orderBy(asc(bracket.createdAt), asc(bracket.id))
  const [games, names] = await Promise.all([
    gamesOfBrackets(
      db,
      organizationId,
      rows.map((r) => r.id),
    ),
    teamNames(db, organizationId, rows),
  ])
  return { items: rows.map((row) => toBracket(row, games, names)) }
}

export async function getBracketRow(
  db: Db,
  organizationId: string,
  tournamentId: string,
  bracketId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BracketRow> {
  assertUuid(tournamentId)
  assertUuid(bracketId)
  const query = db
    .select()
    .from(bracket)
    .where(
      and(
        eq(bracket.organizationId, organizationId),
        eq(bracket.tournamentId, tournamentId),
        eq(bracket.id, bracketId),
      ),
    )
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function getBracket({
  db,
  organizationId,
  tournamentId,
  bracketId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
  bracketId: string
}): Promise<Bracket> {
  await assertTournament(db, organizationId, tournamentId)
  const row = await getBracketRow(db, organizationId, tournamentId, bracketId)
  const [games, names] = await Promise.all([
    gamesOfBrackets(db, organizationId, [row.id]),
    teamNames(db, organizationId, [row]),
  ])
  return toBracket(row, games, names)
}

/** Brackets by id (the public site's and share images' knockout games), scoped by the organization. */
export async function findBracketsByIds({
  db,
  organizationId,
  bracketIds,
}: {
  db: Db
  organizationId: string
  bracketIds: string[]
}): Promise<Bracket[]> {
  const ids = [...new Set(bracketIds)]
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), inArray(bracket.id, ids)))
    .orderBy(asc(bracket.createdAt), asc(bracket.id))
  const [games, names] = await Promise.all([
    gamesOfBrackets(
      db,
      organizationId,
      rows.map((r) => r.id),
    ),
    teamNames(db, organizationId, rows),
  ])
  return rows.map((row) => toBracket(row, games, names))
}

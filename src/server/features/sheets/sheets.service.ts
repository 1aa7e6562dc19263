/**
 * The referee's match sheet (planilla): what the game sheet shows (rosters, suspended players, yellow-card warnings)
 * plus what only paper needs: each player's DNI, the league's name and logo, the round, the venue's address. Read
 * through the games feature's sheet, never a copy of its queries.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { GameSheet } from '#domain/games/game.schema.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, organization, player, round } from '#server/db/schema.ts'
import { getGameSheet } from '#server/features/games/games.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import type { Storage } from '#server/storage/storage.ts'

export type SheetPlayer = {
  jerseyNumber: number | null
  firstname: string
  lastname: string
  dni: string | null
  /** games left to serve, when suspended for this game */
  suspendedGames: number | null
  /** yellow cards in the tournament, when one more brings a suspension (N−1) */
  yellowsBeforeSuspension: number | null
}

export type SheetSide = { teamName: string; players: SheetPlayer[] }

export type MatchSheet = {
  gameId: string
  tournamentName: string
  round: { number: number; name: string | null } | null
  playAt: string | null
  isPlayAtTimeHidden: boolean
  venue: { name: string; address: string | null } | null
  fieldName: string | null
  home: SheetSide
  away: SheetSide
  /** the appointed officials' names (decision 0050); a declined appointment is left out */
  officials: { referee: string | null; assistants: string[] }
}

export type SheetLeague = { name: string; timeZone: string; logo: Uint8Array | null }

/** The league's name, time zone and logo (its bytes, when it has one the storage still holds). */
export async function getSheetLeague({
  db,
  storage,
  organizationId,
}: {
  db: Db
  storage: Storage
  organizationId: string
}): Promise<SheetLeague> {
  const [row] = await db
    .select({
      name: organization.name,
      logoPath: organization.logoPath,
    })
    .from(organization)
    .where(eq(organization.id, organizationId))
  if (!row) throw new AppError('NOT_FOUND')
  const stored = row.logoPath ? await storage.get(row.logoPath).catch(() => null) : null
  return { name: row.name, timeZone: await organizationTimeZone(db, organizationId), logo: stored?.bytes ?? null }
}

function sideOf(side: GameSheet['home'], dniOf: Map<string, string | null>): SheetSide {
  const suspended = new Map(side.suspendedPlayers.map((s) => [s.playerId, s.remaining]))
  const warned = new Map(side.warnings.filter((w) => w.warning === 'one_more').map((w) => [w.playerId, w.yellowCount]))
  return {
    teamName: side.teamName,
    players: side.players.map((p) => ({
      jerseyNumber: p.jerseyNumber,
      firstname: p.firstname,
      lastname: p.lastname,
      dni: dniOf.get(p.id) ?? null,
      suspendedGames: suspended.get(p.id) ?? null,
      yellowsBeforeSuspension: warned.get(p.id) ?? null,
    })),
  }
}

/** One game's sheet (a deleted game, or another league's, is NOT_FOUND). */
function officialsOf(appointments: readonly { name: string; role: string; status: string }[]) {
  const standing = appointments.filter((a) => a.status !== 'declined')
  return {
    referee: standing.find((a) => a.role === 'referee')?.name ?? null,
    assistants: standing.filter((a) => a.role === 'assistant').map((a) => a.name),
  }
}

export async function getMatchSheet({
  db,
  organizationId,
  id,
}: {
  db: Db
  organizationId: string
  id: string
}): Promise<MatchSheet> {
  const sheet = await getGameSheet({ db, organizationId, id })
  if (sheet.state === 'deleted') throw new AppError('NOT_FOUND')
  const playerIds = [...sheet.home.players, ...sheet.away.players].map((p) => p.id)
  const dnis =
    playerIds.length === 0
      ? []
      : await db
          .select({ id: player.id, dni: player.dni })
          .from(player)
          .where(and(eq(player.organizationId, organizationId), inArray(player.id, playerIds)))
  const dniOf = new Map(dnis.map((row) => [row.id, row.dni]))
  const [venue] = sheet.locationId
    ? await db
        .select({ name: location.name, address: location.address })
        .from(location)
        .where(and(eq(location.organizationId, organizationId), eq(location.id, sheet.locationId)))
    : []
  return {
    gameId: sheet.id,
    tournamentName: sheet.tournament.name,
    round: sheet.round ? { number: sheet.round.number, name: sheet.round.name } : null,
    playAt: sheet.playAt,
    isPlayAtTimeHidden: sheet.isPlayAtTimeHidden,
    venue: venue ?? null,
    fieldName: sheet.field?.name ?? null,
    home: sideOf(sheet.home, dniOf),
    away: sideOf(sheet.away, dniOf),
    officials: officialsOf(sheet.officials ?? []),
  }
}

/** The sheets of every game (not deleted) of a round of the tournament, in fixture order. */
export async function findRoundMatchSheets({
  db,
  organizationId,
  tournamentId,
  roundId,
}: {
  db: Db
  organizationId: string
  tournamentId: string
  roundId: string
}): Promise<MatchSheet[]> {
  assertUuid(tournamentId)
  assertUuid(roundId)
  const [roundRow] = await db
    .select({ id: round.id })
    .from(round)
    .where(and(eq(round.organizationId, organizationId), eq(round.id, roundId), eq(round.tournamentId, tournamentId)))
  if (!roundRow) throw new AppError('NOT_FOUND')
  const games = await db
    .select({ id: game.id })
    .from(game)
    .where(and(eq(game.organizationId, organizationId), eq(game.roundId, roundId), isNull(game.deletedAt)))
    .orderBy(sql`${game.playAt} asc nulls last`, asc(game.createdAt), asc(game.id))
  const sheets: MatchSheet[] = []
  for (const { id } of games) sheets.push(await getMatchSheet({ db, organizationId, id }))
  return sheets
}

/**
 * No double bookings (decision 0020): every write that dates a game or changes its teams or venue (create,
 * edit, games/bulk date edits, the fixture generator, re-dated rounds) runs in a transaction holding the
 * organization's schedule lock and checks the games it writes against the organization's other games (not deleted,
 * not suspended, any tournament) with the pure rule of domain/games/schedule-clash.ts. A clash answers 409 TEAM_BUSY
 * or VENUE_BUSY naming the other game (`conflict`), and the transaction rolls back; `allowOverlap: true` skips the
 * check. The lock makes two concurrent writes take turns on PostgreSQL, so both cannot pass the check.
 *
 * Lock order: a writer takes the schedule lock before any game or round row (the fixtures lock of a group, when it
 * takes one, comes first), so writers never wait on each other in a circle.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, not, or } from 'drizzle-orm'
import { matchMinutesOf, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { findScheduleClash, type ScheduledGame } from '#domain/games/schedule-clash.ts'
import { wallClockIn } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, locationField, team, tournament } from '#server/db/schema.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { lockForTransaction } from '#server/lib/advisory-lock.ts'
import { AppError } from '#server/lib/app-error.ts'

export type ScheduleCandidate = Omit<ScheduledGame, 'minutes'> & { tournamentId: string }

type Checked = ScheduledGame & { tournamentId: string }

const DAY_MS = 86_400_000

/** What a double-booking check reads of each game. */
const BOOKING_COLUMNS = {
  id: game.id,
  tournamentId: game.tournamentId,
  homeTeamId: game.homeTeamId,
  awayTeamId: game.awayTeamId,
  playAt: game.playAt,
  isPlayAtTimeHidden: game.isPlayAtTimeHidden,
  locationId: game.locationId,
  fieldId: game.fieldId,
}

/** The organization's schedule lock, for the current transaction. */
export function lockSchedule(tx: Db, organizationId: string): Promise<void> {
  return lockForTransaction(tx, `schedule:${organizationId}`)
}

async function minutesOfTournaments(db: Db, organizationId: string, ids: string[]) {
  const rows = await db
    .select({ id: tournament.id, settings: tournament.settings })
    .from(tournament)
    .where(and(eq(tournament.organizationId, organizationId), inArray(tournament.id, ids)))
  return new Map(rows.map((r) => [r.id, matchMinutesOf(TournamentSettingsSchema.parse(r.settings))]))
}

/**
 * Throws 409 TEAM_BUSY / VENUE_BUSY when one of `candidates` (games as they will be, or as just written) overlaps
 * another game of the organization or another candidate. Call inside the transaction, after lockSchedule.
 */
export async function assertNoDoubleBooking(
  db: Db,
  organizationId: string,
  candidates: readonly ScheduleCandidate[],
): Promise<void> {
  const dated = candidates.filter((c) => c.playAt !== null)
  if (dated.length === 0) return
  const instants = dated.map((c) => new Date(c.playAt as Date | string).getTime())
  // two days either side covers any game length the settings allow and a hidden time's whole day in any zone
  const from = new Date(Math.min(...instants) - 2 * DAY_MS)
  const to = new Date(Math.max(...instants) + 2 * DAY_MS)
  const teamIds = [...new Set(dated.flatMap((c) => [c.homeTeamId, c.awayTeamId]))]
  const locationIds = [...new Set(dated.flatMap((c) => (c.locationId ? [c.locationId] : [])))]
  const ids = dated.map((c) => c.id)
  const rows = await db
    .select(BOOKING_COLUMNS)
    .from(game)
    .where(
      and(
        eq(game.organizationId, organizationId),
        isNull(game.deletedAt),
        isNull(game.suspendedAt),
        isNotNull(game.playAt),
        gte(game.playAt, from),
        lt(game.playAt, to),
        ids.length <= 1000 ? not(inArray(game.id, ids)) : undefined,
        or(
          inArray(game.homeTeamId, teamIds),
          inArray(game.awayTeamId, teamIds),
          locationIds.length > 0 ? inArray(game.locationId, locationIds) : undefined,
        ),
      ),
    )
  const minutes = await minutesOfTournaments(db, organizationId, [
    ...new Set([...dated.map((c) => c.tournamentId), ...rows.map((r) => r.tournamentId)]),
  ])
  const withMinutes = <T extends ScheduleCandidate>(g: T): Checked => ({
    ...g,
    minutes: minutes.get(g.tournamentId) ?? 105,
  })
  const timeZone = await organizationTimeZone(db, organizationId)
  const clash = findScheduleClash(dated.map(withMinutes), rows.map(withMinutes), timeZone)
  if (!clash) return
  throw await bookingError(db, organizationId, clash, timeZone)
}

/**
 * The 409 of a clash, naming the game already there, its place (the field when games name fields) and span, and how
 * long the tournament's games last (where to change it): `conflict` for the client's translated message.
 */
async function bookingError(
  db: Db,
  organizationId: string,
  clash: NonNullable<ReturnType<typeof findScheduleClash<Checked>>>,
  timeZone: string,
): Promise<AppError> {
  const other = clash.other
  const names = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, [other.homeTeamId, other.awayTeamId])))
  const nameOf = (id: string) => names.find((n) => n.id === id)?.name ?? ''
  const [venue] = other.locationId
    ? await db.select({ id: location.id, name: location.name }).from(location).where(eq(location.id, other.locationId))
    : []
  const [field] = other.fieldId
    ? await db
        .select({ id: locationField.id, name: locationField.name })
        .from(locationField)
        .where(eq(locationField.id, other.fieldId))
    : []
  const start = new Date(other.playAt as Date | string)
  const playAt = start.toISOString()
  const endsAt = new Date(start.getTime() + other.minutes * 60_000).toISOString()
  const conflict = {
    gameId: other.id,
    tournamentId: other.tournamentId,
    homeTeam: { id: other.homeTeamId, name: nameOf(other.homeTeamId) },
    awayTeam: { id: other.awayTeamId, name: nameOf(other.awayTeamId) },
    playAt,
    isPlayAtTimeHidden: other.isPlayAtTimeHidden,
    location: venue ?? null,
    /** the field the other game takes (null: the whole venue, or no venue) */
    field: field ?? null,
    /** when the other game ends: its start plus its tournament's game length */
    endsAt,
    /** how long the other game's tournament's games last (matchMinutesOf), with the break */
    minutes: other.minutes,
    /** the checked game (its id; for a new game, the id it would have had) */
    gameChecked: clash.game.id,
    /** the busy team (TEAM_BUSY) */
    teamId: clash.teamId,
  }
  const game_ = `${conflict.homeTeam.name} – ${conflict.awayTeam.name}`
  const span = `${wallClockIn(start, timeZone).time}–${wallClockIn(endsAt, timeZone).time}`
  const length = `games last ${other.minutes} min — change it in the tournament's rules`
  return clash.kind === 'team'
    ? new AppError('TEAM_BUSY', {
        detail: `${nameOf(clash.teamId ?? '') || 'A team'} already plays ${span} (${game_}); ${length}. Send allowOverlap: true to save anyway.`,
        extensions: { conflict },
      })
    : new AppError('VENUE_BUSY', {
        detail: `${field?.name ?? venue?.name ?? 'The venue'} is taken ${span} by ${game_}; ${length}. Send allowOverlap: true to save anyway.`,
        extensions: { conflict },
      })
}

/** The written games `ids` as candidates (a check after an UPDATE or INSERT in the same transaction). */
export async function assertNoDoubleBookingOf(db: Db, organizationId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const rows = []
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(
      ...(await db
        .select(BOOKING_COLUMNS)
        .from(game)
        .where(
          and(
            eq(game.organizationId, organizationId),
            inArray(game.id, ids.slice(i, i + 1000)),
            isNull(game.deletedAt),
            isNull(game.suspendedAt),
          ),
        )),
    )
  }
  await assertNoDoubleBooking(db, organizationId, rows)
}

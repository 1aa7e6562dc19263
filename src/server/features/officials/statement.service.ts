/**
 * What the league owes its officials (decision 0050): the games an official worked — an accepted appointment to a game
 * confirmed played — between two days of the league's calendar, each at its tournament's `officialFees` for the role,
 * and their total (integer minor units). The "Referees" page reads every official's month at once.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { feeOf } from '#domain/officials/appointment-rules.ts'
import type { Statement } from '#domain/officials/official.schema.ts'
import { wallClockIn, zonedTimeToInstant } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameOfficial, official } from '#server/db/schema.ts'
import type { Table } from '#server/features/exports/exports.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { messagesOf, type ServerLang } from '#server/i18n/server-messages.ts'
import { getRow } from '#server/lib/tenant-rows.ts'
import { selectOfficialGames } from './official-games.ts'

function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** Every appointment (not declined) of these officials to games between the days, with what it is worth. */
async function appointmentsBetween(
  db: Db,
  organizationId: string,
  officialIds: readonly string[],
  span: { from: string; to: string },
) {
  if (officialIds.length === 0) return []
  const timeZone = await organizationTimeZone(db, organizationId)
  const start = new Date(zonedTimeToInstant(span.from, '00:00', timeZone))
  const end = new Date(zonedTimeToInstant(dayAfter(span.to), '00:00', timeZone))
  const rows = await selectOfficialGames(
    db,
    organizationId,
    inArray(gameOfficial.officialId, [...officialIds]),
    ne(gameOfficial.status, 'declined'),
    isNotNull(game.playAt),
    gte(game.playAt, start),
    lt(game.playAt, end),
  ).orderBy(asc(game.playAt), asc(game.id))
  return rows.map((r) => {
    const role = r.role as 'referee' | 'assistant'
    const fees = TournamentSettingsSchema.parse(r.settings).officialFees
    return {
      ...r,
      role,
      worked: r.status === 'accepted' && r.confirmedPlayedAt !== null,
      fee: feeOf(fees, role),
      timeZone,
    }
  })
}

export async function getStatement({
  db,
  organizationId,
  id,
  from,
  to,
}: {
  db: Db
  organizationId: string
  id: string
  from: string
  to: string
}): Promise<Statement> {
  const row = await getRow(db, official, organizationId, id)
  const worked = (await appointmentsBetween(db, organizationId, [id], { from, to })).filter((r) => r.worked)
  return {
    officialId: row.id,
    name: row.name,
    from,
    to,
    games: worked.map((r) => ({
      gameId: r.gameId,
      playAt: r.playAt?.toISOString() ?? null,
      tournamentName: r.tournamentName,
      homeTeam: r.homeTeam,
      awayTeam: r.awayTeam,
      role: r.role,
      fee: r.fee,
    })),
    total: worked.reduce((sum, r) => sum + r.fee, 0),
  }
}

/** The statement as a table for a CSV: dates in the league's time zone, fees in minor units, a total row. */
export async function statementTable(db: Db, organizationId: string, statement: Statement, lang: ServerLang) {
  const texts = messagesOf(lang).exports
  const timeZone = await organizationTimeZone(db, organizationId)
  const table: Table = {
    name: `${texts.statement}-${statement.name}-${statement.from}`,
    header: texts.statementColumns,
    rows: [
      ...statement.games.map((g) => [
        g.playAt ? wallClockIn(g.playAt, timeZone).date : null,
        g.tournamentName,
        g.homeTeam,
        g.awayTeam,
        texts.officialRoles[g.role],
        g.fee,
      ]),
      [texts.total, null, null, null, null, statement.total],
    ],
  }
  return table
}

/** Every official (not deleted) with their appointments, games worked and fees between the days, by name. */
export async function getOfficialsMonth({
  db,
  organizationId,
  from,
  to,
}: {
  db: Db
  organizationId: string
  from: string
  to: string
}) {
  const officials = await db
    .select({ id: official.id, name: official.name, level: official.level })
    .from(official)
    .where(and(eq(official.organizationId, organizationId), isNull(official.deletedAt)))
    .orderBy(asc(official.name))
    .limit(500)
  const rows = await appointmentsBetween(
    db,
    organizationId,
    officials.map((o) => o.id),
    { from, to },
  )
  return {
    from,
    to,
    items: officials.map((o) => {
      const theirs = rows.filter((r) => r.officialId === o.id)
      const worked = theirs.filter((r) => r.worked)
      return {
        officialId: o.id,
        name: o.name,
        level: o.level,
        appointed: theirs.length,
        worked: worked.length,
        total: worked.reduce((sum, r) => sum + r.fee, 0),
      }
    }),
  }
}

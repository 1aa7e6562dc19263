/**
 * The e-mail to an appointed official (decision 0050): which game, when and where, with links to "My games" to accept
 * or decline. Sent through the mailer directly, after the appointment is saved; this one function is the seam a
 * notification outbox takes over.
 */
import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { wallClockIn } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { game, location, official, organization, team, user } from '#server/db/schema.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { organizationLang } from '#server/i18n/organization-lang.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { appointmentMail } from '#server/mail/messages.ts'

export async function notifyAppointment({
  db,
  mailer,
  baseURL,
  organizationId,
  gameId,
  officialId,
  role,
  lang = 'es',
}: {
  db: Db
  mailer: Mailer
  baseURL: string
  organizationId: string
  gameId: string
  officialId: string
  role: 'referee' | 'assistant'
  lang?: 'es' | 'en' | undefined
}): Promise<void> {
  const home = alias(team, 'home')
  const away = alias(team, 'away')
  const [row] = await db
    .select({
      email: official.email,
      userEmail: user.email,
      orgName: organization.name,
      home: home.name,
      away: away.name,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      venue: location.name,
    })
    .from(official)
    .innerJoin(organization, eq(organization.id, official.organizationId))
    .innerJoin(game, and(eq(game.id, gameId), eq(game.organizationId, organizationId)))
    .innerJoin(home, eq(home.id, game.homeTeamId))
    .innerJoin(away, eq(away.id, game.awayTeamId))
    .leftJoin(location, eq(location.id, game.locationId))
    .leftJoin(user, eq(user.id, official.userId))
    .where(and(eq(official.id, officialId), eq(official.organizationId, organizationId)))
  const to = row?.userEmail ?? row?.email
  if (!row || !to) return
  const timeZone = await organizationTimeZone(db, organizationId)
  const at = row.playAt ? wallClockIn(row.playAt, timeZone) : null
  const when = at ? (row.isPlayAtTimeHidden ? at.date : `${at.date} ${at.time}`) : null
  const link = `${baseURL}/${lang}/my-games?game=${gameId}`
  const mail = appointmentMail(await organizationLang(db, organizationId, lang), {
    link,
    organizationName: row.orgName,
    role,
    game: `${row.home} – ${row.away}`,
    when,
    venue: row.venue,
  })
  try {
    await mailer.send({ to, ...mail })
  } catch {
    // the appointment is saved and shows in "My games"; only the e-mail was lost
  }
}

/**
 * An official's own calendar (decision 0050): a secret address (`/api/officials/calendar/{token}.ics`) of their
 * appointments that a calendar app follows. Only the token's SHA-256 is stored; renewing it replaces the hash, so the
 * old address stops answering at once. Declined appointments and deleted games are left out; a suspended game is
 * CANCELLED; a hidden time is an all-day event.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import ical, { ICalEventStatus } from 'ical-generator'
import { matchMinutesOf, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameOfficial, official, organization } from '#server/db/schema.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { vtimezone, zonedInstant } from '#server/lib/ical-zones.ts'
import type { OrgScope } from '#server/lib/team-scope.ts'
import { getRow } from '#server/lib/tenant-rows.ts'
import { selectOfficialGames } from './official-games.ts'
import { assertActsAs } from './officials.service.ts'

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new secret address for the official's calendar; the previous one stops working. */
export async function renewCalendarToken({
  db,
  organizationId,
  id,
  scope,
  baseURL,
}: {
  db: Db
  organizationId: string
  id: string
  scope: OrgScope
  baseURL: string
}): Promise<{ token: string; url: string }> {
  assertActsAs(scope, id)
  const token = randomBytes(24).toString('base64url')
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    await getRow(tx, official, organizationId, id, { active: true })
    await tx
      .update(official)
      .set({ calendarTokenHash: hashOf(token) })
      .where(and(eq(official.organizationId, organizationId), eq(official.id, id)))
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'official',
      entityId: id,
      after: { calendar: 'renewed' },
      always: true,
    })
  })
  return { token, url: `${baseURL}/api/officials/calendar/${token}.ics` }
}

/** The iCalendar text of the official whose token this is, or 404. */
export async function officialCalendar({ db, token, baseURL }: { db: Db; token: string; baseURL: string }) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw new AppError('NOT_FOUND')
  const [owner] = await db
    .select({
      id: official.id,
      name: official.name,
      organizationId: official.organizationId,
      orgName: organization.name,
    })
    .from(official)
    .innerJoin(organization, and(eq(organization.id, official.organizationId), isNull(organization.deletedAt)))
    .where(and(eq(official.calendarTokenHash, hashOf(token)), isNull(official.deletedAt)))
  if (!owner) throw new AppError('NOT_FOUND')
  const timeZone = await organizationTimeZone(db, owner.organizationId)
  const rows = await selectOfficialGames(
    db,
    owner.organizationId,
    eq(gameOfficial.officialId, owner.id),
    ne(gameOfficial.status, 'declined'),
  ).orderBy(asc(game.playAt))
  const host = new URL(baseURL).hostname
  const calendar = ical({ name: `${owner.name} · ${owner.orgName}`, ttl: 60 * 60, x: [['X-WR-TIMEZONE', timeZone]] })
  const years: number[] = []
  for (const r of rows) {
    if (!r.playAt) continue
    const common = {
      id: `official-game-${r.gameId}@${host}`,
      sequence: r.version,
      summary: `${r.homeTeam} – ${r.awayTeam}`,
      description: `${r.tournamentName} · ${r.role}`,
      location: [r.location, r.address].filter(Boolean).join(', ') || null,
      status: r.suspendedAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: `${baseURL}/es/my-games?game=${r.gameId}`,
    }
    if (r.isPlayAtTimeHidden) {
      const day = r.playAt.toISOString().slice(0, 10)
      const next = new Date(`${day}T00:00:00Z`)
      next.setUTCDate(next.getUTCDate() + 1)
      calendar.createEvent({ ...common, allDay: true, start: new Date(`${day}T00:00:00Z`), end: next })
      continue
    }
    years.push(Number(calendarDayIn(r.playAt, timeZone).slice(0, 4)))
    const minutes = matchMinutesOf(TournamentSettingsSchema.parse(r.settings))
    calendar.createEvent({
      ...common,
      timezone: timeZone,
      start: zonedInstant(r.playAt),
      end: zonedInstant(new Date(r.playAt.getTime() + minutes * 60_000)),
    })
  }
  const text = calendar.toString()
  if (years.length === 0) return text
  const at = text.indexOf('BEGIN:VEVENT')
  return `${text.slice(0, at)}${vtimezone(timeZone, Math.min(...years), Math.max(...years))}\r\n${text.slice(at)}`
}

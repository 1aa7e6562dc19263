/**
 * Appointments (decision 0050): a game's referee and assistants, set at once by an admin or manager, checked against
 * each official's other games (OFFICIAL_BUSY, the teams' double-booking rule) and marked days (OFFICIAL_UNAVAILABLE)
 * unless `allowOverlap`; the appointed official answers (accept or decline). A changed appointment (a new official,
 * or the same one in another role) is pending again and the official is told.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm'
import { matchMinutesOf, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import { overlappingGames, unavailableDay } from '#domain/officials/appointment-rules.ts'
import type { Appointment, GameOfficialsInput } from '#domain/officials/official.schema.ts'
import { wallClockIn } from '#domain/organizations/time-zone.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameOfficial, official, tournament } from '#server/db/schema.ts'
import { enqueueNotification } from '#server/features/notifications/notifications.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { findAppointmentsOf } from '#server/lib/competition/game-officials.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { OrgScope } from '#server/lib/team-scope.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { notifyAppointment } from './notify-appointment.ts'
import { selectOfficialGames } from './official-games.ts'
import { lockAppointments, unavailabilityOf } from './officials.service.ts'

type Wanted = { officialId: string; role: 'referee' | 'assistant'; position: number }

/** The game (not deleted) of the organization, else 404. */
async function getGame(db: Db, organizationId: string, id: string) {
  assertUuid(id)
  const [row] = await db
    .select({
      id: game.id,
      tournamentId: game.tournamentId,
      playAt: game.playAt,
      isPlayAtTimeHidden: game.isPlayAtTimeHidden,
      settings: tournament.settings,
    })
    .from(game)
    .innerJoin(tournament, eq(tournament.id, game.tournamentId))
    .where(and(eq(game.organizationId, organizationId), eq(game.id, id), isNull(game.deletedAt)))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** Each official an active one of the organization, else 400 naming the field. */
async function assertOfficials(db: Db, organizationId: string, wanted: readonly Wanted[]) {
  if (wanted.length === 0) return
  const rows = await db
    .select({ id: official.id })
    .from(official)
    .where(
      and(
        eq(official.organizationId, organizationId),
        inArray(
          official.id,
          wanted.map((w) => w.officialId),
        ),
        isNull(official.deletedAt),
      ),
    )
  const found = new Set(rows.map((r) => r.id))
  const invalidParams = wanted.flatMap((w) =>
    found.has(w.officialId)
      ? []
      : [{ name: w.role === 'referee' ? 'referee' : `assistants.${w.position}`, reason: 'validation.not_found' }],
  )
  if (invalidParams.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams })
}

/** 409 OFFICIAL_UNAVAILABLE (the day) or OFFICIAL_BUSY (the other game) for the first official who cannot take it. */
async function assertFree(
  db: Db,
  organizationId: string,
  current: Awaited<ReturnType<typeof getGame>>,
  officialIds: readonly string[],
) {
  const playAt = current.playAt
  if (officialIds.length === 0 || !playAt) return
  const timeZone = await organizationTimeZone(db, organizationId)
  const spans = await unavailabilityOf(db, organizationId, officialIds)
  // two games clash within a match's length, or on one day when a time is hidden: two days either side hold them all
  const around = (days: number) => new Date(playAt.getTime() + days * 86_400_000)
  const others = await selectOfficialGames(
    db,
    organizationId,
    inArray(gameOfficial.officialId, [...officialIds]),
    ne(gameOfficial.status, 'declined'),
    ne(game.id, current.id),
    isNull(game.suspendedAt),
    isNotNull(game.playAt),
    gte(game.playAt, around(-2)),
    lt(game.playAt, around(2)),
  )
  const minutes = (settings: unknown) => matchMinutesOf(TournamentSettingsSchema.parse(settings))
  const checked = { ...current, minutes: minutes(current.settings) }
  for (const officialId of officialIds) {
    const day = unavailableDay(checked, spans.get(officialId) ?? [], timeZone)
    if (day) {
      throw new AppError('OFFICIAL_UNAVAILABLE', {
        detail: `The official marked ${day} as a day they cannot work. Send allowOverlap: true to appoint them anyway.`,
        extensions: { conflict: { officialId, day } },
      })
    }
    const theirs = others
      .filter((o) => o.officialId === officialId)
      .map((o) => ({ ...o, id: o.gameId, minutes: minutes(o.settings) }))
    const [other] = overlappingGames(checked, theirs, timeZone)
    if (other?.playAt) {
      const at = wallClockIn(other.playAt, timeZone)
      throw new AppError('OFFICIAL_BUSY', {
        detail: `The official already has ${other.homeTeam} – ${other.awayTeam} on ${at.date} at ${at.time}. Send allowOverlap: true to appoint them anyway.`,
        extensions: {
          conflict: {
            officialId,
            gameId: other.id,
            homeTeam: other.homeTeam,
            awayTeam: other.awayTeam,
            playAt: other.playAt.toISOString(),
            isPlayAtTimeHidden: other.isPlayAtTimeHidden,
          },
        },
      })
    }
  }
}

/**
 * Sets the game's officials. Kept appointments (same official, same role) keep their answer; new or changed ones are
 * pending and returned in `told`, the officials to notify.
 */
export async function setGameOfficials({
  db,
  live,
  mailer,
  baseURL,
  organizationId,
  id,
  data,
  lang,
}: {
  db: Db
  live: LiveHub
  mailer: Mailer
  baseURL: string
  organizationId: string
  id: string
  data: GameOfficialsInput
  /** the language of the e-mails (the screen's) */
  lang?: 'es' | 'en' | undefined
}): Promise<{ gameId: string; officials: Appointment[] }> {
  const wanted: Wanted[] = [
    ...(data.referee ? [{ officialId: data.referee, role: 'referee' as const, position: 0 }] : []),
    ...data.assistants.map((officialId, position) => ({ officialId, role: 'assistant' as const, position })),
  ]
  const told = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    // checked and written in turn with other appointments (two at once could both find the official free)
    await lockAppointments(tx, organizationId)
    const current = await getGame(tx, organizationId, id)
    await assertOfficials(tx, organizationId, wanted)
    const before = await tx
      .select()
      .from(gameOfficial)
      .where(and(eq(gameOfficial.organizationId, organizationId), eq(gameOfficial.gameId, id)))
    const kept = (w: Wanted) => before.find((b) => b.officialId === w.officialId && b.role === w.role)
    const fresh = wanted.filter((w) => !kept(w))
    if (!data.allowOverlap) {
      await assertFree(
        tx,
        organizationId,
        current,
        fresh.map((w) => w.officialId),
      )
    }
    const stay = new Set(wanted.filter(kept).map((w) => w.officialId))
    const gone = before.filter((b) => !stay.has(b.officialId)).map((b) => b.officialId)
    if (gone.length > 0) {
      await tx.delete(gameOfficial).where(and(eq(gameOfficial.gameId, id), inArray(gameOfficial.officialId, gone)))
    }
    for (const w of wanted.filter(kept)) {
      await tx
        .update(gameOfficial)
        .set({ position: w.position })
        .where(and(eq(gameOfficial.gameId, id), eq(gameOfficial.officialId, w.officialId)))
    }
    if (fresh.length > 0) {
      await tx.insert(gameOfficial).values(fresh.map((w) => ({ organizationId, gameId: id, ...w, status: 'pending' })))
      // the officials' inbox and phone hear of it once this commits (decision 0047)
      for (const w of fresh) {
        await enqueueNotification(tx, {
          kind: 'appointment.made',
          organizationId,
          gameId: id,
          officialId: w.officialId,
          role: w.role,
        })
      }
    }
    const summary = (rows: readonly { officialId: string; role: string }[]) =>
      rows.map((r) => ({ officialId: r.officialId, role: r.role }))
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: id,
      before: { officials: summary(before) },
      after: { officials: summary(wanted) },
    })
    return fresh
  })
  await publishChange(live, organizationId, { entity: 'games', action: 'updated', id })
  for (const w of told) await notifyAppointment({ db, mailer, baseURL, organizationId, gameId: id, lang, ...w })
  return { gameId: id, officials: (await findAppointmentsOf(db, organizationId, [id])).get(id) ?? [] }
}

/**
 * The appointed official's answer: only the referee member linked to an official appointed to the game (403 for
 * anyone else, 404 for a game of another league or none).
 */
export async function respondToAppointment({
  db,
  live,
  organizationId,
  id,
  accept,
  scope,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  accept: boolean
  scope: OrgScope
}): Promise<{ gameId: string; officials: Appointment[] }> {
  // anyone but a referee linked to an official: 403 before the game is even looked for
  const officialId = scope.officialId
  if (!officialId) throw new AppError('FORBIDDEN')
  await getGame(db, organizationId, id)
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const status = accept ? 'accepted' : 'declined'
    const [row] = await tx
      .update(gameOfficial)
      .set({ status, respondedAt: new Date() })
      .where(
        and(
          eq(gameOfficial.organizationId, organizationId),
          eq(gameOfficial.gameId, id),
          eq(gameOfficial.officialId, officialId),
        ),
      )
      .returning({ role: gameOfficial.role })
    if (!row) throw new AppError('FORBIDDEN')
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: id,
      after: { appointment: { officialId, role: row.role, status } },
      always: true,
    })
  })
  await publishChange(live, organizationId, { entity: 'games', action: 'updated', id })
  return { gameId: id, officials: (await findAppointmentsOf(db, organizationId, [id])).get(id) ?? [] }
}

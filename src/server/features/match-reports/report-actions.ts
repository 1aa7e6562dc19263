/**
 * The match report's actions (decision 0051): the referee submits it, each side confirms or disputes it, an admin or
 * manager resolves a dispute. Each runs in one transaction with the game row locked (so two answers at once are
 * taken one after the other), records the audit entry, and, when the report ends confirmed, confirms the game in the
 * same transaction (lock-report.ts).
 */
import { eq } from 'drizzle-orm'
import { TournamentSettingsSchema } from '#domain/competition/settings.ts'
import type { GameReport, Side } from '#domain/match-reports/report.schema.ts'
import { bothConfirmedAfter, isReportExpired, reportDeadline, sideOfAnswer } from '#domain/match-reports/report.ts'
import type { Db } from '#server/db/client.ts'
import { gameReport, tournament } from '#server/db/schema.ts'
import { announceGameOfBracket } from '#server/features/brackets/brackets.api.ts'
import { enqueueNotification } from '#server/features/notifications/notifications.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { currentAuditActor, recordAudit } from '#server/lib/audit.ts'
import { type GameRow, getGameRow } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { OrgScope } from '#server/lib/team-scope.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { confirmGameOfReport, type LockedGame, lockedValues } from './lock-report.ts'
import { type ReportContext, type ReportRow, readReportContext, toReportView } from './report-store.ts'

type ActionTarget = { db: Db; live: LiveHub; organizationId: string; gameId: string }

type Step = (input: {
  tx: Db
  current: GameRow
  context: ReportContext
  now: Date
  name: string | null
}) => Promise<{ values: Partial<typeof gameReport.$inferInsert>; lock: boolean }>

/** Runs one action: reads and locks, applies `step`, writes the report (and the game when it locks), announces. */
async function runAction(
  target: ActionTarget,
  userId: string | null,
  step: Step,
  /** checked first, on the game alone (who may answer for which side) */
  precheck?: (current: GameRow) => void,
): Promise<GameReport> {
  const { db, live, organizationId, gameId } = target
  const now = new Date()
  const name = currentAuditActor()?.name ?? null
  const { report, locked } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const current = await getGameRow(tx, organizationId, gameId, { active: true, forUpdate: true })
    precheck?.(current)
    const context = await readReportContext(tx, organizationId, gameId, userId)
    if (!context.hasReferee && !context.row) throw new AppError('REPORT_NONE')
    const { values, lock } = await step({ tx, current, context, now, name })
    const all = { ...values, ...(lock ? lockedValues(now, name) : {}), updatedAt: now }
    const [written] = await tx
      .insert(gameReport)
      .values({ gameId, organizationId, ...all })
      .onConflictDoUpdate({ target: gameReport.gameId, set: all })
      .returning()
    await recordAudit(tx, {
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: gameId,
      before: { report: context.row?.status ?? 'open' },
      after: { report: written.status, ...auditedFields(values) },
      always: true,
    })
    const game: LockedGame | null = lock ? await confirmGameOfReport(tx, organizationId, gameId, now) : null
    // the teams hear of a submitted, disputed or confirmed report once this commits (decision 0047)
    const told = lock ? 'report.confirmed' : reportEventOf(values.status)
    if (told) await enqueueNotification(tx, { kind: told, organizationId, gameId })
    return { report: written as ReportRow, locked: game }
  })
  await publishChange(live, organizationId, {
    entity: 'games',
    action: 'updated',
    id: gameId,
    ...(locked ? { version: locked.version } : {}),
  })
  if (locked) await announceGameOfBracket(live, organizationId, locked.bracket)
  return toReportView(report)
}

function reportEventOf(status: unknown): 'report.submitted' | 'report.disputed' | null {
  return status === 'submitted' ? 'report.submitted' : status === 'disputed' ? 'report.disputed' : null
}

function auditedFields(values: Partial<typeof gameReport.$inferInsert>) {
  const { remarks, disputeSide, disputeReason } = values
  return Object.fromEntries(
    Object.entries({ remarks, disputeSide, disputeReason }).filter(([, v]) => v !== undefined && v !== null),
  )
}

async function confirmHoursOf(tx: Db, tournamentId: string): Promise<number> {
  const [row] = await tx
    .select({ settings: tournament.settings })
    .from(tournament)
    .where(eq(tournament.id, tournamentId))
  return TournamentSettingsSchema.parse(row?.settings ?? {}).reportConfirmHours
}

/** The appointed referee submits the report (open only): the teams' window opens. */
export function submitReport(target: ActionTarget & { userId: string; remarks: string }): Promise<GameReport> {
  return runAction(target, target.userId, async ({ tx, current, context, now, name }) => {
    if (!context.isAppointedReferee) throw new AppError('FORBIDDEN')
    if (context.row && context.row.status !== 'open') throw new AppError('REPORT_SUBMITTED')
    if (current.suspendedAt) throw new AppError('GAME_SUSPENDED')
    const deadline = reportDeadline(now, await confirmHoursOf(tx, current.tournamentId))
    return {
      values: {
        status: 'submitted',
        remarks: target.remarks,
        submittedAt: now,
        submittedBy: target.userId,
        submittedByName: name,
        deadline,
      },
      lock: false,
    }
  })
}

function answeringSide(scope: OrgScope, current: GameRow, side: Side | undefined): Side {
  const check = sideOfAnswer({
    role: scope.role,
    teamIds: scope.teamIds,
    homeTeamId: current.homeTeamId,
    awayTeamId: current.awayTeamId,
    side,
  })
  if (!check.ok) throw new AppError(check.code)
  return check.side
}

function assertSubmitted(context: ReportContext) {
  if (context.row?.status !== 'submitted') throw new AppError('REPORT_NOT_SUBMITTED')
}

/** A side confirms the submitted report; with both sides confirmed it is confirmed and locked. */
export function confirmReport(target: ActionTarget & { scope: OrgScope; side?: Side }): Promise<GameReport> {
  let side: Side = 'home'
  const precheck = (current: GameRow) => {
    side = answeringSide(target.scope, current, target.side)
  }
  return runAction(
    target,
    null,
    async ({ context, now, name }) => {
      assertSubmitted(context)
      const row = context.row as ReportRow
      const values =
        side === 'home'
          ? { homeConfirmedAt: now, homeConfirmedBy: name }
          : { awayConfirmedAt: now, awayConfirmedBy: name }
      return { values, lock: bothConfirmedAfter({ ...row, status: 'submitted' }, side) }
    },
    precheck,
  )
}

/** A side disputes the submitted report within its window: it waits in the league's queue for an admin or manager. */
export function disputeReport(
  target: ActionTarget & { scope: OrgScope; side?: Side; reason: string },
): Promise<GameReport> {
  let side: Side = 'home'
  const precheck = (current: GameRow) => {
    side = answeringSide(target.scope, current, target.side)
  }
  return runAction(
    target,
    null,
    async ({ context, now, name }) => {
      assertSubmitted(context)
      // past the window the report stands confirmed, whether or not the sweep has run yet
      if (isReportExpired({ status: 'submitted', deadline: context.row?.deadline ?? null }, now)) {
        throw new AppError('REPORT_WINDOW_CLOSED')
      }
      return {
        values: {
          status: 'disputed',
          disputeSide: side,
          disputeReason: target.reason,
          disputedAt: now,
          disputedBy: name,
        },
        lock: false,
      }
    },
    precheck,
  )
}

/** An admin or manager resolves a disputed report (after any corrections): confirmed and locked. */
export function resolveReport(target: ActionTarget): Promise<GameReport> {
  return runAction(target, null, async ({ context }) => {
    if (context.row?.status !== 'disputed') throw new AppError('REPORT_NOT_DISPUTED')
    return { values: {}, lock: true }
  })
}

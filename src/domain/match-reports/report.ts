/**
 * The match report's rules (decision 0051), pure: its states, the teams' confirmation window, and who may write a
 * game that has an appointed referee.
 *
 * open ──submit (the referee)──▶ submitted ──both sides confirm, or the window ends undisputed──▶ confirmed (locked)
 *                                    │
 *                                    └─dispute (a side)──▶ disputed ──resolve (admin/manager)──▶ confirmed
 *
 * A side without a delegate never blocks: the window's end confirms a report nobody disputed, whoever answered.
 */
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { ReportStatus, Side } from './report.schema.ts'

export type ReportState = {
  status: ReportStatus
  homeConfirmedAt: Date | null
  awayConfirmedAt: Date | null
}

/** When the teams' window ends for a report submitted at `submittedAt`. */
export function reportDeadline(submittedAt: Date, confirmHours: number): Date {
  return new Date(submittedAt.getTime() + confirmHours * 3_600_000)
}

/** Whether the sweep confirms the report at `now`: still submitted (no dispute) and its window over. */
export function isReportExpired(report: { status: ReportStatus; deadline: Date | null }, now: Date): boolean {
  return report.status === 'submitted' && report.deadline !== null && report.deadline.getTime() <= now.getTime()
}

/** Whether, with `side` confirming now, both sides have confirmed. */
export function bothConfirmedAfter(report: ReportState, side: Side): boolean {
  return (side === 'home' || report.homeConfirmedAt !== null) && (side === 'away' || report.awayConfirmedAt !== null)
}

export type SideAnswerCheck = { ok: true; side: Side } | { ok: false; code: 'FORBIDDEN' | 'REPORT_SIDE_REQUIRED' }

/**
 * Which side a confirmation or dispute is for. A delegate answers for their team's side (decision 0039): `side` may be
 * left out when they keep exactly one of the two teams, and naming the other team's side is 403. Admins and managers
 * answer on a team's behalf and must name the side.
 */
export function sideOfAnswer(input: {
  role: OrgRole
  teamIds: string[]
  homeTeamId: string
  awayTeamId: string
  side?: Side
}): SideAnswerCheck {
  const { role, teamIds, homeTeamId, awayTeamId, side } = input
  if (role === 'admin' || role === 'manager')
    return side ? { ok: true, side } : { ok: false, code: 'REPORT_SIDE_REQUIRED' }
  if (role !== 'delegate') return { ok: false, code: 'FORBIDDEN' }
  const own: Side[] = []
  if (teamIds.includes(homeTeamId)) own.push('home')
  if (teamIds.includes(awayTeamId)) own.push('away')
  if (side) return own.includes(side) ? { ok: true, side } : { ok: false, code: 'FORBIDDEN' }
  if (own.length === 1) return { ok: true, side: own[0] }
  return own.length === 0 ? { ok: false, code: 'FORBIDDEN' } : { ok: false, code: 'REPORT_SIDE_REQUIRED' }
}

export type GameWriteCheck =
  | { ok: true; override: boolean }
  | { ok: false; code: 'FORBIDDEN' | 'REPORT_LOCKED' | 'REPORT_SUBMITTED' | 'REPORT_BY_REFEREE' | 'REPORT_PENDING' }

/**
 * Whether a write of a game's result, line-ups or cards may go on, given its report. `report` is null when the game
 * has no appointed referee and no report: then nothing here applies (the route's own guard decided). A confirmed
 * report is locked: only an admin may still write, with a reason (audited, decision 0022). While open or submitted
 * (or disputed) only the appointed referee (open only), an admin or a manager may write; a delegate still sends their
 * line-up while the report is open (the line-up's own rules apply, decision 0039).
 *
 * `confirming`: the write also confirms the game played. The report confirms it, not the referee (403); once the
 * referee submitted it, the teams' answers or the resolution of a dispute do (409 REPORT_PENDING), so that the result
 * counts only once the teams agreed. While it is open, an admin or manager may still confirm it as for a game with
 * no referee (a referee who files no report in the app).
 */
export function checkReportedGameWrite(input: {
  role: OrgRole
  isAppointedReferee: boolean
  report: ReportStatus | null
  reason?: string | null
  confirming?: boolean
}): GameWriteCheck {
  const { role, isAppointedReferee, report, reason, confirming = false } = input
  if (role === 'referee' && !isAppointedReferee) return { ok: false, code: 'FORBIDDEN' }
  if (report === null) return { ok: true, override: false }
  if (report === 'confirmed') {
    if (role === 'admin' && reason?.trim()) return { ok: true, override: true }
    return { ok: false, code: 'REPORT_LOCKED' }
  }
  if (confirming) {
    if (role === 'referee') return { ok: false, code: 'FORBIDDEN' }
    if (report !== 'open' && (role === 'admin' || role === 'manager')) return { ok: false, code: 'REPORT_PENDING' }
  }
  if (role === 'admin' || role === 'manager') return { ok: true, override: false }
  if (role === 'referee')
    return report === 'open' ? { ok: true, override: false } : { ok: false, code: 'REPORT_SUBMITTED' }
  if (role === 'delegate' && report === 'open') return { ok: true, override: false }
  return { ok: false, code: 'REPORT_BY_REFEREE' }
}

/**
 * For screens: whether the caller may edit a game's result given its report (`report` null: no report, `baseline`
 * decides — the role's own right). A referee is assumed to be the game's own (the server checks the appointment).
 */
export function mayEditReportedGame(role: OrgRole | null, report: ReportStatus | null, baseline: boolean): boolean {
  if (report === null || role === null) return baseline
  return checkReportedGameWrite({ role, isAppointedReferee: true, report }).ok && (baseline || role === 'referee')
}

/** For screens: whether the caller may confirm the game played ("Confirm result") given its report. */
export function mayConfirmReportedGame(role: OrgRole | null, report: ReportStatus | null, baseline: boolean): boolean {
  if (report === null || role === null) return baseline
  return checkReportedGameWrite({ role, isAppointedReferee: true, report, confirming: true }).ok && baseline
}

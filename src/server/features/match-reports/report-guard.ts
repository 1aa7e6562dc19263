/**
 * The guard of a game's writes (result, cards, line-ups, confirmation) when the game has a match report (decision
 * 0051). It replaces the route's `requireRole…`: it lets through the role the route requires, the game's appointed
 * referee (`referee: true`) and a delegate (`delegate: true`, the route's service then checks the team, decision
 * 0039); then the report decides (domain checkReportedGameWrite). The caller's scope for this game (is it their
 * appointed game, what state its report is in) is read once here, per request (STYLE §11).
 *
 * An admin's change of a locked report names a `reason` (query parameter): it is written into every audit entry of
 * the change, in the change's transaction (lib/audit.ts runWithAuditReason).
 *
 * `confirms` says whether the write confirms the game played (the confirm route; a result sent with `confirm: true`):
 * that is the report's to do once the referee submitted it, and never the referee's (checkReportedGameWrite).
 */
import type { MiddlewareHandler } from 'hono'
import { checkReportedGameWrite } from '#domain/match-reports/report.ts'
import { hasRole, isTeamScoped, type OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { runWithAuditReason } from '#server/lib/audit.ts'
import type { AppEnv } from '#server/lib/http.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import { readReportContext } from './report-store.ts'

export function guardReportedGameWrite(
  db: Db,
  required: OrgRole,
  options: { referee?: boolean; delegate?: boolean; confirms?: true | ((body: unknown) => boolean) } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { id: organizationId, role } = c.get('org')
    const asReferee = role === 'referee' && options.referee === true
    const asDelegate = isTeamScoped(role) && options.delegate === true
    if (!asReferee && !asDelegate && !hasRole(role, required)) throw new AppError('FORBIDDEN')
    const gameId = c.req.param('id') ?? ''
    assertUuid(gameId)
    const context = await readReportContext(db, organizationId, gameId, c.get('actor').userId)
    const reason = c.req.query('reason')?.trim().slice(0, 1000) || null
    const { confirms } = options
    // the body is read once and kept by Hono for the route's validation; a body that is not JSON fails there
    const confirming =
      confirms === true || (typeof confirms === 'function' && confirms(await c.req.json().catch(() => null)))
    const check = checkReportedGameWrite({
      role,
      isAppointedReferee: context.isAppointedReferee,
      report: context.row ? (context.row.status as never) : context.hasReferee ? 'open' : null,
      reason,
      confirming,
    })
    if (!check.ok) throw new AppError(check.code)
    if (check.override && reason) await runWithAuditReason(reason, next)
    else await next()
  }
}

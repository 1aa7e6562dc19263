/**
 * Delegates (decision 0039): a member scoped to teams. Which teams a delegate keeps lives in `member_team`, beside
 * the member's row; routes get them as `org.teamIds` (requireOrg) and services ask here whether a team or a player is
 * within them. Private player data (DNI, birth date, e-mail) of players outside them is blanked for a delegate.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { hidesPrivatePlayerData, isTeamScoped, type OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { memberTeam, team, teamPlayer } from '#server/db/schema.ts'
import { AppError } from './app-error.ts'

/** What a route knows about the caller's membership (`c.get('org')`). */
export type OrgScope = { role: OrgRole; teamIds: string[]; officialId?: string | null }

/** Whether the caller is a delegate, so what it may change is limited to `teamIds`. */
export function isDelegate(scope: OrgScope): boolean {
  return isTeamScoped(scope.role)
}

/** A delegate acting on a team that is not theirs: 403. Any other role passes (its route's guard decided). */
export function assertTeamInScope(scope: OrgScope, teamId: string): void {
  if (isDelegate(scope) && !scope.teamIds.includes(teamId)) throw new AppError('FORBIDDEN')
}

type PrivateFields = {
  dni: string | null
  birthDate?: string | null
  email?: string | null
  phone?: string | null
  portalAccount?: string | null
}

/**
 * Whether the caller sees players' private data only of their own teams' approved players: a delegate, and a referee
 * (decision 0050), who has no team and so sees none.
 */
export function hidesPrivateData(scope: OrgScope): boolean {
  return hidesPrivatePlayerData(scope.role)
}

/**
 * The player as the caller may see it: a delegate sees private fields only of a player approved on one of their
 * teams' lists (`isOwn`); a pending request, e.g. a league player named by DNI, shows names and numbers only. A
 * referee sees none (decision 0050). Whether the player has a portal account goes with the private data.
 */
export function redactPlayer<T extends PrivateFields>(scope: OrgScope, value: T, isOwn: boolean): T {
  if (!hidesPrivateData(scope) || isOwn) return value
  const blank = { ...value, dni: null }
  if ('birthDate' in value) Object.assign(blank, { birthDate: null })
  if ('email' in value) Object.assign(blank, { email: null })
  if ('phone' in value) Object.assign(blank, { phone: null })
  if ('portalAccount' in value) Object.assign(blank, { portalAccount: null })
  return blank
}

/** A roster entry of one of the delegate's teams, approved on its list (decision 0038): its private data shows. */
export function isOwnEntry(scope: OrgScope, teamId: string, entry: { status: string }): boolean {
  return isDelegate(scope) && scope.teamIds.includes(teamId) && entry.status === 'approved'
}

/** Of these players, those approved on one of the delegate's teams' lists (every one for another role). */
export async function findOwnPlayerIds(
  db: Db,
  organizationId: string,
  scope: OrgScope,
  playerIds: readonly string[],
): Promise<Set<string>> {
  if (!hidesPrivateData(scope)) return new Set(playerIds)
  if (playerIds.length === 0 || scope.teamIds.length === 0) return new Set()
  const rows = await db
    .select({ playerId: teamPlayer.playerId })
    .from(teamPlayer)
    .where(
      and(
        eq(teamPlayer.organizationId, organizationId),
        inArray(teamPlayer.teamId, scope.teamIds),
        inArray(teamPlayer.playerId, [...playerIds]),
        eq(teamPlayer.status, 'approved'),
      ),
    )
  return new Set(rows.map((r) => r.playerId))
}

/** Whether the player is approved on any team's list (a delegate may then not change their DNI). */
export async function isApprovedOnAList(db: Db, organizationId: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ playerId: teamPlayer.playerId })
    .from(teamPlayer)
    .where(
      and(
        eq(teamPlayer.organizationId, organizationId),
        eq(teamPlayer.playerId, playerId),
        eq(teamPlayer.status, 'approved'),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Each id a team (not deleted) of the organization, else 400 naming the ones that are not. */
export async function assertOrganizationTeams(db: Db, organizationId: string, teamIds: readonly string[]) {
  if (teamIds.length === 0) return
  const rows = await db
    .select({ id: team.id })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, [...teamIds]), isNull(team.deletedAt)))
  const found = new Set(rows.map((r) => r.id))
  const invalidParams = teamIds.flatMap((id, i) =>
    found.has(id) ? [] : [{ name: `teamIds.${i}`, reason: 'validation.not_found' }],
  )
  if (invalidParams.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams })
}

/** The teams (id and name, by name) of these ids in the organization, deleted ones left out. */
export async function findTeamsById(db: Db, organizationId: string, teamIds: readonly string[]) {
  if (teamIds.length === 0) return []
  return db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, [...teamIds]), isNull(team.deletedAt)))
    .orderBy(asc(team.name))
}

/** Replaces a member's teams (none for a role that is not team-scoped). */
export async function setMemberTeams(db: Db, organizationId: string, userId: string, teamIds: readonly string[]) {
  await db.delete(memberTeam).where(and(eq(memberTeam.organizationId, organizationId), eq(memberTeam.userId, userId)))
  if (teamIds.length > 0) {
    await db.insert(memberTeam).values(teamIds.map((teamId) => ({ organizationId, userId, teamId })))
  }
}

/** Every member's teams in the organization (id and name, deleted teams left out), by user id. */
export async function findMemberTeams(db: Db, organizationId: string) {
  const rows = await db
    .select({ userId: memberTeam.userId, id: team.id, name: team.name })
    .from(memberTeam)
    .innerJoin(team, eq(team.id, memberTeam.teamId))
    .where(and(eq(memberTeam.organizationId, organizationId), isNull(team.deletedAt)))
    .orderBy(asc(team.name))
  const byUser = new Map<string, { id: string; name: string }[]>()
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { id: r.id, name: r.name }])
  return byUser
}

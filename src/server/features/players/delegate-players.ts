/**
 * Creating and changing players with a team in mind (decision 0039): `POST players` with `teamId` puts the new player
 * on that team's list; a delegate must name one of their own teams, and a DNI the league already knows adds that
 * player to the list (a request, under the tournament's registration rules) without showing their private data. A
 * delegate changes only their own teams' players (pending requests included), and not the DNI of one approved on a
 * list (decision 0038).
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { CreatePlayerInput, Player, UpdatePlayerInput } from '#domain/players/player.schema.ts'
import { normalizeDni } from '#domain/players/player.schema.ts'
import type { Db } from '#server/db/client.ts'
import { player, team } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertTeamInScope, isApprovedOnAList, isDelegate, type OrgScope } from '#server/lib/team-scope.ts'
import { getRow } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { createPlayer, getPlayer, teamsOf, updatePlayer } from './players.service.ts'

type Ref = { db: Db; live: LiveHub; organizationId: string; scope: OrgScope }

/**
 * Puts a player on a team's list under its rules: the teams feature's `addRosterPlayer`, handed in where the routes
 * are wired (app-routes.ts), because teams already depends on players (no cycles between features: decision 0029).
 */
export type AddToTeam = (input: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: { playerId: string }
  actor: { userId: string | null; role: OrgScope['role'] }
}) => Promise<unknown>

/** What a delegate is told of a player they did not create: names and number, no private data. */
function withoutPrivateData(value: Player): Player {
  return { ...value, dni: null, birthDate: null, email: null }
}

/** `created`: false when a delegate's DNI named a player the league already had (added to the list instead). */
export async function createTeamPlayer({
  db,
  live,
  organizationId,
  scope,
  userId,
  addToTeam,
  data,
}: Ref & { data: CreatePlayerInput; userId: string; addToTeam: AddToTeam }): Promise<{
  player: Player
  created: boolean
}> {
  const { teamId, ...fields } = data
  if (teamId === undefined) {
    if (isDelegate(scope)) {
      throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'teamId', reason: 'validation.required' }] })
    }
    return { player: await createPlayer({ db, live, organizationId, data: fields }), created: true }
  }
  assertTeamInScope(scope, teamId)
  await getRow(db, team, organizationId, teamId, { active: true })
  // who asks decides whether the addition waits for approval (decision 0038)
  const actor = { userId, role: scope.role }
  if (isDelegate(scope) && fields.dni) {
    const [existing] = await db
      .select({ id: player.id })
      .from(player)
      .where(
        and(
          eq(player.organizationId, organizationId),
          eq(player.dni, normalizeDni(fields.dni)),
          isNull(player.deletedAt),
        ),
      )
    if (existing) {
      await addToTeam({ db, live, organizationId, id: teamId, data: { playerId: existing.id }, actor })
      const found = await getPlayer({ db, organizationId, id: existing.id })
      return { player: withoutPrivateData(found), created: false }
    }
  }
  const created = await createPlayer({ db, live, organizationId, data: fields })
  await addToTeam({ db, live, organizationId, id: teamId, data: { playerId: created.id }, actor })
  return { player: await getPlayer({ db, organizationId, id: created.id }), created: true }
}

/** A delegate: only a player on one of their teams' lists, and the DNI fixed once the player is approved on a list. */
export async function updateTeamPlayer({
  db,
  live,
  organizationId,
  scope,
  id,
  data,
}: Ref & { id: string; data: UpdatePlayerInput }): Promise<Player> {
  if (isDelegate(scope)) {
    const current = await getRow(db, player, organizationId, id, { active: true })
    const teams = (await teamsOf(db, organizationId, [id])).get(id) ?? []
    if (!teams.some((t) => scope.teamIds.includes(t.id))) throw new AppError('FORBIDDEN')
    const dni = data.dni === undefined ? current.dni : data.dni ? normalizeDni(data.dni) : null
    if (dni !== current.dni && (await isApprovedOnAList(db, organizationId, id))) {
      throw new AppError('PLAYER_DNI_LOCKED', { invalidParams: [{ name: 'dni', reason: 'validation.dni_locked' }] })
    }
  }
  return updatePlayer({ db, live, organizationId, id, data })
}

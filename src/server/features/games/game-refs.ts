/** The ids a game's create or update names (tournament, round, group, teams, venue), resolved and checked. */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { groupTeam, location, locationField, round, team, tournamentGroup } from '#server/db/schema.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { findRow } from '#server/lib/tenant-rows.ts'

// --- references -----------------------------------------------------------------------------------------------------

export type Refs = {
  tournamentId: string
  homeTeamId: string
  awayTeamId: string
  kind: string
  groupId: string | null | undefined
  roundId: string | null | undefined
  locationId: string | null | undefined
  fieldId: string | null | undefined
}

/**
 * Checks that every id a game refers to is this organization's (teams, venue and field not deleted; group and round
 * of the tournament; the field of the venue; both teams in the group) and fills in what follows from the others: the
 * group of the round, the group both teams are in (league games), the venue of the field. Collects every problem.
 */
export async function resolveRefs(db: Db, organizationId: string, refs: Refs, changed: Set<keyof Refs>) {
  const problems: InvalidParam[] = []
  const resolved = { ...refs }
  const teams = await db
    .select({ id: team.id })
    .from(team)
    .where(
      and(
        eq(team.organizationId, organizationId),
        inArray(team.id, [refs.homeTeamId, refs.awayTeamId]),
        isNull(team.deletedAt),
      ),
    )
  for (const side of ['homeTeamId', 'awayTeamId'] as const) {
    if (changed.has(side) && !teams.some((t) => t.id === refs[side])) {
      problems.push({ name: side, reason: 'validation.not_found' })
    }
  }
  if (refs.homeTeamId === refs.awayTeamId) problems.push({ name: 'awayTeamId', reason: 'validation.same_team' })

  if (refs.roundId && changed.has('roundId')) {
    const [roundRow] = await db
      .select({ groupId: round.groupId })
      .from(round)
      .where(
        and(
          eq(round.organizationId, organizationId),
          eq(round.id, refs.roundId),
          eq(round.tournamentId, refs.tournamentId),
        ),
      )
    if (!roundRow) problems.push({ name: 'roundId', reason: 'validation.not_found' })
    else if (resolved.groupId === undefined) resolved.groupId = roundRow.groupId
    else if (roundRow.groupId && resolved.groupId !== roundRow.groupId) {
      problems.push({ name: 'roundId', reason: 'validation.round_not_in_group' })
    }
  }

  if (resolved.groupId === undefined && refs.kind === 'league') {
    // the group both teams are in, if any
    const rows = await db
      .select({ groupId: groupTeam.groupId, teamId: groupTeam.teamId })
      .from(groupTeam)
      .where(
        and(
          eq(groupTeam.organizationId, organizationId),
          eq(groupTeam.tournamentId, refs.tournamentId),
          inArray(groupTeam.teamId, [refs.homeTeamId, refs.awayTeamId]),
        ),
      )
    const home = rows.find((r) => r.teamId === refs.homeTeamId)?.groupId
    const away = rows.find((r) => r.teamId === refs.awayTeamId)?.groupId
    resolved.groupId = home && home === away ? home : null
  } else if (resolved.groupId && (changed.has('groupId') || changed.has('homeTeamId') || changed.has('awayTeamId'))) {
    const [groupRow] = await db
      .select({ id: tournamentGroup.id })
      .from(tournamentGroup)
      .where(
        and(
          eq(tournamentGroup.organizationId, organizationId),
          eq(tournamentGroup.id, resolved.groupId),
          eq(tournamentGroup.tournamentId, refs.tournamentId),
        ),
      )
    if (!groupRow) problems.push({ name: 'groupId', reason: 'validation.not_found' })
    else {
      const members = await db
        .select({ teamId: groupTeam.teamId })
        .from(groupTeam)
        .where(
          and(eq(groupTeam.groupId, resolved.groupId), inArray(groupTeam.teamId, [refs.homeTeamId, refs.awayTeamId])),
        )
      for (const side of ['homeTeamId', 'awayTeamId'] as const) {
        if (!members.some((m) => m.teamId === refs[side])) {
          problems.push({ name: side, reason: 'validation.team_not_in_group' })
        }
      }
    }
  }
  resolved.groupId ??= null

  if (refs.fieldId && (changed.has('fieldId') || changed.has('locationId'))) {
    const [fieldRow] = await db
      .select({ locationId: locationField.locationId })
      .from(locationField)
      .where(
        and(
          eq(locationField.organizationId, organizationId),
          eq(locationField.id, refs.fieldId),
          isNull(locationField.deletedAt),
        ),
      )
    if (!fieldRow) problems.push({ name: 'fieldId', reason: 'validation.not_found' })
    else if (refs.locationId === undefined || (refs.locationId === null && !changed.has('locationId'))) {
      resolved.locationId = fieldRow.locationId
    } else if (refs.locationId !== fieldRow.locationId) {
      problems.push({ name: 'fieldId', reason: 'validation.field_not_in_location' })
    }
  }
  if (resolved.locationId && (changed.has('locationId') || changed.has('fieldId'))) {
    const found = await findRow(db, location, organizationId, resolved.locationId, { active: true })
    if (!found) problems.push({ name: refs.locationId ? 'locationId' : 'fieldId', reason: 'validation.not_found' })
  }
  if (resolved.locationId === undefined) resolved.locationId = null
  if (resolved.fieldId === undefined) resolved.fieldId = null
  if (resolved.roundId === undefined) resolved.roundId = null

  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
  return resolved as Refs & {
    groupId: string | null
    roundId: string | null
    locationId: string | null
    fieldId: string | null
  }
}

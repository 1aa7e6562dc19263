/** Creating, changing and deleting a knockout bracket (decision 0019). */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Bracket, CreateBracketInput, UpdateBracketInput } from '#domain/brackets/bracket.schema.ts'
import { bracketSize, roundCount, seedFromGroups, type ZoneTeam } from '#domain/brackets/seeding.ts'
import type { Db } from '#server/db/client.ts'
import { bracket, game, team } from '#server/db/schema.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { getStandings } from '#server/features/standings/standings.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { type AuditRecord, recordAudits } from '#server/lib/audit.ts'
import { auditGamesRemoved, gameSummaryReturning } from '#server/lib/competition/game-audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { assertBracketNameFree } from './bracket-uniqueness.ts'
import { assertTournament, gamesOfBrackets, getBracket, getBracketRow } from './bracket-view.ts'
import { announce, type BracketGameEvent, playAtOf, syncBracketGames } from './brackets.service.ts'

// --- writing -----------------------------------------------------------------------------------------------------

/** The zone's teams across the tournament's groups, in seed order (seeding.ts seedFromGroups). */
async function teamsOfZone(db: Db, organizationId: string, tournamentId: string, zone: string): Promise<string[]> {
  const standings = await getStandings({ db, organizationId, tournamentId })
  const teams: ZoneTeam[] = standings.groups.flatMap((g, groupIndex) => {
    const inZone = g.rows.filter((r) => r.zone === zone)
    return inZone.map((r, i) => ({
      teamId: r.teamId,
      name: r.teamName,
      groupId: g.groupId ?? `group-${groupIndex}`,
      // the level: first of the zone in its group, second …
      position: i + 1,
      played: r.played,
      points: r.points,
      goalDifference: r.goalDifference,
      goalsFor: r.goalsFor,
    }))
  })
  return seedFromGroups(teams).map((t) => t.teamId)
}

async function checkTeams(db: Db, organizationId: string, teamIds: string[], thirdPlace: boolean) {
  const problems: InvalidParam[] = []
  const found = await db
    .select({ id: team.id })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, teamIds), isNull(team.deletedAt)))
  const known = new Set(found.map((t) => t.id))
  teamIds.forEach((id, i) => {
    if (!known.has(id)) problems.push({ name: `teamIds.${i}`, reason: 'validation.not_found' })
  })
  if (thirdPlace && teamIds.length < 4) problems.push({ name: 'thirdPlace', reason: 'validation.bracket_third_place' })
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
}

export async function createBracket({
  db,
  live,
  organizationId,
  tournamentId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  data: CreateBracketInput
}): Promise<Bracket> {
  await assertTournament(db, organizationId, tournamentId)
  const teamIds = data.teamIds ?? (await teamsOfZone(db, organizationId, tournamentId, data.from?.zone ?? ''))
  if (teamIds.length < 2 || teamIds.length > 64) {
    throw new AppError('VALIDATION_FAILED', {
      invalidParams: [{ name: data.teamIds ? 'teamIds' : 'from.zone', reason: 'validation.bracket_teams' }],
    })
  }
  const thirdPlace = data.thirdPlace ?? false
  await checkTeams(db, organizationId, teamIds, thirdPlace)
  const { row, events } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    await assertBracketNameFree(tx, organizationId, tournamentId, data.name)
    const [inserted] = await tx
      .insert(bracket)
      .values({
        organizationId,
        tournamentId,
        name: data.name,
        teamIds,
        legs: data.legs ?? 1,
        finalLegs: data.finalLegs ?? 1,
        thirdPlace,
        awayGoals: data.awayGoals ?? false,
        fromZone: data.teamIds ? null : (data.from?.zone ?? null),
      })
      .returning()
    if (!inserted) throw new AppError('INTERNAL')
    const synced = await syncBracketGames(tx, organizationId, inserted)
    return { row: inserted, events: synced.events }
  })
  await publishChange(live, organizationId, { entity: 'brackets', action: 'created', id: row.id, version: row.version })
  for (const e of events) await publishChange(live, organizationId, { entity: 'games', ...e })
  return getBracket({ db, organizationId, tournamentId, bracketId: row.id })
}

export async function updateBracket({
  db,
  live,
  organizationId,
  tournamentId,
  bracketId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  bracketId: string
  data: UpdateBracketInput
}): Promise<Bracket> {
  await assertTournament(db, organizationId, tournamentId)
  const outcome = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const current = await getBracketRow(tx, organizationId, tournamentId, bracketId, { forUpdate: true })
    if (data.version !== undefined && data.version !== current.version) return 'stale' as const
    const settingsChange =
      (data.legs !== undefined && data.legs !== current.legs) ||
      (data.finalLegs !== undefined && data.finalLegs !== current.finalLegs) ||
      (data.thirdPlace !== undefined && data.thirdPlace !== current.thirdPlace) ||
      (data.awayGoals !== undefined && data.awayGoals !== current.awayGoals)
    const games = await gamesOfBrackets(tx, organizationId, [current.id])
    if (settingsChange && games.some((g) => g.confirmedPlayedAt !== null))
      throw new AppError('BRACKET_HAS_PLAYED_GAMES')
    const thirdPlace = data.thirdPlace ?? current.thirdPlace
    if (thirdPlace && current.teamIds.length < 4) {
      throw new AppError('VALIDATION_FAILED', {
        invalidParams: [{ name: 'thirdPlace', reason: 'validation.bracket_third_place' }],
      })
    }
    const rounds = roundCount(bracketSize(current.teamIds.length))
    if (data.roundDates && data.roundDates.length > rounds) {
      throw new AppError('VALIDATION_FAILED', { invalidParams: [{ name: 'roundDates', reason: 'validation.too_big' }] })
    }
    const [row] = await tx
      .update(bracket)
      .set({
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.legs !== undefined ? { legs: data.legs } : {}),
        ...(data.finalLegs !== undefined ? { finalLegs: data.finalLegs } : {}),
        ...(data.thirdPlace !== undefined ? { thirdPlace: data.thirdPlace } : {}),
        ...(data.awayGoals !== undefined ? { awayGoals: data.awayGoals } : {}),
        ...(data.roundDates !== undefined ? { roundDates: data.roundDates } : {}),
        updatedAt: new Date(),
        version: sql`${bracket.version} + 1`,
      })
      .where(eq(bracket.id, current.id))
      .returning()
    if (!row) throw new AppError('NOT_FOUND')
    const events: BracketGameEvent[] = []
    const redated: AuditRecord[] = []
    // a round's new date goes to its games not played yet
    if (data.roundDates !== undefined) {
      for (const g of games) {
        const round = g.bracketRound ?? 0
        if (g.confirmedPlayedAt !== null || (data.roundDates[round] ?? null) === (current.roundDates[round] ?? null))
          continue
        const playAt = playAtOf(row, round, g.bracketLeg ?? 1)
        const [moved] = await tx
          .update(game)
          .set({
            playAt,
            isPlayAtTimeHidden: playAt !== null,
            updatedAt: new Date(),
            version: sql`${game.version} + 1`,
          })
          .where(eq(game.id, g.id))
          .returning({ id: game.id, version: game.version })
        if (!moved) continue
        events.push({ action: 'updated', ...moved })
        redated.push({
          organizationId,
          action: 'update',
          entityType: 'game',
          entityId: g.id,
          before: { playAt: g.playAt, isPlayAtTimeHidden: g.isPlayAtTimeHidden },
          after: { playAt, isPlayAtTimeHidden: playAt !== null },
        })
      }
      await recordAudits(tx, redated)
    }
    const synced = await syncBracketGames(tx, organizationId, row)
    return { row, events: [...events, ...synced.events] }
  })
  if (outcome === 'stale') {
    throw new StaleVersionError(await getBracket({ db, organizationId, tournamentId, bracketId }))
  }
  await announce(live, organizationId, outcome.row, outcome.events)
  return getBracket({ db, organizationId, tournamentId, bracketId })
}

/** Deletes a bracket while none of its games is confirmed; its games are soft-deleted. */
export async function deleteBracket({
  db,
  live,
  organizationId,
  tournamentId,
  bracketId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  tournamentId: string
  bracketId: string
}): Promise<void> {
  await assertTournament(db, organizationId, tournamentId)
  const { row, removed } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db
    const current = await getBracketRow(tx, organizationId, tournamentId, bracketId, { forUpdate: true })
    const games = await gamesOfBrackets(tx, organizationId, [current.id])
    if (games.some((g) => g.confirmedPlayedAt !== null)) throw new AppError('BRACKET_HAS_PLAYED_GAMES')
    const now = new Date()
    const gone =
      games.length === 0
        ? []
        : await tx
            .update(game)
            .set({ deletedAt: now, updatedAt: now, version: sql`${game.version} + 1` })
            .where(
              and(
                eq(game.organizationId, organizationId),
                inArray(
                  game.id,
                  games.map((g) => g.id),
                ),
              ),
            )
            .returning(gameSummaryReturning)
    await applyChargesFor(tx, { organizationId, gameIds: gone.map((g) => g.id) })
    await auditGamesRemoved(tx, organizationId, gone)
    await tx.delete(bracket).where(eq(bracket.id, current.id))
    return { row: current, removed: gone.map((g) => ({ id: g.id, version: g.version })) }
  })
  for (const g of removed) await publishChange(live, organizationId, { entity: 'games', action: 'deleted', ...g })
  await publishChange(live, organizationId, { entity: 'brackets', action: 'deleted', id: row.id, version: row.version })
}

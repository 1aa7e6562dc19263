/**
 * Knockout brackets (decision 0019). A bracket row stores its teams in seed order and its settings; who stands in each tie,
 * each tie's winner and the champion are derived from the seeds and the bracket's games on every read
 * (domain/brackets/compute-bracket.ts), so no stored slot can hold a team that did not win its way there.
 *
 * A tie's games are ordinary games of kind `playoff` carrying `bracket_id`, `bracket_round`, `bracket_position` and
 * `bracket_leg`. After every write that can change a tie (creating the bracket, changing its settings, a result,
 * a confirmation), `syncBracketGames` makes the stored games what the derived bracket asks for, in the write's
 * transaction: it creates the games of ties whose two teams are known, moves a new winner into the next tie's games
 * while they have no result, removes games whose tie lost a team, and refuses (BRACKET_LOCKED, naming the game)
 * when a game with a result stands in the way.
 *
 * `checkGameOfBracket` is the one call the games feature makes after writing a game's stats or confirmation, inside
 * its transaction: penalties only on the game that decides a level tie, PENALTIES_REQUIRED when a tie's last leg is
 * confirmed level, and the sync above. `assertGameOutsideBracket` is its guard before changing a game's teams, kind,
 * suspension or deletion: those go through the bracket (409 BRACKET_GAME).
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  allTies,
  type BracketGame,
  type ComputedBracket,
  computeBracket,
  isTieLevel,
  planBracketGames,
  THIRD_PLACE_POSITION,
} from '#domain/brackets/compute-bracket.ts'
import { bracketSize, roundCount, roundName } from '#domain/brackets/seeding.ts'
import type { Db } from '#server/db/client.ts'
import { bracket, game, organization } from '#server/db/schema.ts'
import { applyChargesFor } from '#server/features/money/money.api.ts'
import { enqueueGameChange } from '#server/features/notifications/notifications.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { type AuditRecord, recordAudits } from '#server/lib/audit.ts'
import { auditGamesCreated, auditGamesRemoved, gameSummaryReturning } from '#server/lib/competition/game-audit.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { type BracketRow, type GameRow, gamesOfBrackets, settingsOf, teamNames, toBracketGame } from './bracket-view.ts'

/** A change the sync made to a game, announced after the commit. */
export type BracketGameEvent = { action: 'created' | 'updated' | 'deleted'; id: string; version: number }

// --- keeping the games in step -----------------------------------------------------------------------------------

/** 12:00 UTC of the round's date (+7 days for a second leg), the time hidden: as generated fixtures are dated. */
export function playAtOf(row: BracketRow, round: number, leg: number): Date | null {
  const date = row.roundDates[round]
  if (!date) return null
  const at = new Date(`${date}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + (leg - 1) * 7)
  return at
}

function describeGame(g: BracketGame, row: BracketRow, names: Map<string, string>): string {
  const rounds = roundCount(bracketSize(row.teamIds.length))
  const stage = g.position === THIRD_PLACE_POSITION ? 'third place' : roundName(g.round, rounds)
  const leg = g.round === rounds - 1 ? row.finalLegs : row.legs
  return `${names.get(g.homeTeamId) ?? g.homeTeamId} – ${names.get(g.awayTeamId) ?? g.awayTeamId} (${stage}${
    leg === 2 && g.position !== THIRD_PLACE_POSITION ? `, leg ${g.leg}` : ''
  })`
}

/**
 * Makes the bracket's stored games what its derived state asks for (see the module comment); throws BRACKET_LOCKED
 * naming the first game with a result that stands in the way. Runs inside the caller's transaction, with the bracket
 * row locked (`for update`) so two writes to one bracket take turns.
 */
export async function syncBracketGames(
  tx: Db,
  organizationId: string,
  row: BracketRow,
): Promise<{ computed: ComputedBracket; games: GameRow[]; events: BracketGameEvent[] }> {
  const games = await gamesOfBrackets(tx, organizationId, [row.id])
  const bracketGames = games.map(toBracketGame)
  const computed = computeBracket(settingsOf(row), bracketGames)
  const plan = planBracketGames(computed, bracketGames)
  const [locked] = plan.locked
  if (locked) {
    const names = await teamNames(tx, organizationId, [row])
    throw new AppError('BRACKET_LOCKED', {
      detail: `Unconfirm or clear the result of ${describeGame(locked, row, names)} first.`,
      invalidParams: [{ name: 'gameId', reason: locked.id }],
    })
  }
  const events: BracketGameEvent[] = []
  const now = new Date()
  // each game the sync creates, moves or removes has its own entry in the audit trail (game-audit.ts)
  if (plan.remove.length > 0) {
    const removed = await tx
      .update(game)
      .set({ deletedAt: now, updatedAt: now, version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), inArray(game.id, plan.remove)))
      .returning(gameSummaryReturning)
    await applyChargesFor(tx, { organizationId, gameIds: removed.map((r) => r.id) })
    await auditGamesRemoved(tx, organizationId, removed)
    for (const r of removed) events.push({ action: 'deleted', id: r.id, version: r.version })
  }
  const moved: AuditRecord[] = []
  for (const u of plan.update) {
    const [updated] = await tx
      .update(game)
      .set({ homeTeamId: u.homeTeamId, awayTeamId: u.awayTeamId, updatedAt: now, version: sql`${game.version} + 1` })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, u.id)))
      .returning({
        id: game.id,
        version: game.version,
        organizationId: game.organizationId,
        publishedAt: game.publishedAt,
        playAt: game.playAt,
        locationId: game.locationId,
        suspendedAt: game.suspendedAt,
      })
    if (!updated) continue
    events.push({ action: 'updated', id: updated.id, version: updated.version })
    // its sides just set: the teams' people learn of the game as of a new one (decision 0047)
    await enqueueGameChange(tx, null, updated)
    const was = games.find((g) => g.id === u.id)
    moved.push({
      organizationId,
      action: 'update',
      entityType: 'game',
      entityId: u.id,
      before: was ? { homeTeamId: was.homeTeamId, awayTeamId: was.awayTeamId } : null,
      after: { homeTeamId: u.homeTeamId, awayTeamId: u.awayTeamId },
    })
  }
  await recordAudits(tx, moved)
  if (plan.create.length > 0) {
    // published when created, as a result is expected, unless the league keeps them as drafts (decision 0049)
    const publishedAt = (await knockoutGamesAsDrafts(tx, organizationId)) ? null : now
    const values = plan.create.map((c) => {
      const playAt = playAtOf(row, c.round, c.leg)
      return {
        id: randomUUID(),
        organizationId,
        tournamentId: row.tournamentId,
        homeTeamId: c.homeTeamId,
        awayTeamId: c.awayTeamId,
        kind: 'playoff',
        playAt,
        isPlayAtTimeHidden: playAt !== null,
        publishedAt,
        bracketId: row.id,
        bracketRound: c.round,
        bracketPosition: c.position,
        bracketLeg: c.leg,
        createdAt: now,
        updatedAt: now,
      }
    })
    const created = await tx.insert(game).values(values).returning({ id: game.id, version: game.version })
    await auditGamesCreated(tx, organizationId, values)
    for (const value of values) await enqueueGameChange(tx, null, { ...value, locationId: null, suspendedAt: null })
    for (const r of created) events.push({ action: 'created', ...r })
  }
  if (events.length === 0) return { computed, games, events }
  const after = await gamesOfBrackets(tx, organizationId, [row.id])
  return { computed: computeBracket(settingsOf(row), after.map(toBracketGame)), games: after, events }
}

async function knockoutGamesAsDrafts(tx: Db, organizationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ drafts: organization.knockoutGamesAsDrafts })
    .from(organization)
    .where(eq(organization.id, organizationId))
  return row?.drafts ?? false
}

export async function announce(
  live: LiveHub,
  organizationId: string,
  bracketRow: BracketRow,
  events: BracketGameEvent[],
) {
  for (const e of events) await publishChange(live, organizationId, { entity: 'games', ...e })
  await publishChange(live, organizationId, {
    entity: 'brackets',
    action: 'updated',
    id: bracketRow.id,
    version: bracketRow.version,
  })
}

/**
 * Called by the games feature inside the transaction that wrote a game's stats or confirmation (after the write).
 * Answers the events to announce after the commit; throws (rolling the write back) PENALTIES_NOT_ALLOWED for
 * penalties on a game that does not decide a level tie, PENALTIES_REQUIRED when the tie's last leg is confirmed
 * level without them, BRACKET_LOCKED when the winner changes and the next tie has a result.
 */
export async function checkGameOfBracket(
  tx: Db,
  organizationId: string,
  gameId: string,
  /** the game as the caller's statement just wrote it, when it has it: not read again */
  writtenRow?: typeof game.$inferSelect,
): Promise<{ bracket: BracketRow; events: BracketGameEvent[] } | null> {
  const [written] = writtenRow
    ? [writtenRow]
    : await tx
        .select()
        .from(game)
        .where(and(eq(game.organizationId, organizationId), eq(game.id, gameId)))
  if (!written) throw new AppError('NOT_FOUND')
  const hasPenalties = written.homePenalties !== null && written.awayPenalties !== null
  if (hasPenalties && written.homePenalties === written.awayPenalties) {
    throw new AppError('PENALTIES_LEVEL', {
      invalidParams: [{ name: 'penalties', reason: 'validation.penalties_level' }],
    })
  }
  if (!written.bracketId) {
    if (hasPenalties) throw penaltiesNotAllowed()
    return null
  }
  const [row] = await tx
    .select()
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), eq(bracket.id, written.bracketId)))
    .for('update')
  if (!row) {
    if (hasPenalties) throw penaltiesNotAllowed()
    return null
  }
  const games = await gamesOfBrackets(tx, organizationId, [row.id])
  const computed = computeBracket(settingsOf(row), games.map(toBracketGame))
  const tie = allTies(computed).find((t) => t.round === written.bracketRound && t.position === written.bracketPosition)
  const own = tie ? games.filter((g) => tie.gameIds.includes(g.id)) : []
  const isOwn = own.some((g) => g.id === written.id)
  if (hasPenalties) {
    const decides = tie !== undefined && isOwn && written.bracketLeg === tie.legs
    if (!decides || !isTieLevel(own, row.awayGoals)) throw penaltiesNotAllowed()
  }
  if (tie?.needsPenalties && isOwn) {
    throw new AppError('PENALTIES_REQUIRED', {
      invalidParams: [{ name: 'penalties', reason: 'validation.penalties_required' }],
    })
  }
  const { events } = await syncBracketGames(tx, organizationId, row)
  return { bracket: row, events }
}

/**
 * The games feature's guard (decision 0019): a game of a bracket changes its teams, kind or tournament, is suspended,
 * deleted or restored only through its bracket, which would otherwise ignore it. Throws 409 BRACKET_GAME naming the
 * bracket for a game that carries `bracket_id` (a deleted bracket sets it to null, so its games are ordinary again).
 * Dates, venue, publishing, results and confirmation stay the games endpoints' own.
 */
export async function assertGameOutsideBracket(
  db: Db,
  organizationId: string,
  current: { bracketId: string | null },
): Promise<void> {
  if (!current.bracketId) return
  const [row] = await db
    .select({ name: bracket.name })
    .from(bracket)
    .where(and(eq(bracket.organizationId, organizationId), eq(bracket.id, current.bracketId)))
  if (!row) return
  throw new AppError('BRACKET_GAME', {
    detail: `This game belongs to the bracket «${row.name}»: change it from the bracket.`,
  })
}

/** After the commit of a write checkGameOfBracket accepted. */
export async function announceGameOfBracket(
  live: LiveHub,
  organizationId: string,
  change: { bracket: BracketRow; events: BracketGameEvent[] } | null,
) {
  if (change) await announce(live, organizationId, change.bracket, change.events)
}

function penaltiesNotAllowed() {
  return new AppError('PENALTIES_NOT_ALLOWED', {
    invalidParams: [{ name: 'penalties', reason: 'validation.penalties_not_allowed' }],
  })
}

/**
 * Results and cards of a game.
 *
 * Stats replace the game's goals as a whole: goals per player of each side (the player must be on that side's team
 * roster, or already hold goals in this game) plus unassigned goals; the score is their sum, written on the game in
 * the same transaction (fractions were truncated by the schema). A confirmed game's result can be corrected: the
 * standings, scorers and suspensions are derived on read, so they follow at once.
 *
 * Cards: a red card creates a draft suspension of one game (draftSuspensionsForCard). Yellow cards keep the
 * player's yellow-card suspensions of the tournament in step with their yellows (reconcileYellowSuspensions): the
 * k-th yellow (by game date) for which draftSuspensionsForCard asks one has one. Removing a card removes the draft
 * suspension it created (a confirmed one stays: an admin decided it; they can remove it).
 *
 * Walkovers (issue 15, decision 0027): stats with `walkover: { winner }` instead of goals give the winner the
 * tournament's `walkoverScore`, held as unassigned goals (so the score is still scorers + unassigned goals), with no
 * scorers and no shoot-out; the game's `walkover` column says who won. Stats with goals clear it. Cards stay allowed.
 *
 * Every change bumps the game's version; `version` in a request, when sent, must be the current one.
 */
import { and, eq, inArray, isNull, sql, type WithSubquery } from 'drizzle-orm'
import { type TournamentSettings, TournamentSettingsSchema } from '#domain/competition/settings.ts'
import {
  accumulatingYellows,
  draftSuspensionsForCard,
  secondYellowOf,
  yellowCardWarning,
} from '#domain/discipline/suspensions.ts'
import type {
  CreateCardInput,
  CreatedCard,
  GameSheet,
  GameStatsInput,
  SideStatsInput,
  WalkoverSide,
} from '#domain/games/game.schema.ts'
import { isPlayedYet } from '#domain/games/played-yet.ts'
import { walkoverGoals } from '#domain/games/walkover.ts'
import type { Db } from '#server/db/client.ts'
import { game, gameCard, gameGoal, player, suspension, teamPlayer, tournament } from '#server/db/schema.ts'
import { announceGameOfBracket, checkGameOfBracket } from '#server/features/brackets/brackets.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { isOnRoster } from '#server/features/players/players.api.ts'
import { AppError, type InvalidParam } from '#server/lib/app-error.ts'
import { recordAudit, recordAudits } from '#server/lib/audit.ts'
import { type GameRow, getGameRow } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { StaleVersionError } from '#server/lib/stale-version.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { byMinuteThenEntry, getGameSheet, yellowCountsOf } from './game-sheet.ts'
import { type GameWrite, gameWriteReturning, noteGameWrite } from './standings-follow.ts'

const NO_GOALS: SideStatsInput = { goals: [], unassignedGoals: 0 }

/** Thrown inside a transaction when the game's version moved; answered with the current sheet after rollback. */
class StaleGame extends Error {}

async function inGameTransaction<T>(
  db: Db,
  organizationId: string,
  id: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((trx) => work(trx as unknown as Db))
  } catch (error) {
    if (error instanceof StaleGame) throw new StaleVersionError(await getGameSheet({ db, organizationId, id }))
    throw error
  }
}

const cardCount = (teamColumn: typeof game.homeTeamId | typeof game.awayTeamId, type: string) =>
  sql`(select count(*) from ${gameCard} where ${gameCard.gameId} = ${game.id} and ${gameCard.teamId} = ${teamColumn} and ${gameCard.type} = ${type})`

/** Recounts the game's cards per side and type, and bumps its version; answers the row for noteGameWrite. */
async function recountCards(tx: Db, organizationId: string, current: GameRow): Promise<GameWrite> {
  const gameId = current.id
  const [row] = await tx
    .update(game)
    .set({
      homeYellow: cardCount(game.homeTeamId, 'yellow'),
      homeBlue: cardCount(game.homeTeamId, 'blue'),
      homeRed: cardCount(game.homeTeamId, 'red'),
      awayYellow: cardCount(game.awayTeamId, 'yellow'),
      awayBlue: cardCount(game.awayTeamId, 'blue'),
      awayRed: cardCount(game.awayTeamId, 'red'),
      updatedAt: new Date(),
      version: sql`${game.version} + 1`,
    })
    .where(and(eq(game.organizationId, organizationId), eq(game.id, gameId)))
    .returning(gameWriteReturning(organizationId, current.tournamentId))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** The game's scorers, in one order, for the audit trail. */
function sortScorers(rows: { teamId: string; playerId: string; goals: number; minutes: number[] }[]) {
  return rows
    .map((r) => ({ teamId: r.teamId, playerId: r.playerId, goals: r.goals, minutes: r.minutes }))
    .sort((a, b) => `${a.teamId}${a.playerId}`.localeCompare(`${b.teamId}${b.playerId}`))
}

type SuspensionRow = typeof suspension.$inferSelect

/**
 * The discipline engine's own suspensions in the audit trail: a draft it creates (`create`), moves to another card
 * (`update`) or removes because its card went (`delete`), one entry each, under the user whose card caused it.
 */
function auditSuspensions(
  tx: Db,
  organizationId: string,
  action: 'create' | 'delete',
  rows: SuspensionRow[],
): Promise<void> {
  return recordAudits(
    tx,
    rows.map((row) => ({
      organizationId,
      action,
      entityType: 'suspension',
      entityId: row.id,
      ...(action === 'create' ? { after: row } : { before: row }),
    })),
  )
}

async function scorersOf(tx: Db, organizationId: string, gameId: string) {
  const rows = await tx
    .select({ teamId: gameGoal.teamId, playerId: gameGoal.playerId, goals: gameGoal.goals, minutes: gameGoal.minutes })
    .from(gameGoal)
    .where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.gameId, gameId)))
  return sortScorers(rows)
}

/** How the audit trail names a player (a card's). */
async function playerNameOf(tx: Db, organizationId: string, playerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstname: player.firstname, lastname: player.lastname })
    .from(player)
    .where(and(eq(player.organizationId, organizationId), eq(player.id, playerId)))
  return row ? `${row.firstname} ${row.lastname}` : null
}

export async function setGameStats({
  db,
  live,
  organizationId,
  id,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  data: GameStatsInput
}): Promise<GameSheet> {
  const walkover = data.walkover?.winner ?? null
  const playerIds = walkover
    ? []
    : [...new Set([...(data.home?.goals ?? []), ...(data.away?.goals ?? [])].map((g) => g.playerId))]
  const change = await inGameTransaction(db, organizationId, id, async (tx) => {
    // one statement: the game, locked, and which of the players named are on either side's roster or already hold
    // goals in this game (a player removed from the roster since keeps them)
    const [current] = await tx
      .select({
        game,
        allowed: sql<
          [string, string][]
        >`(select coalesce(json_agg(json_build_array(k.team_id, k.player_id)), '[]') from (
          select gg.team_id, gg.player_id from ${gameGoal} gg
            where gg.organization_id = ${organizationId} and gg.game_id = game.id
          union
          select tp.team_id, tp.player_id from ${teamPlayer} tp join ${player} p on p.id = tp.player_id
            where tp.organization_id = ${organizationId} and tp.team_id in (game.home_team_id, game.away_team_id)
              and p.deleted_at is null and tp.player_id in (${
                playerIds.length > 0
                  ? sql.join(
                      playerIds.map((playerId) => sql`${playerId}::uuid`),
                      sql`, `,
                    )
                  : sql`null`
              })) k)`,
      })
      .from(game)
      .where(and(eq(game.organizationId, organizationId), eq(game.id, id), isNull(game.deletedAt)))
      .for('update', { of: game })
    if (!current) throw new AppError('NOT_FOUND')
    const row = current.game
    if (data.version !== undefined && data.version !== row.version) throw new StaleGame()
    if (row.suspendedAt) throw new AppError('GAME_SUSPENDED')
    if (
      data.confirm &&
      !row.confirmedPlayedAt &&
      !isPlayedYet(row, new Date(), await organizationTimeZone(tx, organizationId))
    ) {
      throw new AppError('GAME_NOT_PLAYED_YET')
    }
    // a walkover takes no scorers: its score (the tournament's walkoverScore) is held as unassigned goals, so the
    // score stays the sum of scorers and unassigned goals (decision 0027)
    let homeStats: SideStatsInput = data.home ?? NO_GOALS
    let awayStats: SideStatsInput = data.away ?? NO_GOALS
    if (walkover) {
      const score = walkoverGoals((await tournamentSettingsOf(tx, row.tournamentId)).walkoverScore, walkover)
      homeStats = { goals: [], unassignedGoals: score.homeGoals }
      awayStats = { goals: [], unassignedGoals: score.awayGoals }
    }
    const sides = [
      { name: 'home', teamId: row.homeTeamId, stats: homeStats },
      { name: 'away', teamId: row.awayTeamId, stats: awayStats },
    ] as const
    const allowed = new Set(current.allowed.map(([teamId, playerId]) => `${teamId}:${playerId}`))
    const problems: InvalidParam[] = sides.flatMap((s) =>
      s.stats.goals.flatMap((g, i) =>
        allowed.has(`${s.teamId}:${g.playerId}`)
          ? []
          : [{ name: `${s.name}.goals.${i}.playerId`, reason: 'validation.not_in_roster' }],
      ),
    )
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { invalidParams: problems })
    const scorersBefore = await scorersOf(tx, organizationId, id)
    const rows = sides.flatMap((s) =>
      s.stats.goals
        .filter((g) => g.goals > 0)
        .map((g) => ({
          organizationId,
          tournamentId: row.tournamentId,
          gameId: id,
          teamId: s.teamId,
          playerId: g.playerId,
          goals: g.goals,
          minutes: [...g.minutes].sort((a, b) => a - b),
        })),
    )
    const scoreOf = (stats: SideStatsInput) => stats.goals.reduce((sum, g) => sum + g.goals, 0) + stats.unassignedGoals
    const now = new Date()
    // one more statement: the goal rows replaced (upserted, the others deleted; disjoint rows, so the two
    // sub-statements never touch the same row) and the game's score, state and version
    const kept = sql.join(
      rows.map((r) => sql`(${r.teamId}::uuid, ${r.playerId}::uuid)`),
      sql`, `,
    )
    const removed = tx.$with('removed').as(
      tx
        .delete(gameGoal)
        .where(
          and(
            eq(gameGoal.organizationId, organizationId),
            eq(gameGoal.gameId, id),
            rows.length > 0 ? sql`(${gameGoal.teamId}, ${gameGoal.playerId}) not in (${kept})` : undefined,
          ),
        )
        .returning({ gameId: gameGoal.gameId }),
    )
    const ctes: WithSubquery[] = [removed]
    if (rows.length > 0) {
      ctes.push(
        tx.$with('upserted').as(
          tx
            .insert(gameGoal)
            .values(rows)
            .onConflictDoUpdate({
              target: [gameGoal.gameId, gameGoal.teamId, gameGoal.playerId],
              set: { goals: sql`excluded.goals`, minutes: sql`excluded.minutes` },
            })
            .returning({ gameId: gameGoal.gameId }),
        ),
      )
    }
    const [updated] = await tx
      .with(...ctes)
      .update(game)
      .set({
        homeGoals: scoreOf(homeStats),
        awayGoals: scoreOf(awayStats),
        homeUnassignedGoals: homeStats.unassignedGoals,
        awayUnassignedGoals: awayStats.unassignedGoals,
        walkover,
        statsUpdatedAt: now,
        homePenalties: data.penalties?.home ?? null,
        awayPenalties: data.penalties?.away ?? null,
        ...(data.confirm && !row.confirmedPlayedAt
          ? { confirmedPlayedAt: now, publishedAt: row.publishedAt ?? now }
          : {}),
        updatedAt: now,
        version: sql`${game.version} + 1`,
      })
      .where(and(eq(game.organizationId, organizationId), eq(game.id, id), eq(game.version, row.version)))
      .returning(gameWriteReturning(organizationId, row.tournamentId))
    if (!updated) throw new StaleGame()
    const scorersAfter = sortScorers(rows)
    const action = walkover || row.walkover ? 'walkover' : 'score'
    const audited = { organizationId, action, entityType: 'game', entityId: id } as const
    await recordAudit(tx, {
      ...audited,
      before: { ...row, scorers: scorersBefore },
      after: { ...updated, scorers: scorersAfter },
    })
    // a knockout tie: penalties checked, the winner moved up (or the write refused and rolled back)
    const bracket = await checkGameOfBracket(tx, organizationId, id)
    return { before: row, written: updated, bracket }
  })
  noteGameWrite(organizationId, change.before, change.written)
  await announceGameOfBracket(live, organizationId, change.bracket)
  const version = change.written.version
  await publishChange(live, organizationId, { entity: 'games', action: 'updated', id, version })
  return getGameSheet({ db, organizationId, id })
}

/**
 * Awards a game as a walkover inside `tx` (a team's withdrawal, decision 0027): no scorers, the tournament's
 * `walkoverScore` for `winner`, confirmed and published at `now`, no longer suspended, no shoot-out; recorded in the
 * audit trail. `row` is the game as read (locked) in `tx`; answers the written row.
 */
export async function writeWalkover(
  tx: Db,
  {
    organizationId,
    row,
    winner,
    settings,
    now,
  }: { organizationId: string; row: GameRow; winner: WalkoverSide; settings: TournamentSettings; now: Date },
): Promise<GameWrite> {
  const { homeGoals: home, awayGoals: away } = walkoverGoals(settings.walkoverScore, winner)
  const scorersBefore = await scorersOf(tx, organizationId, row.id)
  await tx.delete(gameGoal).where(and(eq(gameGoal.organizationId, organizationId), eq(gameGoal.gameId, row.id)))
  const [written] = await tx
    .update(game)
    .set({
      homeGoals: home,
      awayGoals: away,
      homeUnassignedGoals: home,
      awayUnassignedGoals: away,
      homePenalties: null,
      awayPenalties: null,
      walkover: winner,
      statsUpdatedAt: now,
      confirmedPlayedAt: row.confirmedPlayedAt ?? now,
      publishedAt: row.publishedAt ?? now,
      suspendedAt: null,
      suspendedReason: null,
      updatedAt: now,
      version: sql`${game.version} + 1`,
    })
    .where(and(eq(game.organizationId, organizationId), eq(game.id, row.id)))
    .returning(gameWriteReturning(organizationId, row.tournamentId))
  if (!written) throw new AppError('NOT_FOUND')
  await recordAudit(tx, {
    organizationId,
    action: 'walkover',
    entityType: 'game',
    entityId: row.id,
    before: { ...row, scorers: scorersBefore },
    after: { ...written, scorers: [] },
  })
  return written
}

type YellowSuspensionChange = { createdByCard: Map<string, string>; changed: boolean }

/**
 * Keeps a player's yellow-card suspensions in a tournament in step with their yellow cards (in games not deleted,
 * ordered by game date, then entry): the cards for which draftSuspensionsForCard asks a suspension (the N-th, 2N-th…)
 * should each have one. Drafts on cards that no longer qualify are removed; confirmed ones are kept and count toward
 * the number wanted; missing drafts are created on the earliest qualifying cards.
 */
export async function reconcileYellowSuspensions(
  tx: Db,
  {
    organizationId,
    tournamentId,
    playerId,
    yellowCardsForSuspension,
  }: { organizationId: string; tournamentId: string; playerId: string; yellowCardsForSuspension: number | null },
): Promise<YellowSuspensionChange> {
  const yellows = await tx
    .select({ id: gameCard.id, teamId: gameCard.teamId, gameId: gameCard.gameId })
    .from(gameCard)
    .innerJoin(game, eq(game.id, gameCard.gameId))
    .where(
      and(
        eq(gameCard.organizationId, organizationId),
        eq(gameCard.tournamentId, tournamentId),
        eq(gameCard.playerId, playerId),
        eq(gameCard.type, 'yellow'),
        isNull(game.deletedAt),
      ),
    )
    .orderBy(
      sql`${game.playAt} asc nulls last`,
      sql`${game.createdAt} asc`,
      sql`${gameCard.createdAt} asc`,
      sql`${gameCard.id} asc`,
    )
  const qualifying = accumulatingYellows(yellows).filter(
    (_, index) =>
      draftSuspensionsForCard({
        card: { type: 'yellow' },
        playerYellowCountInTournament: index + 1,
        yellowCardsForSuspension,
      }) !== null,
  )
  const qualifyingIds = new Set(qualifying.map((c) => c.id))
  const existing = await tx
    .select()
    .from(suspension)
    .where(
      and(
        eq(suspension.organizationId, organizationId),
        eq(suspension.tournamentId, tournamentId),
        eq(suspension.playerId, playerId),
        eq(suspension.reason, 'yellows'),
      ),
    )
  const stale = existing.filter((s) => s.isDraft && !(s.cardId && qualifyingIds.has(s.cardId)))
  const kept = existing.filter((s) => !stale.includes(s))
  if (stale.length > 0) {
    await tx.delete(suspension).where(
      inArray(
        suspension.id,
        stale.map((s) => s.id),
      ),
    )
    await auditSuspensions(tx, organizationId, 'delete', stale)
  }
  const covered = new Set(kept.flatMap((s) => (s.cardId ? [s.cardId] : [])))
  let have = kept.length
  const createdByCard = new Map<string, string>()
  for (const card of qualifying) {
    if (have >= qualifying.length) break
    if (covered.has(card.id)) continue
    const now = new Date()
    const [row] = await tx
      .insert(suspension)
      .values({
        organizationId,
        tournamentId,
        playerId,
        teamId: card.teamId,
        cardId: card.id,
        earnedGameId: card.gameId,
        reason: 'yellows',
        gamesCount: 1,
        skipEarnedGame: true,
        isDraft: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (row) {
      createdByCard.set(card.id, row.id)
      await auditSuspensions(tx, organizationId, 'create', [row])
    }
    have += 1
  }
  return { createdByCard, changed: stale.length > 0 || createdByCard.size > 0 }
}

/**
 * Keeps the sending-off by a second yellow in step with the player's yellows in one game (issue 15): with two or more,
 * one draft suspension of 1 game (reason `second_yellow`) on the second card, as for a red; with fewer, the draft is
 * removed (a confirmed one stays: an admin decided it). Answers the id of a suspension it created.
 */
export async function reconcileSecondYellow(
  tx: Db,
  {
    organizationId,
    tournamentId,
    gameId,
    playerId,
    teamId,
  }: { organizationId: string; tournamentId: string; gameId: string; playerId: string; teamId: string },
): Promise<string | null> {
  const yellows = await tx
    .select({ id: gameCard.id, minute: gameCard.minute, createdAt: gameCard.createdAt })
    .from(gameCard)
    .where(
      and(
        eq(gameCard.organizationId, organizationId),
        eq(gameCard.gameId, gameId),
        eq(gameCard.playerId, playerId),
        eq(gameCard.type, 'yellow'),
      ),
    )
  const second = secondYellowOf([...yellows].sort(byMinuteThenEntry))
  const existing = await tx
    .select()
    .from(suspension)
    .where(
      and(
        eq(suspension.organizationId, organizationId),
        eq(suspension.earnedGameId, gameId),
        eq(suspension.playerId, playerId),
        eq(suspension.reason, 'second_yellow'),
      ),
    )
  if (!second) {
    const drafts = existing.filter((s) => s.isDraft)
    if (drafts.length > 0) {
      await tx.delete(suspension).where(
        inArray(
          suspension.id,
          drafts.map((s) => s.id),
        ),
      )
      await auditSuspensions(tx, organizationId, 'delete', drafts)
    }
    return null
  }
  const [kept] = existing
  if (kept) {
    if (kept.cardId !== second.id) {
      await tx.update(suspension).set({ cardId: second.id }).where(eq(suspension.id, kept.id))
      await recordAudit(tx, {
        organizationId,
        action: 'update',
        entityType: 'suspension',
        entityId: kept.id,
        before: { cardId: kept.cardId },
        after: { cardId: second.id },
      })
    }
    return null
  }
  const now = new Date()
  const [row] = await tx
    .insert(suspension)
    .values({
      organizationId,
      tournamentId,
      playerId,
      teamId,
      cardId: second.id,
      earnedGameId: gameId,
      reason: 'second_yellow',
      gamesCount: 1,
      skipEarnedGame: true,
      isDraft: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) return null
  await auditSuspensions(tx, organizationId, 'create', [row])
  return row.id
}

export async function tournamentSettingsOf(tx: Db, tournamentId: string): Promise<TournamentSettings> {
  const [row] = await tx
    .select({ settings: tournament.settings })
    .from(tournament)
    .where(eq(tournament.id, tournamentId))
  return TournamentSettingsSchema.parse(row?.settings ?? {})
}

async function yellowSettingOf(tx: Db, tournamentId: string): Promise<number | null> {
  return (await tournamentSettingsOf(tx, tournamentId)).yellowCardsForSuspension
}

export async function addCard({
  db,
  live,
  organizationId,
  gameId,
  data,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  gameId: string
  data: CreateCardInput
}): Promise<CreatedCard> {
  const outcome = await inGameTransaction(db, organizationId, gameId, async (tx) => {
    const current = await getGameRow(tx, organizationId, gameId, { active: true, forUpdate: true })
    if (current.suspendedAt) throw new AppError('GAME_SUSPENDED')
    if (data.teamId !== current.homeTeamId && data.teamId !== current.awayTeamId) {
      throw new AppError('VALIDATION_FAILED', {
        invalidParams: [{ name: 'teamId', reason: 'validation.team_not_in_game' }],
      })
    }
    if (!(await isOnRoster(tx, organizationId, data.teamId, data.playerId))) {
      throw new AppError('VALIDATION_FAILED', {
        invalidParams: [{ name: 'playerId', reason: 'validation.not_in_roster' }],
      })
    }
    const n = await yellowSettingOf(tx, current.tournamentId)
    const [card] = await tx
      .insert(gameCard)
      .values({
        organizationId,
        tournamentId: current.tournamentId,
        gameId,
        teamId: data.teamId,
        playerId: data.playerId,
        type: data.type,
        reason: data.reason || null,
        minute: data.minute ?? null,
        createdAt: new Date(),
      })
      .returning({ id: gameCard.id })
    if (!card) throw new AppError('INTERNAL')
    const written = await recountCards(tx, organizationId, current)
    const after = { cardId: card.id, ...data, playerName: await playerNameOf(tx, organizationId, data.playerId) }
    await recordAudit(tx, { organizationId, action: 'card_add', entityType: 'game', entityId: gameId, after })
    const yellowCount =
      (await yellowCountsOf(tx, organizationId, current.tournamentId, [data.playerId])).get(data.playerId) ?? 0
    let suspensionId: string | null = null
    if (data.type === 'red') {
      const draft = draftSuspensionsForCard({
        card: { type: 'red' },
        playerYellowCountInTournament: yellowCount,
        yellowCardsForSuspension: n,
      })
      if (draft) {
        const now = new Date()
        const [row] = await tx
          .insert(suspension)
          .values({
            organizationId,
            tournamentId: current.tournamentId,
            playerId: data.playerId,
            teamId: data.teamId,
            cardId: card.id,
            earnedGameId: gameId,
            reason: draft.reason,
            gamesCount: draft.gamesCount,
            skipEarnedGame: true,
            isDraft: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        if (row) await auditSuspensions(tx, organizationId, 'create', [row])
        suspensionId = row?.id ?? null
      }
    } else if (data.type === 'yellow') {
      const change = await reconcileYellowSuspensions(tx, {
        organizationId,
        tournamentId: current.tournamentId,
        playerId: data.playerId,
        yellowCardsForSuspension: n,
      })
      const sendingOff = await reconcileSecondYellow(tx, {
        organizationId,
        tournamentId: current.tournamentId,
        gameId,
        playerId: data.playerId,
        teamId: data.teamId,
      })
      suspensionId = sendingOff ?? change.createdByCard.get(card.id) ?? null
    }
    return {
      created: {
        id: card.id,
        gameVersion: written.version,
        yellowCount,
        warning: yellowCardWarning(yellowCount, n),
        suspensionId,
      },
      before: current,
      written,
    }
  })
  noteGameWrite(organizationId, outcome.before, outcome.written)
  const result = outcome.created
  await publishChange(live, organizationId, {
    entity: 'games',
    action: 'updated',
    id: gameId,
    version: result.gameVersion,
  })
  if (result.suspensionId) {
    await publishChange(live, organizationId, {
      entity: 'suspensions',
      action: 'created',
      id: result.suspensionId,
      version: 1,
    })
  }
  return result
}

export async function deleteCard({
  db,
  live,
  organizationId,
  gameId,
  cardId,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  gameId: string
  cardId: string
}): Promise<void> {
  assertUuid(cardId)
  const outcome = await inGameTransaction(db, organizationId, gameId, async (tx) => {
    const current = await getGameRow(tx, organizationId, gameId, { active: true, forUpdate: true })
    const [card] = await tx
      .select()
      .from(gameCard)
      .where(and(eq(gameCard.organizationId, organizationId), eq(gameCard.gameId, gameId), eq(gameCard.id, cardId)))
    if (!card) throw new AppError('NOT_FOUND')
    const drafts = await tx
      .delete(suspension)
      .where(
        and(eq(suspension.organizationId, organizationId), eq(suspension.cardId, cardId), eq(suspension.isDraft, true)),
      )
      .returning()
    await tx.delete(gameCard).where(eq(gameCard.id, cardId))
    const written = await recountCards(tx, organizationId, current)
    const { teamId, playerId, type, minute, reason } = card
    const removed = {
      cardId,
      teamId,
      playerId,
      type,
      minute,
      reason,
      playerName: await playerNameOf(tx, organizationId, playerId),
    }
    await recordAudit(tx, {
      organizationId,
      action: 'card_remove',
      entityType: 'game',
      entityId: gameId,
      before: removed,
    })
    // the draft suspension the card had drafted goes with it
    await auditSuspensions(tx, organizationId, 'delete', drafts)
    if (card.type === 'yellow') {
      await reconcileYellowSuspensions(tx, {
        organizationId,
        tournamentId: current.tournamentId,
        playerId: card.playerId,
        yellowCardsForSuspension: await yellowSettingOf(tx, current.tournamentId),
      })
      await reconcileSecondYellow(tx, {
        organizationId,
        tournamentId: current.tournamentId,
        gameId,
        playerId: card.playerId,
        teamId: card.teamId,
      })
    }
    return { before: current, written }
  })
  noteGameWrite(organizationId, outcome.before, outcome.written)
  const gameVersion = outcome.written.version
  await publishChange(live, organizationId, { entity: 'games', action: 'updated', id: gameId, version: gameVersion })
  await publishChange(live, organizationId, { entity: 'suspensions', action: 'updated' })
}

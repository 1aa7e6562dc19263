/** Adding and removing a game's cards, with the suspensions they create or remove. */
import { and, eq } from 'drizzle-orm'
import { draftSuspensionsForCard, yellowCardWarning } from '#domain/discipline/suspensions.ts'
import type { CreateCardInput, CreatedCard } from '#domain/games/game.schema.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import type { Db } from '#server/db/client.ts'
import { gameCard, suspension } from '#server/db/schema.ts'
import { guardGameWrite } from '#server/features/eligibility/eligibility.api.ts'
import { isOnRoster } from '#server/features/players/players.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recordAudit } from '#server/lib/audit.ts'
import { getGameRow } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import { assertUuid } from '#server/lib/tenant-rows.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { yellowCountsOf } from '../game-sheet.ts'
import { noteGameWrite } from '../standings-follow.ts'
import { auditSuspensions, reconcileYellowSuspensions } from './accumulation.ts'
import { inGameTransaction, playerNameOf, recountCards, yellowSettingOf } from './game-transaction.ts'
import { reconcileSecondYellow } from './second-yellows.ts'

export async function addCard({
  db,
  live,
  organizationId,
  gameId,
  data,
  role,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  gameId: string
  data: CreateCardInput
  /** the writer's role: only an admin or manager may book an ineligible player (decision 0038) */
  role: OrgRole
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
    const isHome = data.teamId === current.homeTeamId
    await guardGameWrite({
      tx,
      organizationId,
      row: current,
      named: { home: isHome ? [data.playerId] : [], away: isHome ? [] : [data.playerId] },
      override: { role, allowIneligible: data.allowIneligible, reason: data.ineligibleReason },
    })
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
    const { allowIneligible: _allow, ineligibleReason: _why, ...cardData } = data
    const after = { cardId: card.id, ...cardData, playerName: await playerNameOf(tx, organizationId, data.playerId) }
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

/** A game's states: publish, confirm, unconfirm, suspend, unsuspend. */
import type { GameSheet } from '#domain/games/game.schema.ts'
import { isPlayedYet } from '#domain/games/played-yet.ts'
import type { Db } from '#server/db/client.ts'
import type { game } from '#server/db/schema.ts'
import {
  announceGameOfBracket,
  assertGameOutsideBracket,
  checkGameOfBracket,
} from '#server/features/brackets/brackets.api.ts'
import { organizationTimeZone } from '#server/features/organizations/organizations.api.ts'
import { AppError } from '#server/lib/app-error.ts'
import { type GameRow, getGameRow } from '#server/lib/competition/game-view.ts'
import { publishChange } from '#server/lib/live-publish.ts'
import type { LiveHub } from '#server/live/live-hub.ts'
import { getGameSheet } from './game-sheet.ts'
import { stale, writeGame } from './update-game.ts'

export type GameTransition = 'publish' | 'confirm' | 'unconfirm' | 'suspend' | 'unsuspend'

/** What a state change sets, or null when the game is already there; throws when it is not allowed. */
function transitionValues(
  current: GameRow,
  transition: GameTransition,
  reason: string | null | undefined,
  now: Date,
  /** the league's, for `confirm` */
  timeZone?: string,
): Partial<typeof game.$inferInsert> | null {
  switch (transition) {
    case 'publish':
      return current.publishedAt ? null : { publishedAt: now }
    case 'confirm':
      if (current.suspendedAt) throw new AppError('GAME_SUSPENDED')
      if (!current.confirmedPlayedAt && timeZone && !isPlayedYet(current, now, timeZone)) {
        throw new AppError('GAME_NOT_PLAYED_YET')
      }
      return current.confirmedPlayedAt ? null : { confirmedPlayedAt: now, publishedAt: current.publishedAt ?? now }
    case 'unconfirm':
      return current.confirmedPlayedAt ? { confirmedPlayedAt: null } : null
    case 'suspend':
      if (current.confirmedPlayedAt) throw new AppError('GAME_CONFIRMED')
      if (current.suspendedAt && (reason === undefined || (reason || null) === current.suspendedReason)) return null
      return { suspendedAt: current.suspendedAt ?? now, suspendedReason: reason || null }
    case 'unsuspend':
      return current.suspendedAt ? { suspendedAt: null, suspendedReason: null } : null
  }
}

export async function transitionGame({
  db,
  live,
  organizationId,
  id,
  transition,
  version,
  reason,
}: {
  db: Db
  live: LiveHub
  organizationId: string
  id: string
  transition: GameTransition
  version?: number
  reason?: string | null
}): Promise<GameSheet> {
  const current = await getGameRow(db, organizationId, id, { active: true })
  if (version !== undefined && version !== current.version) return stale(db, organizationId, id)
  // a bracket's game is not suspended here (409 BRACKET_GAME): the bracket would go on without it
  if (transition === 'suspend') await assertGameOutsideBracket(db, organizationId, current)
  const timeZone = transition === 'confirm' ? await organizationTimeZone(db, organizationId) : undefined
  const values = transitionValues(current, transition, reason, new Date(), timeZone)
  if (values) {
    // a game of a knockout bracket: in one transaction with what its tie's outcome moves (brackets.service.ts)
    const { row, bracket } = current.bracketId
      ? await db.transaction(async (trx) => {
          const tx = trx as unknown as Db
          const written = await writeGame(tx, organizationId, current, values, transition)
          return { row: written, bracket: written ? await checkGameOfBracket(tx, organizationId, id) : null }
        })
      : { row: await writeGame(db, organizationId, current, values, transition), bracket: null }
    if (!row) return stale(db, organizationId, id)
    await publishChange(live, organizationId, { entity: 'games', action: 'updated', id, version: row.version })
    await announceGameOfBracket(live, organizationId, bracket)
  }
  return getGameSheet({ db, organizationId, id })
}

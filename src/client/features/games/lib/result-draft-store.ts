/**
 * A game's unsaved result kept on the phone (decision 0025), so a reload or a closed tab does not lose the goals
 * tapped in: one entry per user, organization and game in the offline module's cache database, which is wiped when the
 * session ends (decision 0018: phones are shared). It is not the sync queue: nothing here is ever sent; the user saves
 * or discards it on the sheet, and either removes it.
 */
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import type { KeyValueStore } from '#client/lib/offline/key-value-store.ts'
import { draftFromSheet, isSameResult, mergeResult, type ResultDraft } from './result-draft.ts'

/** Bumped when the entry changes shape: older entries are then ignored. */
export const RESULT_DRAFT_VERSION = 1
/** A draft older than this is dropped rather than restored (a league plays weekly; the cache keeps a week too). */
export const RESULT_DRAFT_MAX_AGE = 7 * 24 * 60 * 60 * 1000

export interface DraftOwner {
  userId: string
  organizationId: string
}

export interface StoredResultDraft {
  format: number
  /** the result saved when the entering started, and the game version it had */
  base: ResultDraft
  baseVersion: number
  /** what the user entered */
  draft: ResultDraft
  savedAt: number
}

const PREFIX = 'result-draft:'

export const resultDraftKey = ({ userId, organizationId }: DraftOwner, gameId: string) =>
  `${PREFIX}${userId}:${organizationId}:${gameId}`

export const isResultDraftKey = (key: string) => key.startsWith(PREFIX)

export async function saveResultDraft(
  store: KeyValueStore,
  owner: DraftOwner,
  gameId: string,
  entry: { base: ResultDraft; baseVersion: number; draft: ResultDraft },
  now = Date.now(),
): Promise<void> {
  const stored: StoredResultDraft = { format: RESULT_DRAFT_VERSION, ...entry, savedAt: now }
  await store.set(resultDraftKey(owner, gameId), stored)
}

/** The draft kept for this game, if any, recent and of this build's shape (a stale one is removed). */
export async function loadResultDraft(
  store: KeyValueStore,
  owner: DraftOwner,
  gameId: string,
  now = Date.now(),
): Promise<StoredResultDraft | null> {
  const key = resultDraftKey(owner, gameId)
  const stored = await store.get<StoredResultDraft>(key)
  if (!stored) return null
  if (stored.format !== RESULT_DRAFT_VERSION || now - stored.savedAt > RESULT_DRAFT_MAX_AGE) {
    await store.del(key)
    return null
  }
  return stored
}

export function removeResultDraft(store: KeyValueStore, owner: DraftOwner, gameId: string): Promise<void> {
  return store.del(resultDraftKey(owner, gameId))
}

/** What the result editor starts from when a kept draft is restored. */
export interface RestoredResult {
  base: ResultDraft
  version: number
  mine: ResultDraft
  conflict: { theirs: ResultDraft; version: number; source: 'live' } | null
}

/**
 * The editor's state for a kept draft, against the sheet as it is now; null when there is nothing left to restore
 * (the sheet already holds what the draft has):
 * - same version (or the sheet shown is older than the draft, e.g. a cache saved before the last live update): the
 *   entries on top of the draft's base;
 * - newer version with the same result saved (a card, a date change): the entries, now based on the new version;
 * - the result saved changed meanwhile: never silently either way; the conflict panel shows both (the entries merged
 *   with the other changes) and the user keeps theirs or takes the saved one.
 */
export function restoredResult(stored: StoredResultDraft, sheet: Pick<GameSheet, 'home' | 'away' | 'version'>) {
  const theirs = draftFromSheet(sheet)
  let restored: RestoredResult
  if (sheet.version <= stored.baseVersion) {
    const base = sheet.version === stored.baseVersion ? theirs : stored.base
    restored = { base, version: stored.baseVersion, mine: stored.draft, conflict: null }
  } else if (isSameResult(theirs, stored.base)) {
    restored = { base: theirs, version: sheet.version, mine: stored.draft, conflict: null }
  } else {
    const { draft } = mergeResult(stored.base, stored.draft, theirs)
    if (isSameResult(draft, theirs)) return null
    restored = {
      base: stored.base,
      version: stored.baseVersion,
      mine: draft,
      conflict: { theirs, version: sheet.version, source: 'live' },
    }
  }
  return isSameResult(restored.mine, restored.base) && !restored.conflict ? null : restored
}

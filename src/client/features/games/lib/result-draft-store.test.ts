import { describe, expect, it } from 'vitest'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { memoryStore } from '#client/lib/offline/key-value-store.ts'
import { saveQueryCache } from '#client/lib/offline/query-persister.ts'
import { sessionKeys } from '#client/lib/session/session-api.ts'
import { createTestQueryClient } from '#client/lib/testing/render.tsx'
import { draftFromSheet, EMPTY_RESULT, type ResultDraft, stepPlayerGoals, stepUnassigned } from './result-draft.ts'
import {
  loadResultDraft,
  RESULT_DRAFT_MAX_AGE,
  removeResultDraft,
  restoredResult,
  resultDraftKey,
  saveResultDraft,
} from './result-draft-store.ts'

const ANA = { userId: 'u-ana', organizationId: 'o1' }
const BEA = { userId: 'u-bea', organizationId: 'o1' }
const NOW = Date.parse('2026-11-25T12:00:00Z')

/** Ana's three goals, entered on version 3 of a 0–0 game. */
const mine: ResultDraft = stepPlayerGoals(
  stepPlayerGoals(stepPlayerGoals(EMPTY_RESULT, 'home', 'p1', 1), 'home', 'p1', 1),
  'home',
  'p1',
  1,
)

function sheetOf(result: ResultDraft, version: number): Pick<GameSheet, 'home' | 'away' | 'version'> {
  const side = (each: 'home' | 'away') =>
    ({
      unassignedGoals: result[each].unassigned,
      scorers: Object.entries(result[each].goals).map(([playerId, goals]) => ({
        playerId,
        goals,
        firstname: 'X',
        lastname: 'Y',
        jerseyNumber: null,
      })),
    }) as unknown as GameSheet['home']
  return { version, home: side('home'), away: side('away') }
}

describe('the result draft kept on the phone', () => {
  it('is kept per user, organization and game, read back as written, and removed', async () => {
    const store = memoryStore()
    await saveResultDraft(store, ANA, 'g1', { base: EMPTY_RESULT, baseVersion: 3, draft: mine }, NOW)
    expect(await loadResultDraft(store, ANA, 'g1', NOW)).toMatchObject({ baseVersion: 3, draft: mine })
    // another user on the same phone, another organization, another game: nothing
    expect(await loadResultDraft(store, BEA, 'g1', NOW)).toBeNull()
    expect(await loadResultDraft(store, { ...ANA, organizationId: 'o2' }, 'g1', NOW)).toBeNull()
    expect(await loadResultDraft(store, ANA, 'g2', NOW)).toBeNull()
    // a later change replaces the entry
    const more = stepUnassigned(mine, 'away', 1)
    await saveResultDraft(store, ANA, 'g1', { base: EMPTY_RESULT, baseVersion: 3, draft: more }, NOW)
    expect((await loadResultDraft(store, ANA, 'g1', NOW))?.draft).toEqual(more)
    expect(await store.keys()).toEqual([resultDraftKey(ANA, 'g1')])
    await removeResultDraft(store, ANA, 'g1')
    expect(await loadResultDraft(store, ANA, 'g1', NOW)).toBeNull()
    expect(await store.keys()).toEqual([])
  })

  it('drops a draft older than a week, or of another shape', async () => {
    const store = memoryStore()
    await saveResultDraft(store, ANA, 'g1', { base: EMPTY_RESULT, baseVersion: 3, draft: mine }, NOW)
    expect(await loadResultDraft(store, ANA, 'g1', NOW + RESULT_DRAFT_MAX_AGE)).not.toBeNull()
    expect(await loadResultDraft(store, ANA, 'g1', NOW + RESULT_DRAFT_MAX_AGE + 1)).toBeNull()
    expect(await store.keys()).toEqual([])
    await store.set(resultDraftKey(ANA, 'g1'), { format: 0, base: EMPTY_RESULT, baseVersion: 3, draft: mine })
    expect(await loadResultDraft(store, ANA, 'g1', NOW)).toBeNull()
    expect(await store.keys()).toEqual([])
  })

  it('is wiped with the offline cache when the session ends (shared phones)', async () => {
    const store = memoryStore()
    await saveResultDraft(store, ANA, 'g1', { base: EMPTY_RESULT, baseVersion: 3, draft: mine }, NOW)
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(sessionKeys.me(), null)
    await saveQueryCache(queryClient, store, NOW)
    expect(await store.keys()).toEqual([])
    expect(await loadResultDraft(store, ANA, 'g1', NOW)).toBeNull()
  })
})

describe('restoring a kept draft against the sheet as it is now', () => {
  /** a result as the sheet reads it back from the server (with its goal minutes, none here) */
  const read = (result: ResultDraft) => draftFromSheet(sheetOf(result, 0))
  const stored = { format: 1, base: EMPTY_RESULT, baseVersion: 3, draft: mine, savedAt: NOW }

  it('same version: the entries on top of the saved result, no conflict', () => {
    expect(restoredResult(stored, sheetOf(EMPTY_RESULT, 3))).toEqual({
      base: read(EMPTY_RESULT),
      version: 3,
      mine,
      conflict: null,
    })
  })

  it('a newer version with the same result (a card, a new date): the entries move onto it', () => {
    expect(restoredResult(stored, sheetOf(EMPTY_RESULT, 5))).toEqual({
      base: read(EMPTY_RESULT),
      version: 5,
      mine,
      conflict: null,
    })
  })

  it('a result saved by someone else meanwhile: a conflict with both, never silently overwritten', () => {
    const theirs = stepPlayerGoals(EMPTY_RESULT, 'away', 'p3', 1)
    const restored = restoredResult(stored, sheetOf(theirs, 6))
    expect(restored?.conflict).toEqual({ theirs: read(theirs), version: 6, source: 'live' })
    // mine keeps their away goal (I did not touch it) and my three
    expect(restored?.mine).toEqual({
      home: { goals: { p1: 3 }, unassigned: 0, minutes: {} },
      away: { goals: { p3: 1 }, unassigned: 0, minutes: {} },
    })
    expect(restored?.version).toBe(3)
  })

  it('the same result already saved, or nothing entered: nothing to restore', () => {
    expect(restoredResult(stored, sheetOf(mine, 6))).toBeNull()
    expect(restoredResult({ ...stored, draft: EMPTY_RESULT }, sheetOf(EMPTY_RESULT, 3))).toBeNull()
  })

  it('a sheet older than the draft (a cache saved before the last update): kept on the draft’s own base', () => {
    expect(restoredResult({ ...stored, baseVersion: 4 }, sheetOf(EMPTY_RESULT, 3))).toEqual({
      base: EMPTY_RESULT,
      version: 4,
      mine,
      conflict: null,
    })
  })
})

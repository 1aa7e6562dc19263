import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { getOfflineRuntime } from '#client/lib/offline/offline-runtime.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import {
  type DraftOwner,
  loadResultDraft,
  removeResultDraft,
  restoredResult,
  saveResultDraft,
} from '../lib/result-draft-store.ts'
import type { ResultEditor } from './use-result-editor.ts'

/**
 * Keeps the game sheet's unsaved result on the phone (lib/result-draft-store.ts) so a reload does not lose it: every
 * change while the result is dirty is written, with the version it is based on; opening the game brings it back
 * (`isRestored`, for the notice), still dirty; once it is not dirty any more (saved, discarded, queued offline, the
 * saved result taken) it is removed. A saved result that changed meanwhile comes back as the editor's conflict.
 * Keyed by user and organization and stored with the offline cache, which is wiped on sign-out.
 */
export function useResultDraftStore({
  gameId,
  sheet,
  editor,
  isEnabled,
}: {
  gameId: string
  /** the sheet as the editor is given it */
  sheet: GameSheet
  editor: ResultEditor
  /** the user can enter the result here (a viewer's sheet keeps nothing) */
  isEnabled: boolean
}) {
  const { me, organizationId } = useMembership()
  const userId = me?.user.id ?? null
  const owner = useMemo<DraftOwner | null>(
    () => (userId && organizationId && isEnabled ? { userId, organizationId } : null),
    [userId, organizationId, isEnabled],
  )
  // the draft kept for this game has been looked for: only then may a clean editor remove it
  const [loadedFor, setLoadedFor] = useState<{ owner: DraftOwner; gameId: string } | null>(null)
  const [isRestored, setIsRestored] = useState(false)
  const latest = useRef({ sheet, editor })
  latest.current = { sheet, editor }
  // writes go one after another, so a removal never lands before the write it follows
  const writes = useRef<Promise<unknown>>(Promise.resolve())
  const enqueue = useCallback((write: () => Promise<unknown>) => {
    writes.current = writes.current.then(write).catch(() => undefined)
  }, [])

  useEffect(() => {
    if (!owner) return
    const { cacheStore } = getOfflineRuntime()
    let isCurrent = true
    loadResultDraft(cacheStore, owner, gameId)
      .then((stored) => {
        if (!isCurrent) return
        const { sheet: current, editor: live } = latest.current
        // entries made while it loaded are newer than the kept ones: they stay (and replace them)
        const restored = stored && !live.isDirty ? restoredResult(stored, current) : null
        if (restored) {
          live.restore(restored)
          setIsRestored(true)
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setLoadedFor({ owner, gameId })
      })
    return () => {
      isCurrent = false
    }
  }, [owner, gameId])

  const isLoaded = owner !== null && loadedFor?.owner === owner && loadedFor.gameId === gameId
  const { draft, base, version, isDirty } = editor
  useEffect(() => {
    if (!isLoaded || !owner) return
    const { cacheStore } = getOfflineRuntime()
    if (isDirty) enqueue(() => saveResultDraft(cacheStore, owner, gameId, { base, baseVersion: version, draft }))
    else enqueue(() => removeResultDraft(cacheStore, owner, gameId))
  }, [isLoaded, owner, gameId, draft, base, version, isDirty, enqueue])

  // saved or discarded: the notice goes (and does not come back with the next tap)
  useEffect(() => {
    if (!isDirty) setIsRestored(false)
  }, [isDirty])

  return {
    /** the entries shown were kept from an earlier visit (until saved or discarded) */
    isRestored: isRestored && isDirty,
    dismissRestored: useCallback(() => setIsRestored(false), []),
  }
}

import { useCallback, useEffect, useRef, useState } from 'react'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import {
  draftFromSheet,
  isSameResult,
  mergeResult,
  type ResultDraft,
  type Side,
  setGoalMinute,
  stepPlayerGoals,
  stepUnassigned,
} from '../lib/result-draft.ts'
import type { RestoredResult } from '../lib/result-draft-store.ts'

export interface ResultConflict {
  /** the result saved now */
  theirs: ResultDraft
  version: number
  /** `save`: the server refused a save based on an old version; `live`: it changed while the user was entering */
  source: 'save' | 'live'
}

interface EditorState {
  /** the saved result the entering started from, and its game version */
  base: ResultDraft
  version: number
  /** what the user has entered */
  mine: ResultDraft
  conflict: ResultConflict | null
  /** someone else's changes were merged in (the user's entries stay) */
  wasMerged: boolean
}

const fromSheet = (sheet: GameSheet): EditorState => {
  const draft = draftFromSheet(sheet)
  return { base: draft, version: sheet.version, mine: draft, conflict: null, wasMerged: false }
}

/**
 * The result being entered on a game sheet, never overwriting anyone silently:
 * - the sheet changes (a card, a live update) and the result saved is still the one the user started from: only the
 *   version moves on, the entries stay;
 * - nothing was entered: the sheet's new result shows;
 * - the result saved changed too: values the user did not touch take the new ones; if the user changed one that was
 *   changed differently, or a save is refused as stale (409), `conflict` is set and the entries (merged with the other
 *   changes) stay until the user saves them on top of the new version or takes the saved result.
 */
export function useResultEditor(sheet: GameSheet) {
  const [state, setState] = useState<EditorState>(() => fromSheet(sheet))
  const latest = useRef(state)
  latest.current = state

  useEffect(() => {
    setState((current) => {
      if (sheet.version <= current.version && !current.conflict) return current
      if (current.conflict && sheet.version <= current.conflict.version) return current
      const theirs = draftFromSheet(sheet)
      const isDirty = !isSameResult(current.mine, current.base)
      if (!isDirty && !current.conflict) return fromSheet(sheet)
      if (isSameResult(theirs, current.base)) return { ...current, version: sheet.version }
      if (current.conflict) return { ...current, conflict: { ...current.conflict, theirs, version: sheet.version } }
      const { draft, conflicts } = mergeResult(current.base, current.mine, theirs)
      if (conflicts > 0) {
        return { ...current, mine: draft, conflict: { theirs, version: sheet.version, source: 'live' } }
      }
      return { base: theirs, version: sheet.version, mine: draft, conflict: null, wasMerged: true }
    })
  }, [sheet])

  const isDirty = !isSameResult(state.mine, state.base)

  return {
    draft: state.mine,
    /** the saved result the entries are based on (kept with a draft, see use-result-draft-store.ts) */
    base: state.base,
    version: state.version,
    isDirty,
    conflict: state.conflict,
    wasMerged: state.wasMerged,
    dismissMerged: useCallback(() => setState((current) => ({ ...current, wasMerged: false })), []),
    stepPlayer: useCallback(
      (side: Side, playerId: string, delta: number) =>
        setState((current) => ({ ...current, mine: stepPlayerGoals(current.mine, side, playerId, delta) })),
      [],
    ),
    setMinute: useCallback(
      (side: Side, playerId: string, index: number, minute: number | null) =>
        setState((current) => ({ ...current, mine: setGoalMinute(current.mine, side, playerId, index, minute) })),
      [],
    ),
    stepUnassigned: useCallback(
      (side: Side, delta: number) =>
        setState((current) => ({ ...current, mine: stepUnassigned(current.mine, side, delta) })),
      [],
    ),
    /** the save went through: the sheet it answered is the new base */
    saved: useCallback((saved: GameSheet) => setState(fromSheet(saved)), []),
    /** a save was refused as stale: the user decides, with the current sheet's result beside theirs */
    refused: useCallback(
      (current: GameSheet) =>
        setState((state) => {
          const theirs = draftFromSheet(current)
          // what the user entered, on top of what was saved meanwhile (their other changes kept)
          const { draft } = mergeResult(state.base, state.mine, theirs)
          return { ...state, mine: draft, conflict: { theirs, version: current.version, source: 'save' } }
        }),
      [],
    ),
    /** keeps the entries, now based on the saved version (the caller saves at once after a refused save) */
    keepMine: useCallback(() => {
      const { conflict, mine } = latest.current
      if (!conflict) return null
      setState({ base: conflict.theirs, version: conflict.version, mine, conflict: null, wasMerged: false })
      return { draft: mine, version: conflict.version, source: conflict.source }
    }, []),
    /** drops the entries: the saved result shows */
    takeTheirs: useCallback(() => {
      const { conflict } = latest.current
      if (!conflict) return
      setState({
        base: conflict.theirs,
        version: conflict.version,
        mine: conflict.theirs,
        conflict: null,
        wasMerged: false,
      })
    }, []),
    /** a draft kept on the phone, back after a reload */
    restore: useCallback((restored: RestoredResult) => setState({ ...restored, wasMerged: false }), []),
    /** back to the saved result */
    reset: useCallback(() => setState((current) => ({ ...current, mine: current.base, conflict: null })), []),
  }
}

export type ResultEditor = ReturnType<typeof useResultEditor>

import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import type { IneligibleOverride } from '#client/lib/competition/eligibility-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import type { PendingLineup } from '#client/lib/offline/sync-queue.ts'
import { isNetworkError, isSurelyOffline, type useSyncActions } from '#client/lib/offline/use-offline.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { SIDES, type Side } from '../lib/result-draft.ts'
import type { useGameWrites } from './use-game-sheet.ts'
import type { IneligibleOverrideState } from './use-ineligible-override.ts'

export type Lineups = Record<Side, string[]>

/** The saved lists, or the ones waiting on this phone to be sent (they replace them when sent). */
const savedOf = (game: GameSheet, pending: PendingLineup | null): Lineups => ({
  home: pending?.body.home ?? game.home.lineup.map((p) => p.playerId),
  away: pending?.body.away ?? game.away.lineup.map((p) => p.playerId),
})

const sameList = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join()

/**
 * The "Who played" ticks being entered (decision 0026). They live with the rest of the sheet's unsaved entries, so
 * "Save and confirm" sends them and leaving the sheet with unsaved ticks asks first, as it does for the result. A
 * line-up waiting on this phone (saved with no signal) counts as saved: its ticks show, also after a reload offline.
 */
export function useLineupDraft(game: GameSheet, pending: PendingLineup | null = null) {
  const saved = useMemo(() => savedOf(game, pending), [game, pending])
  const [checked, setChecked] = useState<Lineups>(saved)
  const savedKey = JSON.stringify(saved)
  // a save elsewhere (live), or the sheet read fresh after a cached one, shows here: the ticks follow the saved lists
  const [base, setBase] = useState(savedKey)
  if (base !== savedKey) {
    setBase(savedKey)
    setChecked(saved)
  }
  const isDirty = SIDES.some((side) => !sameList(checked[side], saved[side]))

  const toggle = (side: Side, playerId: string) =>
    setChecked((current) => ({
      ...current,
      [side]: current[side].includes(playerId)
        ? current[side].filter((id) => id !== playerId)
        : [...current[side], playerId],
    }))

  return { saved, base, checked, isDirty, isPending: pending !== null, toggle, reset: () => setChecked(saved) }
}

export type LineupDraft = ReturnType<typeof useLineupDraft>

/** What the card's save did: sent, kept on the phone for later (no signal), or held for the sheet's dialog. */
export type LineupSaveOutcome = 'saved' | 'queued' | 'held'

/**
 * The ticks and their writes: their card saves them alone, "Save and confirm" saves them first. A refusal because a
 * player may not play goes to the sheet's dialog ("save anyway" for an admin, then confirming goes on); any other
 * refusal stops there (the card's or the sheet's error, nothing confirmed). With no signal (surely offline, or a
 * request that never reached the server) the ticks go to the offline queue, as the result does, unless `mayQueue` is
 * false (an admin's correction of a locked report waits for signal: decision 0051); the queue sends them before the
 * game's result and cards, and a refusal then is the pending panel's, with retry or discard.
 */
export function useLineupSave(
  game: GameSheet,
  writes: ReturnType<typeof useGameWrites>,
  {
    organizationId,
    setFormError,
    ineligible,
    pending,
    sync,
    mayQueue,
  }: {
    organizationId: string
    setFormError: (message: string | null) => void
    ineligible: IneligibleOverrideState
    pending: PendingLineup | null
    sync: ReturnType<typeof useSyncActions>
    mayQueue: boolean
  },
) {
  const { t } = useTranslation()
  const toast = useToast()
  const lineup = useLineupDraft(game, pending)
  const send = async (override?: IneligibleOverride) => {
    const saved = await writes.saveLineups.mutateAsync({ ...lineup.checked, ...override })
    // what was waiting on the phone is in this save (the ticks started from it)
    if (pending) await sync.discard(pending.id)
    return saved
  }
  /** no signal: the ticks are stored on the phone (they replace an earlier line-up waiting there) */
  const saveOffline = async () => {
    await sync.enqueueLineup({
      organizationId,
      gameId: game.id,
      homeName: game.homeTeam.name,
      awayName: game.awayTeam.name,
      body: { home: lineup.checked.home, away: lineup.checked.away },
    })
    toast.info(t('offline.sync.saved_offline'))
  }
  /** the card's save (see LineupSaveOutcome); an error other than a held refusal is thrown for the card */
  const saveLineups = async (): Promise<LineupSaveOutcome> => {
    if (mayQueue && isSurelyOffline()) {
      await saveOffline()
      return 'queued'
    }
    try {
      await send()
      return 'saved'
    } catch (error) {
      if (mayQueue && isNetworkError(error)) {
        await saveOffline()
        return 'queued'
      }
      if (ineligible.hold(error, send)) return 'held'
      throw error
    }
  }
  /** true when there was nothing to save, it was saved or it was queued; `then` goes on after an admin's "save anyway" */
  const saveLineupsFirst = async (then: () => Promise<unknown>) => {
    if (!lineup.isDirty) return true
    setFormError(null)
    const queue = async () => {
      try {
        await saveOffline()
        return true
      } catch (error) {
        setFormError(errorMessage(t, error))
        return false
      }
    }
    if (mayQueue && isSurelyOffline()) return queue()
    try {
      await send()
      return true
    } catch (error) {
      if (mayQueue && isNetworkError(error)) return queue()
      const isHeld = ineligible.hold(error, async (override) => {
        await send(override)
        await then()
      })
      if (!isHeld) setFormError(errorMessage(t, error))
      return false
    }
  }
  return { lineup, saveLineups, saveLineupsFirst }
}

import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import type { IneligibleOverride } from '#client/lib/competition/eligibility-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { SIDES, type Side } from '../lib/result-draft.ts'
import type { useGameWrites } from './use-game-sheet.ts'
import type { IneligibleOverrideState } from './use-ineligible-override.ts'

export type Lineups = Record<Side, string[]>

const savedOf = (game: GameSheet): Lineups => ({
  home: game.home.lineup.map((p) => p.playerId),
  away: game.away.lineup.map((p) => p.playerId),
})

const sameList = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join()

/**
 * The "Who played" ticks being entered (decision 0026). They live with the rest of the sheet's unsaved entries, so
 * "Save and confirm" sends them and leaving the sheet with unsaved ticks asks first, as it does for the result.
 */
export function useLineupDraft(game: GameSheet) {
  const saved = useMemo(() => savedOf(game), [game])
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

  return { saved, base, checked, isDirty, toggle, reset: () => setChecked(saved) }
}

export type LineupDraft = ReturnType<typeof useLineupDraft>

/**
 * The ticks and their writes: their card saves them alone, "Save and confirm" saves them first. A refusal because a
 * player may not play goes to the sheet's dialog ("save anyway" for an admin, then confirming goes on); any other
 * refusal stops there (the card's or the sheet's error, nothing confirmed).
 */
export function useLineupSave(
  game: GameSheet,
  writes: ReturnType<typeof useGameWrites>,
  { setFormError, ineligible }: { setFormError: (message: string | null) => void; ineligible: IneligibleOverrideState },
) {
  const { t } = useTranslation()
  const lineup = useLineupDraft(game)
  const send = (override?: IneligibleOverride) => writes.saveLineups.mutateAsync({ ...lineup.checked, ...override })
  /** the card's save: true when saved; false when held for the dialog; any other error is thrown for the card */
  const saveLineups = async () => {
    try {
      await send()
      return true
    } catch (error) {
      if (ineligible.hold(error, send)) return false
      throw error
    }
  }
  /** true when there was nothing to save or it was saved; `then` goes on after an admin's "save anyway" */
  const saveLineupsFirst = async (then: () => Promise<unknown>) => {
    if (!lineup.isDirty) return true
    setFormError(null)
    try {
      await send()
      return true
    } catch (error) {
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

import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { SIDES, type Side } from '../lib/result-draft.ts'
import type { useGameWrites } from './use-game-sheet.ts'

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
 * The ticks and their writes: their card saves them alone (and shows its own error); "Save and confirm" saves them
 * first, and a refusal stops there (the sheet's error, nothing confirmed).
 */
export function useLineupSave(
  game: GameSheet,
  writes: ReturnType<typeof useGameWrites>,
  setFormError: (message: string | null) => void,
) {
  const { t } = useTranslation()
  const lineup = useLineupDraft(game)
  const saveLineups = () => writes.saveLineups.mutateAsync(lineup.checked)
  /** true when there was nothing to save or it was saved */
  const saveLineupsFirst = async () => {
    if (!lineup.isDirty) return true
    setFormError(null)
    try {
      await saveLineups()
      return true
    } catch (error) {
      setFormError(errorMessage(t, error))
      return false
    }
  }
  return { lineup, saveLineups, saveLineupsFirst }
}

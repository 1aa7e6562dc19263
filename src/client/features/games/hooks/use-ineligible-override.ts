import { useState } from 'react'
import {
  type IneligibleOverride,
  type IneligiblePlayer,
  ineligiblePlayersOf,
} from '#client/lib/competition/eligibility-api.ts'

/** A write the server refused because a player may not play (409 PLAYER_NOT_ELIGIBLE), and how to send it again. */
export interface IneligibleRefusal {
  players: IneligiblePlayer[]
  /** the same write with `allowIneligible: true` and the admin's reason (decision 0038) */
  resend: (override: IneligibleOverride) => Promise<unknown>
}

/**
 * The refusals of the sheet's writes (line-ups, result, cards) that name players who may not play: held for the
 * sheet's dialog, which lists them with their reasons and lets an admin or manager save anyway with a reason.
 */
export function useIneligibleOverride() {
  const [refusal, setRefusal] = useState<IneligibleRefusal | null>(null)
  /** true when `error` was such a refusal (now held for the dialog); the caller shows any other error itself */
  const hold = (error: unknown, resend: IneligibleRefusal['resend']) => {
    const players = ineligiblePlayersOf(error)
    if (!players) return false
    setRefusal({ players, resend })
    return true
  }
  return { refusal, hold, dismiss: () => setRefusal(null) }
}

export type IneligibleOverrideState = ReturnType<typeof useIneligibleOverride>

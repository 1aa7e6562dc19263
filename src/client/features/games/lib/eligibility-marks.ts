import type { TFunction } from 'i18next'
import type { GameEligibility } from '#client/lib/competition/eligibility-api.ts'
import { reasonsText } from '#client/lib/competition/eligibility-text.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'
import type { Side } from './result-draft.ts'

/** Per side, the players who may not play this game and why, in words ("Suspended: 1 more game"). */
export type IneligibleMarks = Record<Side, ReadonlyMap<string, string>>

export const NO_MARKS: IneligibleMarks = { home: new Map(), away: new Map() }

export function ineligibleMarks(t: TFunction, lang: Lang, eligibility: GameEligibility | undefined): IneligibleMarks {
  if (!eligibility) return NO_MARKS
  const marks = (players: GameEligibility['home']['players'] | undefined) =>
    new Map(
      (Array.isArray(players) ? players : [])
        .filter((player) => player.eligible === false)
        .map((player) => [player.playerId, reasonsText(t, lang, player.reasons ?? [])] as const),
    )
  return { home: marks(eligibility.home?.players), away: marks(eligibility.away?.players) }
}

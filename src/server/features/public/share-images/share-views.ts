/**
 * What a share image shows: whitelisted view types, mapped field by field from published data in one place
 * (share-images.service.ts). Names, scores, dates already formatted, venue names; never a DNI, e-mail, birth date,
 * phone or note, because none of those has a field here.
 */
import type { ShareWords } from './share-text.ts'

export type ShareGame = {
  home: string
  away: string
  /** the score, once the result is confirmed; else null */
  score: { home: number; away: number } | null
  /** the result is a walkover ("W.O." beside the score) */
  isWalkover: boolean
  /** the day and time (or the day only when the time is hidden), formatted; null when not dated */
  when: string | null
  isSuspended: boolean
  /** venue (and field) name */
  venue: string | null
  /** the shoot-out that decided a level knockout tie, once confirmed */
  penalties: { home: number; away: number } | null
  /** a knockout game's cup and round ("Copa de Oro · Semifinal"); null for any other game */
  cup: string | null
  /** on a knockout tie's last leg once decided: the aggregate and who went through ("global 3–2 · pasa Pumas") */
  outcome: string | null
}

export type ShareStandingLine = {
  position: number
  team: string
  played: number
  goalDifference: number
  points: number
}

export type ShareZone = { name: string | null; standings: ShareStandingLine[] }

export type ShareHeader = {
  leagueName: string
  /** the league's logo as a PNG data URL, or null */
  logo: string | null
}

export type ShareImageView =
  | {
      kind: 'og-league'
      lang: ShareWords
      header: ShareHeader
      tournamentName: string | null
      standings: ShareStandingLine[]
    }
  | {
      kind: 'og-tournament'
      lang: ShareWords
      header: ShareHeader
      tournamentName: string
      /** every zone (group) in order, each with its first lines; one zone with a null name when there are no zones */
      zones: ShareZone[]
    }
  | {
      kind: 'og-game'
      lang: ShareWords
      header: ShareHeader
      tournamentName: string
      roundLabel: string | null
      game: ShareGame
    }
  | {
      kind: 'portrait-round'
      lang: ShareWords
      header: ShareHeader
      tournamentName: string
      roundLabel: string
      dayLabel: string | null
      /** every game of the round has its result: the image is titled "Results", else "Fixtures" */
      isResults: boolean
      games: ShareGame[]
    }
  | {
      kind: 'portrait-game'
      lang: ShareWords
      header: ShareHeader
      tournamentName: string
      roundLabel: string | null
      game: ShareGame
      scorers: { home: string[]; away: string[] }
    }

export const SHARE_SIZES = {
  'og-league': { width: 1200, height: 630 },
  'og-tournament': { width: 1200, height: 630 },
  'og-game': { width: 1200, height: 630 },
  'portrait-round': { width: 1080, height: 1350 },
  'portrait-game': { width: 1080, height: 1350 },
} as const satisfies Record<ShareImageView['kind'], { width: number; height: number }>

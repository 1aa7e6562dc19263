/**
 * What a double booking (409 TEAM_BUSY / VENUE_BUSY, decision 0020) says, in the league's time zone: the game already
 * there with its span, the place it takes (the field, when games name fields) and how long the tournament's games
 * last, so a wrong length is found where it is set (decision 0041). One text for the dialog and the schedule rows.
 */
import type { TFunction } from 'i18next'
import type { Lang } from '#domain/navigation/locale-path.ts'
import { formatGameTime, gameWhen } from './competition-display.ts'

export type BookingConflict = {
  gameId: string
  gameChecked?: string
  homeTeam: { id: string; name: string }
  awayTeam: { id: string; name: string }
  playAt: string | null
  isPlayAtTimeHidden: boolean
  location: { id: string; name: string } | null
  /** the field the other game takes; null for the whole venue */
  field?: { id: string; name: string } | null
  /** when the other game ends, and its tournament's game length */
  endsAt?: string
  minutes?: number
  teamId: string | null
}

export function overlapMessage(t: TFunction, lang: Lang, code: string, conflict: BookingConflict): string {
  const game = `${conflict.homeTeam.name} – ${conflict.awayTeam.name}`
  const when = gameWhen(t, lang, { playAt: conflict.playAt, isPlayAtTimeHidden: conflict.isPlayAtTimeHidden })
  const team = conflict.teamId === conflict.homeTeam.id ? conflict.homeTeam.name : conflict.awayTeam.name
  const place = [conflict.location?.name, conflict.field?.name].filter(Boolean).join(' · ')
  const isVenue = code === 'VENUE_BUSY'
  if (conflict.isPlayAtTimeHidden || !conflict.endsAt || !conflict.minutes) {
    return isVenue
      ? t('schedule.overlap.venue_busy', { venue: place, game, when })
      : t('schedule.overlap.team_busy', { team, game, when })
  }
  const span = { game, when, until: formatGameTime(conflict.endsAt, lang), minutes: conflict.minutes }
  return isVenue
    ? t('schedule.overlap.venue_busy_span', { place, ...span })
    : t('schedule.overlap.team_busy_span', { team, ...span })
}

/**
 * A game's date, time and place as a form holds them, and back: the date and time in the league's time zone (issue
 * 15; whatever the device's), the time optionally hidden. A game with a date and no time (or a hidden one) is saved at 12:00 UTC of
 * that day with `isPlayAtTimeHidden`, as generated fixtures are (decision 0007): the same calendar day from UTC−11
 * to UTC+11.
 */
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { wallClockIn, zonedTimeToInstant } from '#domain/organizations/time-zone.ts'

export interface ScheduleValues {
  /** YYYY-MM-DD or '' (no date) */
  date: string
  /** HH:mm or '' */
  time: string
  isTimeHidden: boolean
  /** '' = none */
  locationId: string
  fieldId: string
}

export const EMPTY_SCHEDULE: ScheduleValues = { date: '', time: '', isTimeHidden: false, locationId: '', fieldId: '' }

export function scheduleValues(game: {
  playAt: string | null
  isPlayAtTimeHidden: boolean
  locationId: string | null
  fieldId: string | null
}): ScheduleValues {
  const place = { locationId: game.locationId ?? '', fieldId: game.fieldId ?? '' }
  if (!game.playAt) return { ...EMPTY_SCHEDULE, ...place }
  const instant = new Date(game.playAt)
  if (Number.isNaN(instant.getTime())) return { ...EMPTY_SCHEDULE, ...place }
  if (game.isPlayAtTimeHidden) {
    return { date: game.playAt.slice(0, 10), time: '', isTimeHidden: true, ...place }
  }
  return { ...wallClockIn(instant, leagueTimeZone()), isTimeHidden: false, ...place }
}

/** `playAt` and `isPlayAtTimeHidden` for the API: null without a date. */
export function schedulePlayAt(values: Pick<ScheduleValues, 'date' | 'time' | 'isTimeHidden'>): {
  playAt: string | null
  isPlayAtTimeHidden: boolean
} {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) return { playAt: null, isPlayAtTimeHidden: false }
  const time = /^(\d{2}):(\d{2})$/.exec(values.time)
  if (values.isTimeHidden || !time) return { playAt: `${values.date}T12:00:00Z`, isPlayAtTimeHidden: true }
  return { playAt: zonedTimeToInstant(values.date, values.time, leagueTimeZone()), isPlayAtTimeHidden: false }
}

/** The place for the API: a field implies its venue; '' is none. */
export function schedulePlace(values: Pick<ScheduleValues, 'locationId' | 'fieldId'>): {
  locationId: string | null
  fieldId: string | null
} {
  return { locationId: values.locationId || null, fieldId: values.locationId && values.fieldId ? values.fieldId : null }
}

/**
 * The zone sent with edits that move games by whole days, so that each keeps the time of day the league sees
 * (across a daylight-saving change too): the league's.
 */
export function viewerTimeZone(): string | undefined {
  return leagueTimeZone()
}

/**
 * The time and "time to be confirmed" are independent inputs (decision 0025): neither disables the other. Typing a time
 * means it is known, so the switch goes off; switching it on keeps the typed time in the field (the game is saved
 * with its day only, and the time comes back when the switch goes off again).
 */
export function withTime<T extends ScheduleValues>(values: T, time: string): T {
  return { ...values, time, isTimeHidden: isTimeText(time) ? false : values.isTimeHidden }
}

/** A whole `HH:mm` time (what the time picker publishes once typed or picked). */
export function isTimeText(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text)
}

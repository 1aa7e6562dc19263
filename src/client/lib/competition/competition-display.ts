/**
 * How the competition shows dates, rounds, people and game states. Pure functions (the translation function is
 * passed in), tested in competition-display.test.ts.
 */
import type { TFunction } from 'i18next'
import { dateLocale } from '#client/lib/lang.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'
import { signedNumber } from '#domain/numbers/signed-number.ts'
import { zonedTimeToInstant } from '#domain/organizations/time-zone.ts'
import type { Game } from './competition-api.ts'

/** A round's name, or "Jornada n" (es), "Fecha n" (es-AR) / "Round n" when it has none. */
export function roundLabel(t: TFunction, round: { number: number; name: string | null }): string {
  return round.name?.trim() || t('fixtures.round_n', { number: round.number })
}

const formats = new Map<string, Intl.DateTimeFormat>()
function format(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`
  let known = formats.get(key)
  if (!known) {
    known = new Intl.DateTimeFormat(dateLocale(lang), options)
    formats.set(key, known)
  }
  return known
}

/** A calendar day (`YYYY-MM-DD`, no time zone): "sáb, 4 nov 2026" / "Sat 4 Nov 2026". */
export function formatDay(day: string, lang: Lang, { withYear = true }: { withYear?: boolean } = {}): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return ''
  return format(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date)
}

/** The day of an instant in the league's time zone (or `timeZone`): "sáb, 4 nov". */
export function formatGameDay(instant: string, lang: Lang, timeZone: string = leagueTimeZone()): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return ''
  return format(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(date)
}

/** The time of an instant in the league's time zone (or `timeZone`): "18:30". */
export function formatGameTime(instant: string, lang: Lang, timeZone: string = leagueTimeZone()): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return ''
  return format(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date)
}

/** When a game is played, as one line: "sáb, 4 nov · 18:30", "sáb, 4 nov · hora a confirmar", "Sin fecha". */
export function gameWhen(
  t: TFunction,
  lang: Lang,
  game: Pick<Game, 'playAt' | 'isPlayAtTimeHidden'>,
  timeZone?: string,
): string {
  if (!game.playAt) return t('fixtures.no_date')
  // a hidden time is 12:00 UTC of the day (decision 0007): its day is the UTC one, wherever the league is
  if (game.isPlayAtTimeHidden) return `${formatGameDay(game.playAt, lang, 'UTC')} · ${t('fixtures.time_hidden')}`
  const zone = timeZone ?? leagueTimeZone()
  return `${formatGameDay(game.playAt, lang, zone)} · ${formatGameTime(game.playAt, lang, zone)}`
}

/** Where: "Complejo Norte · Cancha 1", or '' without a venue. */
export function gameWhere(game: Pick<Game, 'location' | 'field'>): string {
  return [game.location?.name, game.field?.name].filter(Boolean).join(' · ')
}

/** What a game shows as its state: a result entered and not confirmed yet shows as `played`. */
export type DisplayState = Game['state'] | 'played'

export function displayState(game: Pick<Game, 'state' | 'hasResult'>): DisplayState {
  if ((game.state === 'draft' || game.state === 'published') && game.hasResult) return 'played'
  return game.state
}

/** "Ana Pérez", with the shirt number first when there is one: "10 · Ana Pérez". */
export function playerLabel(player: { firstname: string; lastname: string; jerseyNumber?: number | null }): string {
  const name = `${player.firstname} ${player.lastname}`.trim()
  return player.jerseyNumber === null || player.jerseyNumber === undefined ? name : `${player.jerseyNumber} · ${name}`
}

/**
 * A yellow-card warning (N−1: `one_more`, N: `reached`) as the game sheet and the player page say it:
 * "yellows: 2; one more and a suspension follows".
 */
export function yellowWarningText(
  t: TFunction,
  warning: 'one_more' | 'reached',
  yellowCount: number,
  limit: number | null,
): string {
  return t(`games.warnings.${warning}`, { count: yellowCount, limit: limit ?? yellowCount })
}

export function personName(person: { firstname: string; lastname: string }): string {
  return `${person.firstname} ${person.lastname}`.trim()
}

/** A signed number: +3, −2, 0 (a real minus sign; one rule with the server's pages: domain/numbers). */
export function signed(value: number): string {
  return signedNumber(value)
}

/** Monday 00:00 of the week of `now`, in the league's time zone (or `timeZone`), as ISO 8601 (dashboard `weekStart`). */
export function weekStartOf(now: Date, timeZone: string = leagueTimeZone()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  const today = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)))
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000)
  return zonedTimeToInstant(monday.toISOString().slice(0, 10), '00:00', timeZone)
}

/** A local date-time as ISO 8601 with the viewer's offset: 2026-11-23T00:00:00-03:00. */
export function toOffsetIso(date: Date): string {
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0')
  const offset = -date.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  )
}

/** A contract value as a message key segment: goalDifference → goal_difference (keys are lower snake case). */
export function keyOf(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

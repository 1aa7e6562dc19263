import type { TFunction } from 'i18next'
import { categoryText } from '#client/lib/competition/eligibility-text.ts'
import { formatDate } from '#client/lib/formatters.ts'
import type { RegistrationRules } from '#domain/competition/settings.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'

/**
 * The registered list's rules (lista de buena fe, decision 0038) in plain words, one sentence a rule: "The list closes
 * on 15 Mar 2027.", "At most 30 players per team.", … With none set, the one sentence that says anyone can be added.
 */
export function registrationSummary(t: TFunction, lang: Lang, rules: RegistrationRules | undefined): string[] {
  if (!rules) return [t('tournaments.registration.summary.none')]
  const lines: string[] = []
  if (rules.closesAt)
    lines.push(t('tournaments.registration.summary.closes', { date: formatDate(rules.closesAt, lang) }))
  if (rules.maxPlayers !== null)
    lines.push(t('tournaments.registration.summary.max_players', { count: rules.maxPlayers }))
  const category = categoryText(t, lang, rules)
  if (category) lines.push(t('tournaments.registration.summary.category', { range: category }))
  if (rules.onePerTournament) lines.push(t('tournaments.registration.summary.one_team'))
  if (rules.requiresApproval) lines.push(t('tournaments.registration.summary.approval'))
  if (rules.maxPlayersPerGame !== null)
    lines.push(t('tournaments.registration.summary.max_per_game', { count: rules.maxPlayersPerGame }))
  return lines.length > 0 ? lines : [t('tournaments.registration.summary.none')]
}

/** `closesAt` as the day the date input shows (the reader's day). */
export function closesOnDay(closesAt: string | null): string {
  if (!closesAt) return ''
  const date = new Date(closesAt)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day picked, as the instant the list closes: the end of that day where the admin is. */
export function closesAtOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const end = new Date(`${day}T23:59:59`)
  return Number.isNaN(end.getTime()) ? null : end.toISOString()
}

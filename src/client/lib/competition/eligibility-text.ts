/**
 * The registered list and eligibility in words (decision 0038): why a player may not play ("Suspended: 1 more game"),
 * which rule an addition breaks, with its numbers ("the list is full (30 of 30)"), and a category's dates. The game
 * sheet, the team's page and the requests page all say them the same way.
 */
import type { TFunction } from 'i18next'
import { isApiError } from '#client/lib/api-client.ts'
import { formatDate } from '#client/lib/formatters.ts'
import type { EligibilityReason, RuleBreach } from '#domain/eligibility/eligibility.schema.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'

/** A calendar date (YYYY-MM-DD) as the reader writes it: read in UTC, so no time zone moves it a day. */
export const formatDay = (day: string, lang: Lang) => formatDate(day, lang, { timeZone: 'UTC' })

/** "born 01/01/2010 to 31/12/2011", or one bound; '' with none. */
export function categoryText(
  t: TFunction,
  lang: Lang,
  { bornFrom, bornTo }: { bornFrom?: string | null; bornTo?: string | null },
): string {
  if (bornFrom && bornTo)
    return t('eligibility.born_between', { from: formatDay(bornFrom, lang), to: formatDay(bornTo, lang) })
  if (bornFrom) return t('eligibility.born_from', { from: formatDay(bornFrom, lang) })
  if (bornTo) return t('eligibility.born_to', { to: formatDay(bornTo, lang) })
  return ''
}

/** Why one player may not play, in words. */
export function reasonText(t: TFunction, lang: Lang, reason: EligibilityReason): string {
  switch (reason.code) {
    case 'SUSPENDED':
      return reason.gamesLeft === 1
        ? t('eligibility.reasons.suspended_one_game')
        : t('eligibility.reasons.suspended_games', { count: reason.gamesLeft })
    case 'NOT_APPROVED':
      return t(`eligibility.reasons.not_approved_${reason.status}`)
    case 'OUTSIDE_CATEGORY':
      return t('eligibility.reasons.outside_category', { range: categoryText(t, lang, reason) })
    case 'ON_ANOTHER_TEAM':
      return t('eligibility.reasons.on_another_team', { team: reason.teamName })
    default:
      return t(`eligibility.reasons.${reason.code.toLowerCase()}`)
  }
}

export const reasonsText = (t: TFunction, lang: Lang, reasons: readonly EligibilityReason[]) =>
  reasons.map((reason) => reasonText(t, lang, reason)).join(' · ')

/** A rule of the registered list an addition breaks, with its numbers. */
export function breachText(t: TFunction, lang: Lang, breach: RuleBreach): string {
  const tournament = breach.tournamentName
  switch (breach.code) {
    case 'ROSTER_FULL':
      return t('registration_rules.roster_full', { tournament, count: breach.count ?? 0, max: breach.max ?? 0 })
    case 'OUTSIDE_CATEGORY':
      return t('registration_rules.outside_category', { tournament, range: categoryText(t, lang, breach) })
    case 'ON_ANOTHER_TEAM':
      return t('registration_rules.on_another_team', { tournament, team: breach.teamName ?? '' })
    case 'REGISTRATION_CLOSED':
      return t('registration_rules.registration_closed', {
        tournament,
        date: breach.closesAt ? formatDate(breach.closesAt, lang) : '',
      })
    default:
      return t(`registration_rules.${breach.code.toLowerCase()}`, { tournament })
  }
}

const RULE_CODES = new Set<string>([
  'ROSTER_FULL',
  'OUTSIDE_CATEGORY',
  'BIRTH_DATE_MISSING',
  'ON_ANOTHER_TEAM',
  'REGISTRATION_CLOSED',
])

/**
 * A roster addition refused by a rule (409 ROSTER_FULL, OUTSIDE_CATEGORY, …) in words with its numbers, read from the
 * problem's `rule` (or its own fields); null for any other error (the caller says `errors.<CODE>`).
 */
export function ruleErrorText(t: TFunction, lang: Lang, error: unknown): string | null {
  if (!isApiError(error) || !RULE_CODES.has(error.code)) return null
  const problem = error.problem ?? {}
  const rule = (
    typeof problem.rule === 'object' && problem.rule !== null ? problem.rule : problem
  ) as Partial<RuleBreach>
  if (typeof rule.tournamentName !== 'string') return t(`errors.${error.code}`)
  return breachText(t, lang, { ...rule, code: error.code } as RuleBreach)
}

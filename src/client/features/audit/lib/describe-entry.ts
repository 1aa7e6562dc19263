/**
 * One audit entry as a sentence people read ("Ana changed the score 1–0 → 2–1", "Ana set jersey number 7 → 9"):
 * the action's line, then the changed fields worth showing. Pure: `t` and the value formatter come in.
 */
import type { TFunction } from 'i18next'
import type { AuditEntry } from '../api/audit-api.ts'

type T = TFunction

/**
 * Fields with a label (audit.fields.*); others are not listed in the details: ids, codes without a label here, and
 * the scorers (a score's line shows the goals; the entry keeps who scored).
 */
export const LABELLED_FIELDS = [
  'firstname',
  'lastname',
  'dni',
  'email',
  'birthDate',
  'position',
  'jerseyNumber',
  'name',
  'alias',
  'settings',
  'playAt',
  'isPlayAtTimeHidden',
  'homeUnassignedGoals',
  'awayUnassignedGoals',
  'homePenalties',
  'awayPenalties',
  'publishedAt',
  'confirmedPlayedAt',
  'suspendedAt',
  'suspendedReason',
  'gamesCount',
  'note',
  'isDraft',
  'isDraftSuspensionIgnored',
  'skipEarnedGame',
  'points',
  'reason',
  'role',
  'teamIds',
  'photo',
  'picture',
  'logo',
  'publicSlug',
  'timeZone',
  'leagues',
  'address',
  'fields',
  'date',
  'number',
] as const

const LABELLED = new Set<string>(LABELLED_FIELDS)

export type ValueFormatter = (field: string, value: unknown) => string

function score(values: Record<string, unknown> | null): string | null {
  if (!values || (!('homeGoals' in values) && !('awayGoals' in values))) return null
  return `${values.homeGoals ?? 0}–${values.awayGoals ?? 0}`
}

/** The actor's name, or "someone"/"the system" when it is not known. */
export function actorOf(entry: AuditEntry, t: T): string {
  return entry.actor.name || entry.actor.email || t('audit.system')
}

/** The main line of an entry (without the actor's name: the list shows it in bold before). */
export function describeAction(entry: AuditEntry, t: T): string {
  const entity = t(`audit.entities.${entry.entityType}`)
  const values = entry.after ?? entry.before ?? {}
  switch (entry.action) {
    case 'score': {
      const before = score(entry.before)
      const after = score(entry.after)
      return before && after ? t('audit.actions.score_change', { before, after }) : t('audit.actions.score')
    }
    case 'walkover': {
      // set or cleared: the line says which and the score
      const after = score(entry.after)
      const isSet = typeof entry.after?.walkover === 'string'
      return after
        ? t(isSet ? 'audit.actions.walkover_set' : 'audit.actions.walkover_cleared', { score: after })
        : t('audit.actions.walkover')
    }
    case 'card_add':
    case 'card_remove':
      return t(`audit.actions.${entry.action}`, {
        card: t(`audit.cards.${String(values.type ?? 'yellow')}`),
        player: String(values.playerName ?? '—'),
      })
    case 'lineup': {
      const count = (side: unknown) => (Array.isArray(side) ? side.length : 0)
      return t('audit.actions.lineup', { home: count(values.home), away: count(values.away) })
    }
    case 'roster_add':
    case 'roster_remove':
    case 'roster_approve':
    case 'roster_reject':
    case 'ineligible_fielded':
      return t(`audit.actions.${entry.action}`, { player: String(values.playerName ?? '—') })
    default:
      return t(`audit.actions.${entry.action}`, { entity, defaultValue: `${entry.action} ${entity}` })
  }
}

/** "jersey number 7 → 9", one per changed field worth showing (updates); for a create or delete, its values. */
export function describeChanges(entry: AuditEntry, t: T, format: ValueFormatter): string[] {
  const { before, after } = entry
  const fields = Object.keys(after ?? before ?? {}).filter((field) => LABELLED.has(field))
  // a score's goals are in the main line; a card's or roster's values too
  const inMainLine = ['card_add', 'card_remove', 'roster_add', 'roster_remove', 'roster_approve', 'roster_reject']
  if ([...inMainLine, 'ineligible_fielded', 'lineup'].includes(entry.action)) return []
  return fields.map((field) => {
    const label = t(`audit.fields.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)
    if (before && after) {
      return t('audit.change', {
        field: label,
        before: format(field, before[field]),
        after: format(field, after[field]),
      })
    }
    return t('audit.value', { field: label, value: format(field, (after ?? before)?.[field]) })
  })
}

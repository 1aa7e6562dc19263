/**
 * The registered list's rules on an addition or an approval (decision 0038). Pure: the caller loads, for every
 * tournament the team plays, its rules, the team's approved count and where else the player is listed.
 *
 * - ROSTER_FULL, OUTSIDE_CATEGORY, BIRTH_DATE_MISSING and ON_ANOTHER_TEAM refuse the entry whoever asks.
 * - REGISTRATION_CLOSED (after `closesAt`): an admin or manager adds (or approves) anyway, a late addition; anyone else's
 *   request is kept as pending with that reason.
 * - `requiresApproval`: anyone else's addition waits as pending for an admin or manager.
 * Who "anyone else" is comes from `canDecide`: today only admins and managers may add, so every addition is decided at
 * once; a role that may ask without deciding (a team delegate) plugs in through `canDecideRoster`.
 */
import type { RegistrationRules } from '#domain/competition/settings.ts'
import type { OrgRole } from '#domain/organizations/roles.ts'
import { hasCategory, isInCategory } from './check-eligibility.ts'
import type { RuleBreach } from './eligibility.schema.ts'

/** Who approves, rejects and adds after the close: admins and managers. */
export function canDecideRoster(role: OrgRole | string): boolean {
  return role === 'admin' || role === 'manager'
}

export interface TournamentRegistration {
  readonly tournamentId: string
  readonly tournamentName: string
  readonly rules: RegistrationRules
  /** approved players on the team's list, not counting this player */
  readonly approvedCount: number
  /** other teams of the tournament with the player approved or pending on their list */
  readonly otherTeams: readonly { teamId: string; teamName: string }[]
}

export interface RegistrationCheckInput {
  readonly tournaments: readonly TournamentRegistration[]
  /** YYYY-MM-DD or null */
  readonly birthDate: string | null
  readonly now: Date
}

/** Every rule the entry would break, tournament by tournament. */
export function registrationBreaches(input: RegistrationCheckInput): RuleBreach[] {
  const breaches: RuleBreach[] = []
  for (const t of input.tournaments) {
    const at = { tournamentId: t.tournamentId, tournamentName: t.tournamentName }
    const { rules } = t
    if (rules.maxPlayers !== null && t.approvedCount >= rules.maxPlayers)
      breaches.push({ code: 'ROSTER_FULL', ...at, count: t.approvedCount, max: rules.maxPlayers })
    if (hasCategory(rules) && input.birthDate === null) breaches.push({ code: 'BIRTH_DATE_MISSING', ...at })
    else if (input.birthDate !== null && hasCategory(rules) && !isInCategory(input.birthDate, rules))
      breaches.push({ code: 'OUTSIDE_CATEGORY', ...at, bornFrom: rules.bornFrom, bornTo: rules.bornTo })
    const other = rules.onePerTournament ? t.otherTeams[0] : undefined
    if (other) breaches.push({ code: 'ON_ANOTHER_TEAM', ...at, teamId: other.teamId, teamName: other.teamName })
    if (rules.closesAt !== null && input.now.getTime() > Date.parse(rules.closesAt))
      breaches.push({ code: 'REGISTRATION_CLOSED', ...at, closesAt: rules.closesAt })
  }
  return breaches
}

export type AdditionOutcome =
  | { outcome: 'approved' }
  | { outcome: 'pending'; reason: 'REGISTRATION_CLOSED' | 'REQUIRES_APPROVAL' }
  | { outcome: 'refused'; breach: RuleBreach }

/** What becomes of an addition: approved at once, kept pending, or refused with the first rule it breaks. */
export function decideAddition(input: RegistrationCheckInput & { canDecide: boolean }): AdditionOutcome {
  const breaches = registrationBreaches(input)
  const refusal = breaches.find((b) => b.code !== 'REGISTRATION_CLOSED')
  if (refusal) return { outcome: 'refused', breach: refusal }
  if (input.canDecide) return { outcome: 'approved' }
  if (breaches.length > 0) return { outcome: 'pending', reason: 'REGISTRATION_CLOSED' }
  if (input.tournaments.some((t) => t.rules.requiresApproval))
    return { outcome: 'pending', reason: 'REQUIRES_APPROVAL' }
  return { outcome: 'approved' }
}

/** An approval by an admin or manager: refused by the first rule it breaks, the close aside (a late addition). */
export function approvalBreach(input: RegistrationCheckInput): RuleBreach | null {
  return registrationBreaches(input).find((b) => b.code !== 'REGISTRATION_CLOSED') ?? null
}

/** "30 of 30", "born on or after 2009-01-01" … the numbers of a breach, for the problem's `detail`. */
export function describeBreach(breach: RuleBreach): string {
  const where = `tournament "${breach.tournamentName}"`
  switch (breach.code) {
    case 'ROSTER_FULL':
      return `${breach.count} of ${breach.max} approved players (${where})`
    case 'OUTSIDE_CATEGORY':
      return `category born ${breach.bornFrom ?? '…'} to ${breach.bornTo ?? '…'} (${where})`
    case 'BIRTH_DATE_MISSING':
      return `the player has no birth date and ${where} has a category`
    case 'ON_ANOTHER_TEAM':
      return `already on the list of "${breach.teamName}" (${where})`
    case 'REGISTRATION_CLOSED':
      return `registration closed at ${breach.closesAt} (${where})`
  }
}

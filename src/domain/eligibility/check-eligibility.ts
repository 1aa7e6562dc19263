/**
 * Eligibility at a game (decision 0038): for one side, each player's `{ eligible, reasons }`. Pure: the caller loads the
 * side's registered list, the tournament's registration rules, the other teams' lists in the tournament and the
 * player's suspensions (already resolved for this game by domain/discipline/suspensions.ts isSuspendedAt). The same
 * function answers `GET games/{id}/eligibility` and guards line-ups, goals and cards, so what the sheet shows as
 * ineligible is exactly what a write refuses.
 *
 * - NOT_APPROVED: the entry is pending or rejected (only approved players play).
 * - OUTSIDE_CATEGORY / BIRTH_DATE_MISSING: the category is a range of birth dates, so the game's date does not move it
 *   (a Sub-17 player who has a birthday during the season stays in); without a birth date a player is not eligible in
 *   a tournament with a category.
 * - ON_ANOTHER_TEAM (`onePerTournament`): the player is also approved on another team of the tournament, and that entry
 *   came first (approved earlier; on a tie, the smaller team id): the first list keeps the player.
 * - SUSPENDED: each active suspension that keeps the player out of this game, with its games left.
 * - NOT_ON_LIST: asked about a player who is not on the side's list at all.
 * - TEAM_OWES: the team owes more than the tournament's `fees.blockLineupOver` (debtors don't play, decision 0048):
 *   every player of the side, with the balance and the limit; the caller loads the balance when the limit is set.
 */
import type { RegistrationRules } from '#domain/competition/settings.ts'
import { owesTooMuch } from '#domain/money/charges.ts'
import type { EligibilityReason, PlayerEligibility, RosterStatus } from './eligibility.schema.ts'

export interface ListEntry {
  readonly playerId: string
  readonly name: string
  readonly number: number | null
  readonly status: RosterStatus
  /** YYYY-MM-DD, or null when unknown */
  readonly birthDate: string | null
  /** when the entry was approved (ISO 8601), or when it was asked while not approved */
  readonly since: string
}

/** An approved entry of another team of the tournament. */
export interface OtherTeamEntry {
  readonly teamId: string
  readonly teamName: string
  readonly playerId: string
  readonly since: string
}

/** A confirmed suspension that keeps the player out of this game. */
export interface GameSuspension {
  readonly id: string
  readonly playerId: string
  readonly gamesLeft: number
}

export interface SideEligibilityInput {
  readonly teamId: string
  readonly rules: Pick<RegistrationRules, 'bornFrom' | 'bornTo' | 'onePerTournament'>
  readonly list: readonly ListEntry[]
  readonly otherTeams: readonly OtherTeamEntry[]
  readonly suspensions: readonly GameSuspension[]
  /** the team's balance and the tournament's `blockLineupOver`, when it has one (decision 0048) */
  readonly debt?: { readonly balance: number; readonly over: number } | null
}

/** Whether a birth date is inside the category (both ends inclusive; an open end is no limit). */
export function isInCategory(birthDate: string, rules: Pick<RegistrationRules, 'bornFrom' | 'bornTo'>): boolean {
  if (rules.bornFrom !== null && birthDate < rules.bornFrom) return false
  if (rules.bornTo !== null && birthDate > rules.bornTo) return false
  return true
}

export function hasCategory(rules: Pick<RegistrationRules, 'bornFrom' | 'bornTo'>): boolean {
  return rules.bornFrom !== null || rules.bornTo !== null
}

function categoryReasons(entry: ListEntry, rules: SideEligibilityInput['rules']): EligibilityReason[] {
  if (!hasCategory(rules)) return []
  if (entry.birthDate === null) return [{ code: 'BIRTH_DATE_MISSING' }]
  if (isInCategory(entry.birthDate, rules)) return []
  return [{ code: 'OUTSIDE_CATEGORY', bornFrom: rules.bornFrom, bornTo: rules.bornTo }]
}

type OthersByPlayer = Map<string, OtherTeamEntry[]>

function othersByPlayer(input: SideEligibilityInput): OthersByPlayer {
  const byPlayer: OthersByPlayer = new Map()
  if (!input.rules.onePerTournament) return byPlayer
  for (const other of input.otherTeams) {
    if (other.teamId === input.teamId) continue
    const list = byPlayer.get(other.playerId)
    if (list) list.push(other)
    else byPlayer.set(other.playerId, [other])
  }
  return byPlayer
}

function firstOtherTeam(entry: ListEntry, input: SideEligibilityInput, others: OthersByPlayer) {
  return others
    .get(entry.playerId)
    ?.find((other) => other.since < entry.since || (other.since === entry.since && other.teamId < input.teamId))
}

function reasonsOf(entry: ListEntry, input: SideEligibilityInput, others: OthersByPlayer): EligibilityReason[] {
  const reasons: EligibilityReason[] = []
  for (const s of input.suspensions)
    if (s.playerId === entry.playerId) reasons.push({ code: 'SUSPENDED', suspensionId: s.id, gamesLeft: s.gamesLeft })
  if (entry.status !== 'approved') reasons.push({ code: 'NOT_APPROVED', status: entry.status })
  reasons.push(...categoryReasons(entry, input.rules))
  const other = entry.status === 'approved' ? firstOtherTeam(entry, input, others) : undefined
  if (other) reasons.push({ code: 'ON_ANOTHER_TEAM', teamId: other.teamId, teamName: other.teamName })
  const debt = input.debt
  if (debt && owesTooMuch(debt.balance, { blockLineupOver: debt.over })) {
    reasons.push({ code: 'TEAM_OWES', balance: debt.balance, over: debt.over })
  }
  return reasons
}

/** Every player of the side's list, in the list's order. */
export function checkSideEligibility(input: SideEligibilityInput): PlayerEligibility[] {
  const others = othersByPlayer(input)
  return input.list.map((entry) => {
    const reasons = reasonsOf(entry, input, others)
    return { playerId: entry.playerId, name: entry.name, number: entry.number, eligible: reasons.length === 0, reasons }
  })
}

/**
 * The players among `playerIds` who may not play for the side, with their reasons (NOT_ON_LIST for one who is not on
 * the list). Empty: every one may play.
 */
export function ineligiblePlayers(
  input: SideEligibilityInput,
  playerIds: readonly string[],
): { playerId: string; reasons: EligibilityReason[] }[] {
  const byId = new Map(checkSideEligibility(input).map((p) => [p.playerId, p]))
  const found: { playerId: string; reasons: EligibilityReason[] }[] = []
  for (const playerId of new Set(playerIds)) {
    const player = byId.get(playerId)
    if (!player) found.push({ playerId, reasons: [{ code: 'NOT_ON_LIST' }] })
    else if (!player.eligible) found.push({ playerId, reasons: player.reasons })
  }
  return found
}

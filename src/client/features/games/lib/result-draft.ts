/**
 * The result being entered on the game sheet: goals per player of each side plus unassigned goals (own goals,
 * unknown scorer). The score is their sum, always (docs/product.md); values are whole numbers 0–99. Pure functions, so the
 * sheet's buttons and the conflict handling are tested without a browser (result-draft.test.ts).
 */
import type { GameSheet, GameStatsInput } from '#client/lib/competition/competition-api.ts'
import { GOALS_MAX, MINUTE_MAX } from '#client/lib/competition/competition-constants.ts'
import { personName } from '#client/lib/competition/competition-display.ts'

export type Side = 'home' | 'away'
export const SIDES: readonly Side[] = ['home', 'away']

export interface SideDraft {
  /** goals by player id; players without goals are absent */
  goals: Readonly<Record<string, number>>
  unassigned: number
  /** the minutes typed for a player's goals, by goal (null: not noted); never more than their goals */
  minutes?: Readonly<Record<string, readonly (number | null)[]>>
}

export interface ResultDraft {
  home: SideDraft
  away: SideDraft
}

export const EMPTY_RESULT: ResultDraft = { home: { goals: {}, unassigned: 0 }, away: { goals: {}, unassigned: 0 } }

/** A whole number of goals between 0 and GOALS_MAX (fractions truncated, as the server does). */
export function clampGoals(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(GOALS_MAX, Math.max(0, Math.trunc(value)))
}

function sideFromSheet(side: GameSheet['home']): SideDraft {
  const goals: Record<string, number> = {}
  const minutes: Record<string, number[]> = {}
  for (const scorer of side.scorers) {
    if (scorer.goals > 0) goals[scorer.playerId] = scorer.goals
    if (scorer.minutes?.length) minutes[scorer.playerId] = scorer.minutes
  }
  return { goals, unassigned: side.unassignedGoals, minutes }
}

/** A minute as typed: a whole number 0–MINUTE_MAX, else null (nothing noted, or not valid). */
export function parseMinute(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value <= MINUTE_MAX ? value : null
}

export function playerMinutes(draft: ResultDraft, side: Side, playerId: string): readonly (number | null)[] {
  return draft[side].minutes?.[playerId] ?? []
}

/** Notes (or clears, with null) the minute of a player's goal number `index` (0-based). */
export function setGoalMinute(
  draft: ResultDraft,
  side: Side,
  playerId: string,
  index: number,
  minute: number | null,
): ResultDraft {
  const list = [...playerMinutes(draft, side, playerId)]
  while (list.length <= index) list.push(null)
  list[index] = minute
  while (list.length > 0 && list[list.length - 1] === null) list.pop()
  const minutes = { ...draft[side].minutes }
  if (list.length === 0) delete minutes[playerId]
  else minutes[playerId] = list
  return { ...draft, [side]: { ...draft[side], minutes } }
}

const noted = (list: readonly (number | null)[] | undefined) =>
  (list ?? []).filter((m): m is number => m !== null).sort((a, b) => a - b)

/** The result as the sheet has it saved. */
export function draftFromSheet(sheet: Pick<GameSheet, 'home' | 'away'>): ResultDraft {
  return { home: sideFromSheet(sheet.home), away: sideFromSheet(sheet.away) }
}

/** A side's score: the sum of its players' goals and its unassigned goals. */
export function sideScore(side: SideDraft): number {
  let total = side.unassigned
  for (const goals of Object.values(side.goals)) total += goals
  return total
}

export function scoreOf(draft: ResultDraft): { home: number; away: number } {
  return { home: sideScore(draft.home), away: sideScore(draft.away) }
}

export function playerGoals(draft: ResultDraft, side: Side, playerId: string): number {
  return draft[side].goals[playerId] ?? 0
}

/** Sets one player's goals (clamped); zero removes the entry. */
export function setPlayerGoals(draft: ResultDraft, side: Side, playerId: string, value: number): ResultDraft {
  const goals = { ...draft[side].goals }
  const next = clampGoals(value)
  if (next === 0) delete goals[playerId]
  else goals[playerId] = next
  // a goal taken back takes its minute with it (the last one typed)
  const minutes = { ...draft[side].minutes }
  const list = minutes[playerId]
  if (list && list.length > next) {
    if (next === 0) delete minutes[playerId]
    else minutes[playerId] = list.slice(0, next)
  }
  return { ...draft, [side]: { ...draft[side], goals, minutes } }
}

/** +1 / −1 on a player (never below 0 nor above GOALS_MAX). */
export function stepPlayerGoals(draft: ResultDraft, side: Side, playerId: string, delta: number): ResultDraft {
  return setPlayerGoals(draft, side, playerId, playerGoals(draft, side, playerId) + delta)
}

export function stepUnassigned(draft: ResultDraft, side: Side, delta: number): ResultDraft {
  return { ...draft, [side]: { ...draft[side], unassigned: clampGoals(draft[side].unassigned + delta) } }
}

function sameSide(a: SideDraft, b: SideDraft): boolean {
  if (a.unassigned !== b.unassigned) return false
  const ids = new Set([...Object.keys(a.goals), ...Object.keys(b.goals)])
  for (const id of ids) if ((a.goals[id] ?? 0) !== (b.goals[id] ?? 0)) return false
  const minuteIds = new Set([...Object.keys(a.minutes ?? {}), ...Object.keys(b.minutes ?? {})])
  for (const id of minuteIds)
    if (JSON.stringify(noted(a.minutes?.[id])) !== JSON.stringify(noted(b.minutes?.[id]))) return false
  return true
}

export function isSameResult(a: ResultDraft, b: ResultDraft): boolean {
  return sameSide(a.home, b.home) && sameSide(a.away, b.away)
}

function sideBody(side: SideDraft) {
  return {
    goals: Object.entries(side.goals)
      .filter(([, goals]) => goals > 0)
      .map(([playerId, goals]) => {
        const minutes = noted(side.minutes?.[playerId]).slice(0, clampGoals(goals))
        return { playerId, goals: clampGoals(goals), minutes }
      }),
    unassignedGoals: clampGoals(side.unassigned),
  }
}

/** The body of `PUT games/{id}/stats`: players without goals left out. */
export function statsBody(
  draft: ResultDraft,
  { version, confirm }: { version?: number; confirm?: boolean } = {},
): GameStatsInput {
  return {
    ...(version === undefined ? {} : { version }),
    home: sideBody(draft.home),
    away: sideBody(draft.away),
    ...(confirm ? { confirm: true } : {}),
  }
}

/**
 * Three-way merge of the result: `base` is what the editing started from, `mine` what the user has now, `theirs` what
 * is saved now. Each value (a player's goals, the unassigned goals of a side) the user did not touch takes theirs; one
 * only the user changed stays; one both changed differently is a conflict (the user's value stays in `draft`).
 */
export function mergeResult(
  base: ResultDraft,
  mine: ResultDraft,
  theirs: ResultDraft,
): { draft: ResultDraft; conflicts: number } {
  let conflicts = 0
  const pick = (baseValue: number, mineValue: number, theirsValue: number) => {
    if (mineValue === baseValue) return theirsValue
    if (theirsValue !== baseValue && theirsValue !== mineValue) conflicts += 1
    return mineValue
  }
  const mergeSide = (side: Side): SideDraft => {
    const ids = new Set([
      ...Object.keys(base[side].goals),
      ...Object.keys(mine[side].goals),
      ...Object.keys(theirs[side].goals),
    ])
    const goals: Record<string, number> = {}
    for (const id of ids) {
      const value = pick(base[side].goals[id] ?? 0, mine[side].goals[id] ?? 0, theirs[side].goals[id] ?? 0)
      if (value > 0) goals[id] = value
    }
    // a player's minutes merge as one value
    const minutes: Record<string, (number | null)[]> = {}
    const minuteIds = new Set([
      ...Object.keys(base[side].minutes ?? {}),
      ...Object.keys(mine[side].minutes ?? {}),
      ...Object.keys(theirs[side].minutes ?? {}),
    ])
    for (const id of minuteIds) {
      const [b, m, th] = [base, mine, theirs].map((d) => JSON.stringify(noted(d[side].minutes?.[id]))) as [
        string,
        string,
        string,
      ]
      const chosen = m === b ? theirs : mine
      if (m !== b && th !== b && th !== m) conflicts += 1
      const list = chosen[side].minutes?.[id]
      if (list?.length && (goals[id] ?? 0) > 0) minutes[id] = [...list].slice(0, goals[id])
    }
    return {
      goals,
      unassigned: pick(base[side].unassigned, mine[side].unassigned, theirs[side].unassigned),
      minutes,
    }
  }
  return { draft: { home: mergeSide('home'), away: mergeSide('away') }, conflicts }
}

export interface RosterRow {
  id: string
  firstname: string
  lastname: string
  jerseyNumber: number | null
  /** not on the team's roster any more, but holds goals in this game */
  isFormer: boolean
}

/** The players to pick scorers and cards from: the roster, plus anyone holding goals who left it; by number, then name. */
export function rosterRows(side: GameSheet['home']): RosterRow[] {
  const rows: RosterRow[] = side.players.map((player) => ({ ...player, isFormer: false }))
  const known = new Set(rows.map((row) => row.id))
  for (const scorer of side.scorers) {
    if (known.has(scorer.playerId)) continue
    known.add(scorer.playerId)
    rows.push({
      id: scorer.playerId,
      firstname: scorer.firstname,
      lastname: scorer.lastname,
      jerseyNumber: scorer.jerseyNumber,
      isFormer: true,
    })
  }
  return rows.sort(
    (a, b) =>
      (a.jerseyNumber ?? Number.MAX_SAFE_INTEGER) - (b.jerseyNumber ?? Number.MAX_SAFE_INTEGER) ||
      a.lastname.localeCompare(b.lastname) ||
      a.firstname.localeCompare(b.firstname),
  )
}

/** The result a stats body holds (a result waiting to be sent), as a draft. */
export function draftFromStats(body: Pick<GameStatsInput, 'home' | 'away'>): ResultDraft {
  const side = (each: GameStatsInput['home']): SideDraft => {
    const goals: Record<string, number> = {}
    const minutes: Record<string, number[]> = {}
    if (!each) return { goals, unassigned: 0, minutes }
    for (const goal of each.goals) {
      if (goal.goals > 0) goals[goal.playerId] = goal.goals
      if (goal.minutes?.length) minutes[goal.playerId] = goal.minutes
    }
    return { goals, unassigned: each.unassignedGoals, minutes }
  }
  return { home: side(body.home), away: side(body.away) }
}

/**
 * The sheet as it will be once a result waiting to be sent is saved: each side's goals, unassigned goals and scorers
 * (named from the roster, or from the scorers the sheet had). The version stays the one the result is based on.
 */
export function sheetWithResult(sheet: GameSheet, draft: ResultDraft): GameSheet {
  const side = (each: Side): GameSheet['home'] => {
    const data = sheet[each]
    const known = new Map<string, { firstname: string; lastname: string; jerseyNumber: number | null }>()
    for (const scorer of data.scorers) known.set(scorer.playerId, scorer)
    for (const player of data.players) known.set(player.id, player)
    const scorers = Object.entries(draft[each].goals).flatMap(([playerId, goals]) => {
      const person = known.get(playerId)
      return person && goals > 0
        ? [
            {
              playerId,
              firstname: person.firstname,
              lastname: person.lastname,
              jerseyNumber: person.jerseyNumber,
              goals,
              minutes: noted(draft[each].minutes?.[playerId]).slice(0, goals),
            },
          ]
        : []
    })
    return { ...data, goals: sideScore(draft[each]), unassignedGoals: draft[each].unassigned, scorers }
  }
  const score = scoreOf(draft)
  return {
    ...sheet,
    hasResult: true,
    homeGoals: score.home,
    awayGoals: score.away,
    home: side('home'),
    away: side('away'),
  }
}

/** Every player of the sheet (both rosters and line-ups) by id, named as the sheet names them. */
export function sheetPlayerNames(game: GameSheet): Map<string, string> {
  const names = new Map<string, string>()
  for (const side of SIDES) {
    for (const player of game[side].lineup) names.set(player.playerId, personName(player))
    for (const player of rosterRows(game[side])) names.set(player.id, personName(player))
  }
  return names
}

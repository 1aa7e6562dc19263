import { describe, expect, it } from 'vitest'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { GameStatsInputSchema } from '#domain/games/game.schema.ts'
import {
  clampGoals,
  draftFromSheet,
  EMPTY_RESULT,
  isSameResult,
  mergeResult,
  parseMinute,
  type ResultDraft,
  rosterRows,
  scoreOf,
  setGoalMinute,
  setPlayerGoals,
  statsBody,
  stepPlayerGoals,
  stepUnassigned,
} from './result-draft.ts'

const P1 = '11111111-1111-4111-8111-111111111111'
const P2 = '22222222-2222-4222-8222-222222222222'
const P3 = '33333333-3333-4333-8333-333333333333'

function side(overrides: Partial<GameSheet['home']> = {}): GameSheet['home'] {
  return {
    teamId: 't',
    teamName: 'Team',
    goals: 0,
    unassignedGoals: 0,
    scorers: [],
    lineup: [],
    cards: [],
    suspendedPlayers: [],
    warnings: [],
    players: [],
    ...overrides,
  }
}

describe('the score', () => {
  it('is the sum of the players’ goals and the unassigned goals, per side', () => {
    let draft: ResultDraft = EMPTY_RESULT
    draft = stepPlayerGoals(draft, 'home', P1, 1)
    draft = stepPlayerGoals(draft, 'home', P1, 1)
    draft = stepPlayerGoals(draft, 'home', P2, 1)
    draft = stepUnassigned(draft, 'home', 1)
    draft = stepPlayerGoals(draft, 'away', P3, 1)
    expect(scoreOf(draft)).toEqual({ home: 4, away: 1 })
  })

  it('never goes below zero nor above 99, and fractions are truncated', () => {
    expect(scoreOf(stepPlayerGoals(EMPTY_RESULT, 'home', P1, -1))).toEqual({ home: 0, away: 0 })
    expect(scoreOf(stepUnassigned(EMPTY_RESULT, 'away', -3))).toEqual({ home: 0, away: 0 })
    expect(scoreOf(setPlayerGoals(EMPTY_RESULT, 'home', P1, 250))).toEqual({ home: 99, away: 0 })
    expect(clampGoals(2.9)).toBe(2)
    expect(clampGoals(Number.NaN)).toBe(0)
  })

  it('a player stepped back to zero leaves the result (no zero rows are sent)', () => {
    const draft = stepPlayerGoals(stepPlayerGoals(EMPTY_RESULT, 'home', P1, 1), 'home', P1, -1)
    expect(draft.home.goals).toEqual({})
    expect(isSameResult(draft, EMPTY_RESULT)).toBe(true)
  })
})

describe('draftFromSheet and statsBody', () => {
  it('reads the saved scorers and writes the body the contract accepts', () => {
    const sheet = {
      home: side({
        unassignedGoals: 1,
        scorers: [{ playerId: P1, firstname: 'A', lastname: 'B', jerseyNumber: 9, goals: 2, minutes: [] }],
      }),
      away: side(),
    }
    const draft = draftFromSheet(sheet)
    expect(scoreOf(draft)).toEqual({ home: 3, away: 0 })
    const body = statsBody(stepPlayerGoals(draft, 'away', P2, 1), { version: 4, confirm: true })
    expect(body).toEqual({
      version: 4,
      home: { goals: [{ playerId: P1, goals: 2, minutes: [] }], unassignedGoals: 1 },
      away: { goals: [{ playerId: P2, goals: 1, minutes: [] }], unassignedGoals: 0 },
      confirm: true,
    })
    expect(GameStatsInputSchema.safeParse(body).success).toBe(true)
  })

  it('leaves version and confirm out unless given', () => {
    expect(statsBody(EMPTY_RESULT)).toEqual({
      home: { goals: [], unassignedGoals: 0 },
      away: { goals: [], unassignedGoals: 0 },
    })
  })
})

describe('mergeResult (someone else saved while the user was entering)', () => {
  const base = setPlayerGoals(EMPTY_RESULT, 'home', P1, 1)

  it('takes their values where the user changed nothing, and keeps the user’s', () => {
    const mine = stepPlayerGoals(base, 'away', P3, 1)
    const theirs = stepUnassigned(base, 'home', 1)
    const { draft, conflicts } = mergeResult(base, mine, theirs)
    expect(conflicts).toBe(0)
    expect(scoreOf(draft)).toEqual({ home: 2, away: 1 })
  })

  it('counts a conflict when both changed the same value differently, keeping the user’s', () => {
    const mine = setPlayerGoals(base, 'home', P1, 2)
    const theirs = setPlayerGoals(base, 'home', P1, 3)
    const { draft, conflicts } = mergeResult(base, mine, theirs)
    expect(conflicts).toBe(1)
    expect(draft.home.goals[P1]).toBe(2)
  })

  it('the same change on both sides is no conflict', () => {
    const mine = setPlayerGoals(base, 'home', P2, 1)
    expect(mergeResult(base, mine, mine).conflicts).toBe(0)
  })

  it('a player removed by them and untouched by the user goes away', () => {
    const { draft } = mergeResult(base, base, EMPTY_RESULT)
    expect(draft.home.goals).toEqual({})
  })
})

describe('rosterRows', () => {
  it('lists the roster by shirt number, then name, plus former players holding goals', () => {
    const rows = rosterRows(
      side({
        players: [
          { id: P2, firstname: 'Zoe', lastname: 'Ruiz', jerseyNumber: null },
          { id: P1, firstname: 'Ana', lastname: 'Paz', jerseyNumber: 10 },
        ],
        scorers: [{ playerId: P3, firstname: 'Eva', lastname: 'Gil', jerseyNumber: 4, goals: 1, minutes: [] }],
      }),
    )
    expect(rows.map((row) => [row.id, row.isFormer])).toEqual([
      [P3, true],
      [P1, false],
      [P2, false],
    ])
  })
})

describe('goal minutes', () => {
  const P = '11111111-1111-4111-8111-111111111111'
  it('parses a minute 0–130 and nothing else', () => {
    expect([parseMinute('0'), parseMinute('23'), parseMinute('130'), parseMinute(' 7 ')]).toEqual([0, 23, 130, 7])
    expect([parseMinute(''), parseMinute('131'), parseMinute('2.5'), parseMinute('-1'), parseMinute('abc')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('keeps a minute per goal, sends them ascending, and a goal taken back drops its minute', () => {
    let draft = stepPlayerGoals(EMPTY_RESULT, 'home', P, 2)
    draft = setGoalMinute(draft, 'home', P, 0, 67)
    draft = setGoalMinute(draft, 'home', P, 1, 23)
    expect(statsBody(draft).home?.goals).toEqual([{ playerId: P, goals: 2, minutes: [23, 67] }])
    expect(isSameResult(draft, stepPlayerGoals(EMPTY_RESULT, 'home', P, 2))).toBe(false)
    draft = stepPlayerGoals(draft, 'home', P, -1)
    expect(statsBody(draft).home?.goals).toEqual([{ playerId: P, goals: 1, minutes: [67] }])
    draft = setGoalMinute(draft, 'home', P, 0, null)
    expect(statsBody(draft).home?.goals).toEqual([{ playerId: P, goals: 1, minutes: [] }])
  })

  it('reads the minutes from the sheet and merges them as one value per player', () => {
    const base = stepPlayerGoals(EMPTY_RESULT, 'home', P, 1)
    const mine = setGoalMinute(base, 'home', P, 0, 10)
    const theirs = setGoalMinute(base, 'home', P, 0, 12)
    expect(mergeResult(base, mine, base).draft.home.minutes).toEqual({ [P]: [10] })
    expect(mergeResult(base, base, theirs).draft.home.minutes).toEqual({ [P]: [12] })
    expect(mergeResult(base, mine, theirs).conflicts).toBe(1)
  })
})

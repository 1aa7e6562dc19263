import { describe, expect, test } from 'vitest'
import { DEFAULT_TOURNAMENT_SETTINGS, TIE_BREAKERS, TournamentSettingsSchema } from './settings.ts'

describe('TournamentSettingsSchema', () => {
  test('defaults', () => {
    expect(TournamentSettingsSchema.parse({})).toEqual({
      genre: 'any',
      teamSize: 11,
      points: { win: 3, draw: 1, loss: 0 },
      fairPlay: { yellow: 1, blue: 2, red: 3 },
      yellowCardsForSuspension: null,
      secondYellowCountsTowardAccumulation: false,
      qualifiers: { goldCup: 0, silverCup: 0, ascend: 0, descend: 0 },
      tieBreakers: ['points', 'goalDifference', 'goalsFor', 'headToHead', 'fairPlay', 'drawOfLots'],
      matchMinutes: null,
      walkoverScore: { winner: 3, loser: 0 },
      reportConfirmHours: 48,
      registration: {
        closesAt: null,
        maxPlayers: null,
        bornFrom: null,
        bornTo: null,
        onePerTournament: true,
        requiresApproval: false,
        maxPlayersPerGame: null,
      },
      fees: {
        registration: 0,
        perGame: 0,
        perGameOnWalkoverWin: false,
        yellow: 0,
        blue: 0,
        red: 0,
        secondYellow: 0,
        walkoverFine: 0,
        blockLineupOver: null,
      },
      officialFees: { referee: 0, assistant: 0 },
    })
    expect(DEFAULT_TOURNAMENT_SETTINGS).toEqual(TournamentSettingsSchema.parse({}))
  })

  test('defaults are frozen and never shared with a parse result', () => {
    expect(Object.isFrozen(DEFAULT_TOURNAMENT_SETTINGS.tieBreakers)).toBe(true)
    expect(Object.isFrozen(DEFAULT_TOURNAMENT_SETTINGS.points)).toBe(true)
    const first = TournamentSettingsSchema.parse({})
    first.tieBreakers.push('wins')
    first.points.win = 2
    expect(TournamentSettingsSchema.parse({})).toEqual(DEFAULT_TOURNAMENT_SETTINGS)
  })

  test('registration rules: a category is a range of dates, the close a date-time, limits within 1–60', () => {
    const parsed = TournamentSettingsSchema.parse({
      registration: { bornFrom: '2009-01-01', closesAt: '2026-03-01T03:00:00Z', maxPlayers: 30 },
    })
    expect(parsed.registration).toMatchObject({ bornFrom: '2009-01-01', bornTo: null, maxPlayers: 30 })
    expect(parsed.registration.onePerTournament).toBe(true)
    for (const registration of [
      { bornFrom: '2010-01-01', bornTo: '2009-12-31' },
      { bornFrom: '2009-13-01' },
      { closesAt: 'tomorrow' },
      { maxPlayers: 0 },
      { maxPlayers: 61 },
      { maxPlayersPerGame: 0 },
    ])
      expect(TournamentSettingsSchema.safeParse({ registration }).success, JSON.stringify(registration)).toBe(false)
    const reversed = TournamentSettingsSchema.safeParse({
      registration: { bornFrom: '2010-01-01', bornTo: '2009-12-31' },
    })
    expect(reversed.error?.issues[0]).toMatchObject({
      message: 'validation.born_range',
      path: ['registration', 'bornTo'],
    })
  })

  test('partial nested objects keep the other defaults; unknown keys are dropped', () => {
    const parsed = TournamentSettingsSchema.parse({ points: { win: 2 }, qualifiers: { descend: 3 }, colour: 'red' })
    expect(parsed.points).toEqual({ win: 2, draw: 1, loss: 0 })
    expect(parsed.qualifiers).toEqual({ goldCup: 0, silverCup: 0, ascend: 0, descend: 3 })
    expect(parsed).not.toHaveProperty('colour')
  })

  test.each([
    { genre: 'female' },
    { teamSize: 3 },
    { teamSize: 7 },
    { points: { win: -10, draw: 10, loss: 0 } },
    { fairPlay: { yellow: 0, blue: 20, red: 20 } },
    { yellowCardsForSuspension: 1 },
    { yellowCardsForSuspension: 20 },
    { qualifiers: { goldCup: 64, silverCup: 0, ascend: 2, descend: 2 } },
    { tieBreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'] },
    { tieBreakers: [...TIE_BREAKERS] },
  ])('accepts %j', (input) => {
    expect(TournamentSettingsSchema.safeParse(input).success).toBe(true)
  })

  test.each([
    { input: null, path: [], message: 'validation.invalid_type' },
    { input: { genre: 'mixed' }, path: ['genre'], message: 'validation.invalid_option' },
    { input: { teamSize: 2 }, path: ['teamSize'], message: 'validation.too_small' },
    { input: { teamSize: 12 }, path: ['teamSize'], message: 'validation.too_big' },
    { input: { teamSize: 7.5 }, path: ['teamSize'], message: 'validation.integer' },
    { input: { teamSize: '7' }, path: ['teamSize'], message: 'validation.invalid_type' },
    { input: { points: 3 }, path: ['points'], message: 'validation.invalid_type' },
    { input: { points: { win: 11 } }, path: ['points', 'win'], message: 'validation.too_big' },
    { input: { points: { loss: -11 } }, path: ['points', 'loss'], message: 'validation.too_small' },
    { input: { fairPlay: { red: -1 } }, path: ['fairPlay', 'red'], message: 'validation.too_small' },
    { input: { fairPlay: { blue: 21 } }, path: ['fairPlay', 'blue'], message: 'validation.too_big' },
    { input: { yellowCardsForSuspension: 0 }, path: ['yellowCardsForSuspension'], message: 'validation.too_small' },
    { input: { yellowCardsForSuspension: 21 }, path: ['yellowCardsForSuspension'], message: 'validation.too_big' },
    { input: { qualifiers: { ascend: 65 } }, path: ['qualifiers', 'ascend'], message: 'validation.too_big' },
    { input: { tieBreakers: [] }, path: ['tieBreakers'], message: 'validation.too_small' },
    { input: { tieBreakers: ['points', 'luck'] }, path: ['tieBreakers', 1], message: 'validation.invalid_option' },
    {
      input: { tieBreakers: ['points', 'goalDifference', 'points'] },
      path: ['tieBreakers'],
      message: 'validation.tie_breakers_unique',
    },
  ])('rejects $input at $path with $message', ({ input, path, message }) => {
    const result = TournamentSettingsSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toContainEqual({
      path,
      message,
    })
  })

  test('every message is an i18n key, never English', () => {
    const result = TournamentSettingsSchema.safeParse({
      genre: 1,
      teamSize: Number.NaN,
      points: { win: 'x', draw: Number.POSITIVE_INFINITY, loss: null },
      fairPlay: [],
      yellowCardsForSuspension: '3',
      qualifiers: { goldCup: -1, silverCup: 1.5 },
      tieBreakers: 'points',
    })
    expect(result.error?.issues.length).toBeGreaterThan(8)
    for (const issue of result.error?.issues ?? []) expect(issue.message).toMatch(/^validation\.[a-z_]+$/)
  })
})

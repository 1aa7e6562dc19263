import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TOURNAMENT_SETTINGS,
  GENRES as DOMAIN_GENRES,
  TIE_BREAKERS as DOMAIN_TIE_BREAKERS,
  matchMinutesOf,
  TournamentSettingsSchema,
} from '#domain/competition/settings.ts'
import {
  availableTieBreakers,
  DEFAULT_SETTINGS,
  defaultMatchMinutes,
  GENRES,
  moveTieBreaker,
  newTournamentValues,
  TIE_BREAKERS,
  TOURNAMENT_PARAM_ALIASES,
  TournamentFormSchema,
  tournamentBody,
  tournamentValues,
} from './tournament-form.ts'

describe('the copied constants', () => {
  it('equal the domain’s (genres, tie-breakers, defaults)', () => {
    expect(GENRES).toEqual(DOMAIN_GENRES)
    expect(TIE_BREAKERS).toEqual(DOMAIN_TIE_BREAKERS)
    expect(DEFAULT_SETTINGS).toEqual(DEFAULT_TOURNAMENT_SETTINGS)
  })

  it('the bounds are the domain’s: the form refuses what the server refuses', () => {
    const values = newTournamentValues()
    values.name = 'Apertura'
    for (const [path, bad] of [
      ['teamSize', 2],
      ['teamSize', 12],
      ['points.win', 11],
      ['points.loss', -11],
      ['fairPlay.red', 21],
      ['fairPlay.yellow', -1],
      ['qualifiers.goldCup', 65],
    ] as const) {
      const broken = structuredClone(values) as Record<string, unknown>
      const [head, tail] = path.split('.') as [string, string | undefined]
      if (tail) (broken[head] as Record<string, unknown>)[tail] = bad
      else broken[head] = bad
      expect(TournamentFormSchema.safeParse(broken).success, `${path}=${bad}`).toBe(false)
      expect(TournamentSettingsSchema.safeParse(tournamentBody(broken as never).settings).success).toBe(false)
    }
  })
})

describe('tournamentBody', () => {
  it('sends every setting, in the shape the server’s schema keeps as it is', () => {
    const values = newTournamentValues('season-1')
    values.name = '  Apertura 2025 '
    values.suspension = { enabled: true, after: 4, secondYellowCounts: true }
    values.tieBreakers = ['points', 'wins', 'drawOfLots']
    const body = tournamentBody(values)
    expect(body).toMatchObject({ name: 'Apertura 2025', seasonId: 'season-1' })
    expect(body.settings.yellowCardsForSuspension).toBe(4)
    expect(body.settings.secondYellowCountsTowardAccumulation).toBe(true)
    expect(TournamentSettingsSchema.parse(body.settings)).toEqual(body.settings)
  })

  it('turns the suspension switch off into null, and no season into null', () => {
    const values = newTournamentValues()
    values.suspension = { enabled: false, after: 4, secondYellowCounts: false }
    const body = tournamentBody(values)
    expect(body.seasonId).toBeNull()
    expect(body.settings.yellowCardsForSuspension).toBeNull()
  })

  it('round-trips a tournament through the form', () => {
    const settings = { ...DEFAULT_SETTINGS, genre: 'female' as const, yellowCardsForSuspension: 3 }
    const values = tournamentValues({ name: 'Clausura', seasonId: null, settings })
    expect(tournamentBody(values)).toEqual({ name: 'Clausura', seasonId: null, settings })
  })
})

describe('the form schema', () => {
  it('asks for the number of yellow cards when the suspension is on', () => {
    const values = {
      ...newTournamentValues(),
      name: 'A',
      suspension: { enabled: true, after: null, secondYellowCounts: false },
    }
    const result = TournamentFormSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['suspension', 'after'], message: 'validation.required' })
  })

  it('refuses an empty or repeated list of tie-breakers', () => {
    const base = { ...newTournamentValues(), name: 'A' }
    expect(TournamentFormSchema.safeParse({ ...base, tieBreakers: [] }).error?.issues[0]?.message).toBe(
      'validation.too_small',
    )
    expect(
      TournamentFormSchema.safeParse({ ...base, tieBreakers: ['points', 'points'] }).error?.issues[0]?.message,
    ).toBe('validation.tie_breakers_unique')
  })

  it('maps the server’s field names onto the form’s', () => {
    expect(TOURNAMENT_PARAM_ALIASES['settings.teamSize']).toBe('teamSize')
    expect(TOURNAMENT_PARAM_ALIASES['settings.points.win']).toBe('points.win')
    expect(TOURNAMENT_PARAM_ALIASES['settings.yellowCardsForSuspension']).toBe('suspension.after')
    expect(TOURNAMENT_PARAM_ALIASES['settings.tieBreakers']).toBe('tieBreakers')
  })
})

describe('tie-breaker order', () => {
  it('moves a criterion up and down, and not past either end', () => {
    const list = ['points', 'wins', 'fairPlay'] as const
    expect(moveTieBreaker(list, 1, -1)).toEqual(['wins', 'points', 'fairPlay'])
    expect(moveTieBreaker(list, 1, 1)).toEqual(['points', 'fairPlay', 'wins'])
    expect(moveTieBreaker(list, 0, -1)).toEqual(list)
    expect(moveTieBreaker(list, 2, 1)).toEqual(list)
  })

  it('offers the criteria not used yet, in the usual order', () => {
    expect(availableTieBreakers(DEFAULT_SETTINGS.tieBreakers)).toEqual(['goalsAgainst', 'wins'])
    expect(availableTieBreakers([])).toEqual(TIE_BREAKERS)
  })
})

describe('defaultMatchMinutes', () => {
  it('follows the domain’s matchMinutesOf for every team size', () => {
    for (let teamSize = 3; teamSize <= 11; teamSize++)
      expect(defaultMatchMinutes(teamSize)).toBe(matchMinutesOf({ teamSize, matchMinutes: null }))
  })
})

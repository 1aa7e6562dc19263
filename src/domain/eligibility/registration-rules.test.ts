import { describe, expect, test } from 'vitest'
import { DEFAULT_TOURNAMENT_SETTINGS, type RegistrationRules } from '#domain/competition/settings.ts'
import {
  approvalBreach,
  canDecideRoster,
  decideAddition,
  describeBreach,
  type RegistrationCheckInput,
  type TournamentRegistration,
} from './registration-rules.ts'

const NOW = new Date('2026-03-10T12:00:00Z')

function tournament(rules: Partial<RegistrationRules>, more: Partial<TournamentRegistration> = {}) {
  return {
    tournamentId: 't1',
    tournamentName: 'Apertura',
    rules: { ...DEFAULT_TOURNAMENT_SETTINGS.registration, ...rules },
    approvedCount: 0,
    otherTeams: [],
    ...more,
  }
}

function input(t: TournamentRegistration, birthDate: string | null = '2009-05-05'): RegistrationCheckInput {
  return { tournaments: [t], birthDate, now: NOW }
}

describe('decideAddition', () => {
  test('default rules: approved at once, whoever asks', () => {
    expect(decideAddition({ ...input(tournament({})), canDecide: true })).toEqual({ outcome: 'approved' })
    expect(decideAddition({ ...input(tournament({})), canDecide: false })).toEqual({ outcome: 'approved' })
  })

  test.each([
    { rules: { maxPlayers: 30 }, more: { approvedCount: 30 }, code: 'ROSTER_FULL', detail: '30 of 30' },
    { rules: { bornFrom: '2009-06-01' }, more: {}, code: 'OUTSIDE_CATEGORY', detail: 'born 2009-06-01 to …' },
    {
      rules: {},
      more: { otherTeams: [{ teamId: 'x', teamName: 'Los Pibes' }] },
      code: 'ON_ANOTHER_TEAM',
      detail: '"Los Pibes"',
    },
  ])('$code refuses whoever asks, with the numbers', ({ rules, more, code, detail }) => {
    for (const canDecide of [true, false]) {
      const result = decideAddition({ ...input(tournament(rules, more)), canDecide })
      expect(result).toMatchObject({ outcome: 'refused', breach: { code, tournamentId: 't1' } })
      if (result.outcome === 'refused') expect(describeBreach(result.breach)).toContain(detail)
    }
  })

  test('no birth date in a tournament with a category: BIRTH_DATE_MISSING', () => {
    const result = decideAddition({ ...input(tournament({ bornTo: '1991-12-31' }), null), canDecide: true })
    expect(result).toMatchObject({ outcome: 'refused', breach: { code: 'BIRTH_DATE_MISSING' } })
  })

  test('29 of 30 still fits; a full list with no limit never refuses', () => {
    expect(
      decideAddition({ ...input(tournament({ maxPlayers: 30 }, { approvedCount: 29 })), canDecide: true }),
    ).toEqual({
      outcome: 'approved',
    })
    expect(decideAddition({ ...input(tournament({}, { approvedCount: 60 })), canDecide: true }).outcome).toBe(
      'approved',
    )
  })

  test('after the close: an admin or manager adds (late addition); anyone else waits as pending', () => {
    const closed = tournament({ closesAt: '2026-03-01T03:00:00Z' })
    expect(decideAddition({ ...input(closed), canDecide: true })).toEqual({ outcome: 'approved' })
    expect(decideAddition({ ...input(closed), canDecide: false })).toEqual({
      outcome: 'pending',
      reason: 'REGISTRATION_CLOSED',
    })
    const open = tournament({ closesAt: '2026-04-01T03:00:00Z' })
    expect(decideAddition({ ...input(open), canDecide: false })).toEqual({ outcome: 'approved' })
  })

  test('requiresApproval: a non-admin addition is pending, an admin one approved', () => {
    const t = tournament({ requiresApproval: true })
    expect(decideAddition({ ...input(t), canDecide: false })).toEqual({
      outcome: 'pending',
      reason: 'REQUIRES_APPROVAL',
    })
    expect(decideAddition({ ...input(t), canDecide: true })).toEqual({ outcome: 'approved' })
  })

  test('one team per tournament off: another list is no obstacle', () => {
    const t = tournament({ onePerTournament: false }, { otherTeams: [{ teamId: 'x', teamName: 'Los Pibes' }] })
    expect(decideAddition({ ...input(t), canDecide: true })).toEqual({ outcome: 'approved' })
  })
})

describe('approvalBreach', () => {
  test('an approval re-checks the rules, the close aside', () => {
    expect(approvalBreach(input(tournament({ closesAt: '2026-03-01T03:00:00Z' })))).toBeNull()
    expect(approvalBreach(input(tournament({ maxPlayers: 2 }, { approvedCount: 2 })))).toMatchObject({
      code: 'ROSTER_FULL',
      count: 2,
      max: 2,
    })
  })
})

test('admins and managers decide; scorers and viewers do not', () => {
  expect(['admin', 'manager', 'scorer', 'viewer'].map(canDecideRoster)).toEqual([true, true, false, false])
})

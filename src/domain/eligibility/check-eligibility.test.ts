import { describe, expect, test } from 'vitest'
import {
  isSuspendedAt,
  type ServedGames,
  type SuspensionTeamGame,
  servedGames,
} from '#domain/discipline/suspensions.ts'
import {
  checkSideEligibility,
  ineligiblePlayers,
  type ListEntry,
  type SideEligibilityInput,
} from './check-eligibility.ts'

const NO_CATEGORY = { bornFrom: null, bornTo: null, onePerTournament: true }
const SUB_17 = { bornFrom: '2009-01-01', bornTo: null, onePerTournament: true }

function entry(playerId: string, more: Partial<ListEntry> = {}): ListEntry {
  return {
    playerId,
    name: `Player ${playerId}`,
    number: 10,
    status: 'approved',
    birthDate: '2009-06-01',
    since: '2026-02-01T12:00:00.000Z',
    ...more,
  }
}

function side(more: Partial<SideEligibilityInput>): SideEligibilityInput {
  return { teamId: 'team-b', rules: NO_CATEGORY, list: [], otherTeams: [], suspensions: [], ...more }
}

describe('checkSideEligibility', () => {
  test('an approved player inside the category, on no other list and not suspended, is eligible', () => {
    expect(checkSideEligibility(side({ rules: SUB_17, list: [entry('p1')] }))).toEqual([
      { playerId: 'p1', name: 'Player p1', number: 10, eligible: true, reasons: [] },
    ])
  })

  test.each<{ name: string; input: Partial<SideEligibilityInput>; reasons: unknown[] }>([
    {
      name: 'pending on the list: NOT_APPROVED',
      input: { list: [entry('p1', { status: 'pending' })] },
      reasons: [{ code: 'NOT_APPROVED', status: 'pending' }],
    },
    {
      name: 'rejected on the list: NOT_APPROVED',
      input: { list: [entry('p1', { status: 'rejected' })] },
      reasons: [{ code: 'NOT_APPROVED', status: 'rejected' }],
    },
    {
      name: 'born before the category: OUTSIDE_CATEGORY',
      input: { rules: SUB_17, list: [entry('p1', { birthDate: '2008-12-31' })] },
      reasons: [{ code: 'OUTSIDE_CATEGORY', bornFrom: '2009-01-01', bornTo: null }],
    },
    {
      name: 'veterans +35: born after the limit is OUTSIDE_CATEGORY',
      input: {
        rules: { bornFrom: null, bornTo: '1991-12-31', onePerTournament: true },
        list: [entry('p1', { birthDate: '1992-01-01' })],
      },
      reasons: [{ code: 'OUTSIDE_CATEGORY', bornFrom: null, bornTo: '1991-12-31' }],
    },
    {
      name: 'no birth date in a tournament with a category: BIRTH_DATE_MISSING',
      input: { rules: SUB_17, list: [entry('p1', { birthDate: null })] },
      reasons: [{ code: 'BIRTH_DATE_MISSING' }],
    },
    {
      name: 'approved earlier on another team of the tournament: ON_ANOTHER_TEAM',
      input: {
        list: [entry('p1')],
        otherTeams: [{ teamId: 'team-a', teamName: 'Atlético', playerId: 'p1', since: '2026-01-15T12:00:00.000Z' }],
      },
      reasons: [{ code: 'ON_ANOTHER_TEAM', teamId: 'team-a', teamName: 'Atlético' }],
    },
    {
      name: 'suspended for this game: SUSPENDED with the games left',
      input: { list: [entry('p1')], suspensions: [{ id: 's1', playerId: 'p1', gamesLeft: 2 }] },
      reasons: [{ code: 'SUSPENDED', suspensionId: 's1', gamesLeft: 2 }],
    },
  ])('$name', ({ input, reasons }) => {
    const [player] = checkSideEligibility(side(input))
    expect(player?.eligible).toBe(false)
    expect(player?.reasons).toEqual(reasons)
  })

  test('the first list keeps the player: the team approved later is the one flagged', () => {
    const other = { teamId: 'team-a', teamName: 'Atlético', playerId: 'p1', since: '2026-03-01T12:00:00.000Z' }
    const [player] = checkSideEligibility(side({ list: [entry('p1')], otherTeams: [other] }))
    expect(player?.eligible).toBe(true)
  })

  test('one team per tournament turned off: a player on two lists is eligible on both', () => {
    const other = { teamId: 'team-a', teamName: 'Atlético', playerId: 'p1', since: '2026-01-01T12:00:00.000Z' }
    const rules = { ...NO_CATEGORY, onePerTournament: false }
    expect(checkSideEligibility(side({ rules, list: [entry('p1')], otherTeams: [other] }))[0]?.eligible).toBe(true)
  })

  test('the category is a range of birth dates: a birthday during the season changes nothing', () => {
    // born on the first day of the category: 17 years old at a game in 2026, still in Sub-17 (born 2009 or later)
    const [player] = checkSideEligibility(side({ rules: SUB_17, list: [entry('p1', { birthDate: '2009-01-01' })] }))
    expect(player?.eligible).toBe(true)
  })

  test('several reasons at once are all given', () => {
    const list = [entry('p1', { status: 'pending', birthDate: null })]
    const suspensions = [{ id: 's1', playerId: 'p1', gamesLeft: 1 }]
    const [player] = checkSideEligibility(side({ rules: SUB_17, list, suspensions }))
    expect(player?.reasons.map((r) => r.code)).toEqual(['SUSPENDED', 'NOT_APPROVED', 'BIRTH_DATE_MISSING'])
  })
})

describe('ineligiblePlayers', () => {
  test('names the ineligible ones and those not on the list, once each', () => {
    const input = side({ list: [entry('p1'), entry('p2', { status: 'pending' })] })
    expect(ineligiblePlayers(input, ['p1', 'p2', 'p3', 'p3'])).toEqual([
      { playerId: 'p2', reasons: [{ code: 'NOT_APPROVED', status: 'pending' }] },
      { playerId: 'p3', reasons: [{ code: 'NOT_ON_LIST' }] },
    ])
  })
})

describe('suspensions at a game: served only by games the player did not play', () => {
  function teamGames(appearedIn: string[]): SuspensionTeamGame[] {
    return ['earned', 'g2', 'g3', 'g4'].map((id, i) => ({
      id,
      playAt: `2026-03-0${i + 1}T18:00:00Z`,
      isConfirmedPlayed: id !== 'g4',
      isCounting: true,
      playerAppeared: appearedIn.includes(id),
    }))
  }
  const serve = (appearedIn: string[]): ServedGames =>
    servedGames({
      suspension: { gamesCount: 1, skipEarnedGame: true, earnedGameId: 'earned' },
      teamGames: teamGames(appearedIn),
    })

  test('a player who sat out g2 served there: eligible at g3 and g4', () => {
    const served = serve([])
    expect(served.remaining).toBe(0)
    expect(isSuspendedAt(served, 'g3', 'earned')).toBe(false)
    expect(isSuspendedAt(served, 'g4', 'earned')).toBe(false)
  })

  test('a player who played g2 and g3 while suspended has served nothing: still suspended at g4', () => {
    const served = serve(['g2', 'g3'])
    expect(served).toMatchObject({ remaining: 1, breachedGameIds: ['g2', 'g3'], gamesToServe: ['g4'] })
    const list = [entry('p1')]
    const suspensions = isSuspendedAt(served, 'g4', 'earned') ? [{ id: 's1', playerId: 'p1', gamesLeft: 1 }] : []
    expect(checkSideEligibility(side({ list, suspensions }))[0]?.reasons).toEqual([
      { code: 'SUSPENDED', suspensionId: 's1', gamesLeft: 1 },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { CreateSuspensionInputSchema } from '#domain/suspensions/suspension.schema.ts'
import {
  createSuspensionBody,
  earnedGameOptions,
  newSuspensionValues,
  SuspensionFormSchema,
  type SuspensionFormValues,
  tournamentTeams,
} from './suspension-form.ts'

const T = '11111111-1111-4111-8111-111111111111'
const TEAM = '22222222-2222-4222-8222-222222222222'
const PLAYER = '33333333-3333-4333-8333-333333333333'
const GAME = '44444444-4444-4444-8444-444444444444'

const errorsOf = (values: Partial<SuspensionFormValues>) =>
  z
    .safeParse(SuspensionFormSchema, { ...newSuspensionValues({ teamId: TEAM, playerId: PLAYER }), ...values })
    .error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []

describe('the suspension form', () => {
  it.each<[string, Partial<SuspensionFormValues>, [string, string][]]>([
    ['a team and a player, one game', {}, []],
    [
      'no team, no player',
      { teamId: '', playerId: '' },
      [
        ['teamId', 'validation.required'],
        ['playerId', 'validation.required'],
      ],
    ],
    ['an empty number of games', { gamesCount: null }, [['gamesCount', 'validation.required']]],
    ['zero games', { gamesCount: 0 }, [['gamesCount', 'validation.too_small']]],
    ['too many games', { gamesCount: 101 }, [['gamesCount', 'validation.too_big']]],
    ['a fraction of a game', { gamesCount: 1.5 }, [['gamesCount', 'validation.integer']]],
    ['a note too long', { note: 'x'.repeat(201) }, [['note', 'validation.too_big']]],
  ])('%s', (_name, values, errors) => {
    expect(errorsOf(values)).toEqual(errors)
  })

  it.each<[string, Partial<SuspensionFormValues>, Record<string, unknown>]>([
    [
      'without an earned game: served from the next games, skipEarnedGame left to the server',
      { gamesCount: 2, skipEarnedGame: false, note: '  ' },
      { gamesCount: 2, earnedGameId: null, note: null },
    ],
    [
      'with an earned game that counts toward serving it',
      { earnedGameId: GAME, skipEarnedGame: false, note: ' Tribunal ' },
      { gamesCount: 1, earnedGameId: GAME, skipEarnedGame: false, note: 'Tribunal' },
    ],
    [
      'with an earned game that does not count (the default)',
      { earnedGameId: GAME },
      { gamesCount: 1, earnedGameId: GAME, skipEarnedGame: true, note: null },
    ],
  ])('sends %s, as the contract accepts', (_name, values, expected) => {
    const parsed = z.parse(SuspensionFormSchema, {
      ...newSuspensionValues({ teamId: TEAM, playerId: PLAYER }),
      ...values,
    })
    const body = createSuspensionBody(T, parsed)
    expect(body).toEqual({ tournamentId: T, teamId: TEAM, playerId: PLAYER, ...expected })
    expect(CreateSuspensionInputSchema.safeParse(body).success).toBe(true)
  })
})

describe('tournamentTeams', () => {
  const team = (id: string, name: string) => ({ id, name })
  it.each<[string, Parameters<typeof tournamentTeams>, string[]]>([
    ['nothing', [[], []], []],
    ['the groups’ teams, by name', [[{ teams: [team('b', 'Pumas'), team('a', 'Leones')] }], []], ['Leones', 'Pumas']],
    [
      'plus teams that only play games (a cup without groups), each once',
      [
        [{ teams: [team('a', 'Leones')] }],
        [
          { homeTeam: team('a', 'Leones'), awayTeam: team('c', 'Águilas') },
          { homeTeam: team('c', 'Águilas'), awayTeam: team('a', 'Leones') },
        ],
      ],
      ['Águilas', 'Leones'],
    ],
  ])('%s', (_name, args, names) => {
    expect(tournamentTeams(...args).map((t) => t.name)).toEqual(names)
  })
})

describe('earnedGameOptions', () => {
  const now = new Date('2026-05-10T12:00:00Z')
  const game = (id: string, values: Partial<Parameters<typeof earnedGameOptions>[0][number]> = {}) => ({
    id,
    homeTeamId: TEAM,
    awayTeamId: 'other',
    state: 'published' as const,
    hasResult: false,
    playAt: null,
    confirmedPlayedAt: null,
    ...values,
  })
  const games = [
    game('played-early', {
      playAt: '2026-05-01T18:00:00Z',
      state: 'confirmed',
      confirmedPlayedAt: '2026-05-01T20:00:00Z',
    }),
    game('played-late', { playAt: '2026-05-08T18:00:00Z', hasResult: true, awayTeamId: TEAM, homeTeamId: 'other' }),
    game('past-no-result', { playAt: '2026-05-09T18:00:00Z' }),
    game('future', { playAt: '2026-05-15T18:00:00Z' }),
    game('undated'),
    game('undated-with-result', { hasResult: true }),
    game('suspended', { playAt: '2026-05-02T18:00:00Z', state: 'suspended' }),
    game('not-ours', { homeTeamId: 'x', awayTeamId: 'y', playAt: '2026-05-03T18:00:00Z' }),
  ]

  it.each<[string, string, string[]]>([
    ['no team picked yet', '', []],
    [
      'the team’s games played or already dated in the past, not suspended, the latest first',
      TEAM,
      ['past-no-result', 'played-late', 'played-early', 'undated-with-result'],
    ],
  ])('%s', (_name, teamId, ids) => {
    expect(earnedGameOptions(games, teamId, now).map((g) => g.id)).toEqual(ids)
  })
})

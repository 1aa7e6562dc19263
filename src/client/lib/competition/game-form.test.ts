import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { CreateGameInputSchema } from '#domain/games/game.schema.ts'
import { createGameBody, GameCreateFormSchema, newGameValues } from './game-form.ts'

const T = '11111111-1111-4111-8111-111111111111'
const A = '22222222-2222-4222-8222-222222222222'
const B = '33333333-3333-4333-8333-333333333333'
const G = '44444444-4444-4444-8444-444444444444'

describe('the game form', () => {
  it('refuses the same team on both sides, on the away field', () => {
    const result = z.safeParse(GameCreateFormSchema, newGameValues({ homeTeamId: A, awayTeamId: A }))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['awayTeamId'], message: 'validation.same_team' })
  })

  it('requires both teams', () => {
    const result = z.safeParse(GameCreateFormSchema, newGameValues())
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['awayTeamId', 'homeTeamId'])
  })

  it('builds a body the contract accepts: a cup game without group, a league game in the group', () => {
    const cup = createGameBody(T, newGameValues({ homeTeamId: A, awayTeamId: B, kind: 'cup', date: '2026-12-01' }), G)
    expect(cup).toEqual({
      tournamentId: T,
      homeTeamId: A,
      awayTeamId: B,
      kind: 'cup',
      playAt: '2026-12-01T12:00:00Z',
      isPlayAtTimeHidden: true,
      locationId: null,
      fieldId: null,
    })
    expect(CreateGameInputSchema.safeParse(cup).success).toBe(true)
    const league = createGameBody(T, newGameValues({ homeTeamId: A, awayTeamId: B }), G)
    expect(league).toMatchObject({ groupId: G, playAt: null })
    expect(CreateGameInputSchema.safeParse(league).success).toBe(true)
  })
})

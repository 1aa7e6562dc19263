import { describe, expect, it } from 'vitest'
import { FIXTURES_MODES } from '#domain/competition/fixtures.schema.ts'
import {
  CARD_TYPES,
  GOALS_MAX as DOMAIN_GOALS_MAX,
  MINUTE_MAX as DOMAIN_MINUTE_MAX,
  GAME_KINDS,
  GAME_STATES,
} from '#domain/games/game.schema.ts'
import { ZONES } from '#domain/standings-api/standings.schema.ts'
import {
  SUSPENSION_REASONS,
  SUSPENSION_STATUSES,
  UpdateSuspensionInputSchema,
} from '#domain/suspensions/suspension.schema.ts'
import {
  CARD_TYPE_VALUES,
  FIXTURES_MODE_VALUES,
  GAME_KIND_VALUES,
  GAME_STATE_VALUES,
  GOALS_MAX,
  MINUTE_MAX,
  REASON_MAX,
  SUSPENSION_GAMES_MAX,
  SUSPENSION_REASON_VALUES,
  SUSPENSION_STATUS_VALUES,
  ZONE_VALUES,
} from './competition-constants.ts'

describe('the copied competition constants', () => {
  it('equal the domain’s', () => {
    expect(GAME_KIND_VALUES).toEqual(GAME_KINDS)
    expect(GAME_STATE_VALUES).toEqual(GAME_STATES)
    expect(CARD_TYPE_VALUES).toEqual(CARD_TYPES)
    expect(ZONE_VALUES).toEqual(ZONES)
    expect(FIXTURES_MODE_VALUES).toEqual(FIXTURES_MODES)
    expect(SUSPENSION_STATUS_VALUES).toEqual(SUSPENSION_STATUSES)
    expect(SUSPENSION_REASON_VALUES).toEqual(SUSPENSION_REASONS)
    expect(GOALS_MAX).toBe(DOMAIN_GOALS_MAX)
    expect(MINUTE_MAX).toBe(DOMAIN_MINUTE_MAX)
  })

  // the domain keeps these inside its schemas (not exported): checked at the bound, as the server answers
  it('equal the bounds of a suspension’s games and note', () => {
    const accepts = (body: Record<string, unknown>) => UpdateSuspensionInputSchema.safeParse(body).success
    expect(accepts({ gamesCount: SUSPENSION_GAMES_MAX })).toBe(true)
    expect(accepts({ gamesCount: SUSPENSION_GAMES_MAX + 1 })).toBe(false)
    expect(accepts({ note: 'x'.repeat(REASON_MAX) })).toBe(true)
    expect(accepts({ note: 'x'.repeat(REASON_MAX + 1) })).toBe(false)
  })
})

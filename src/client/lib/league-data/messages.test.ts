import { describe, expect, it } from 'vitest'
import en from '#client/locales/en.json' with { type: 'json' }
import es from '#client/locales/es.json' with { type: 'json' }
import { CATEGORIES, POSITIONS } from '#domain/players/positions.ts'

type Messages = { [key: string]: string | Messages }
const get = (messages: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages)

/**
 * The keys the league pages build at run time (`players.positions.${position}`…); the tournament's are checked in
 * features/tournaments/lib/tournament-messages.test.ts.
 */
const FAMILIES: Record<string, readonly string[]> = {
  'players.positions.': POSITIONS,
  'players.position_categories.': CATEGORIES,
}

describe('league data messages', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('%s translates every position and category', (_lang, messages) => {
    const missing = Object.entries(FAMILIES).flatMap(([prefix, names]) =>
      names.map((name) => `${prefix}${name}`).filter((key) => typeof get(messages, key) !== 'string'),
    )
    expect(missing).toEqual([])
  })

  it('translates the field errors the league API answers', () => {
    for (const reason of ['dni_taken', 'email_locked', 'not_found']) {
      expect(get(en, `validation.${reason}`)).toBeTypeOf('string')
      expect(get(es, `validation.${reason}`)).toBeTypeOf('string')
    }
  })
})

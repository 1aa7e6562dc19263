import { describe, expect, it } from 'vitest'
import en from '#client/locales/en.json' with { type: 'json' }
import es from '#client/locales/es.json' with { type: 'json' }
import { TOURNAMENT_TAB_KEYS } from '../components/tournament-tabs.tsx'
import { tieBreakerKey } from './tournament-display.ts'
import { GENRES, TIE_BREAKERS } from './tournament-form.ts'

type Messages = { [key: string]: string | Messages }
const get = (messages: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages)

/** The keys the tournament pages build at run time (`tournaments.genres.${genre}`…). */
const FAMILIES: Record<string, readonly string[]> = {
  'tournaments.genres.': GENRES,
  '': TIE_BREAKERS.map(tieBreakerKey),
  'tournaments.tabs.': TOURNAMENT_TAB_KEYS,
}

describe('tournament messages', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('%s translates every genre, tie-breaker and tournament tab', (_lang, messages) => {
    const missing = Object.entries(FAMILIES).flatMap(([prefix, names]) =>
      names.map((name) => `${prefix}${name}`).filter((key) => typeof get(messages, key) !== 'string'),
    )
    expect(missing).toEqual([])
  })
})

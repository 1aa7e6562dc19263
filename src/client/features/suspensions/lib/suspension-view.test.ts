import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#client/locales/en.json' with { type: 'json' }
import es from '#client/locales/es.json' with { type: 'json' }
import {
  byUrgency,
  countByStatus,
  earnedGameLabel,
  earnedGameOf,
  gameToServeLabel,
  hasRecord,
  initialFilter,
  opponentOf,
  suspensionActions,
} from './suspension-view.ts'

describe('the suspensions filter', () => {
  const counts = countByStatus([{ status: 'draft' }, { status: 'active' }, { status: 'active' }])

  it('counts each status and all', () => {
    expect(counts).toEqual({ draft: 1, active: 2, served: 0, ignored: 0, all: 3 })
  })

  it('opens on what was asked, else on drafts to review, else all', () => {
    expect(initialFilter('served', counts)).toBe('served')
    expect(initialFilter('nonsense', counts)).toBe('draft')
    expect(initialFilter(null, countByStatus([{ status: 'active' }]))).toBe('all')
  })
})

describe('suspensionActions', () => {
  it('a draft is confirmed, changed or ignored; an ignored one can only be confirmed back', () => {
    expect(suspensionActions({ status: 'draft' })).toEqual({ canConfirm: true, canIgnore: true, canChange: true })
    expect(suspensionActions({ status: 'ignored' })).toEqual({ canConfirm: true, canIgnore: false, canChange: false })
    expect(suspensionActions({ status: 'active' })).toEqual({ canConfirm: false, canIgnore: false, canChange: true })
  })
})

describe('a suspension’s games', () => {
  const card = { id: 'c1', type: 'red', gameId: 'g-card' }
  it.each<[string, { card: typeof card | null; earnedGameId: string | null }, string | null]>([
    ['a card’s: the card’s game', { card, earnedGameId: 'g-card' }, 'g-card'],
    ['by hand, with the game picked', { card: null, earnedGameId: 'g-hand' }, 'g-hand'],
    ['by hand, without one', { card: null, earnedGameId: null }, null],
  ])('earned: %s', (_name, item, expected) => {
    expect(earnedGameOf(item)).toBe(expected)
  })

  it('lists what needs a decision or is being served first, keeping the order within each status', () => {
    const items = [
      { id: 'served', status: 'served' },
      { id: 'active-new', status: 'active' },
      { id: 'ignored', status: 'ignored' },
      { id: 'draft', status: 'draft' },
      { id: 'active-old', status: 'active' },
    ] as const
    expect(byUrgency(items).map((item) => item.id)).toEqual(['draft', 'active-new', 'active-old', 'served', 'ignored'])
  })
})

describe('game labels', () => {
  const i18n = i18next.createInstance()
  beforeAll(() => i18n.init({ lng: 'es', resources: { es: { translation: es }, en: { translation: en } } }))
  const game = {
    homeTeamId: 'leones',
    homeTeam: { id: 'leones', name: 'Leones' },
    awayTeam: { id: 'pumas', name: 'Pumas' },
    homeGoals: 2,
    awayGoals: 1,
    hasResult: true,
    state: 'confirmed' as const,
    round: { id: 'r3', number: 3, name: null, date: null },
    playAt: '2026-11-07T18:00:00Z',
    isPlayAtTimeHidden: false,
  }
  const upcoming = { ...game, hasResult: false, state: 'published' as const, round: null, playAt: null }

  it.each<[string, 'es' | 'en', typeof game | typeof upcoming, string, string]>([
    ['a game to serve, seen from the home side', 'es', game, 'leones', 'vs Pumas · sáb, 7 nov'],
    ['a game to serve, seen from the away side', 'en', game, 'pumas', 'vs Leones · Sat 7 Nov'],
    ['an undated game to serve', 'es', upcoming, 'pumas', 'vs Leones'],
  ])('%s', (_name, lang, value, teamId, expected) => {
    expect(gameToServeLabel(i18n.getFixedT(lang), lang, value, teamId)).toBe(expected)
  })

  it.each<[string, 'es' | 'en', typeof game | typeof upcoming, string]>([
    ['a played game: round, score and day', 'es', game, 'Jornada 3 · Leones 2–1 Pumas · sáb, 7 nov'],
    ['a played game in English', 'en', game, 'Round 3 · Leones 2–1 Pumas · Sat 7 Nov'],
    ['a game without result, round or date', 'es', upcoming, 'Leones vs Pumas'],
  ])('earned game option: %s', (_name, lang, value, expected) => {
    expect(earnedGameLabel(i18n.getFixedT(lang), lang, value)).toBe(expected)
  })

  it('names the opponent of either side', () => {
    expect(opponentOf(game, 'leones').name).toBe('Pumas')
    expect(opponentOf(game, 'pumas').name).toBe('Leones')
  })
})

describe('hasRecord', () => {
  type Entry = Parameters<typeof hasRecord>[0]
  const none = { goals: 0, yellow: 0, blue: 0, red: 0, suspensions: [] as unknown[] }
  it.each<[string, Partial<typeof none>, boolean]>([
    ['nothing yet', {}, false],
    ['a goal', { goals: 1 }, true],
    ['a blue card', { blue: 1 }, true],
    ['a suspension by hand only', { suspensions: [{}] }, true],
  ])('%s', (_name, values, expected) => {
    expect(hasRecord({ ...none, ...values } as Entry)).toBe(expected)
  })
})

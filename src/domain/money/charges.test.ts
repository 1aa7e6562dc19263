import { describe, expect, test } from 'vitest'
import { type Fees, FeesSchema } from '#domain/competition/settings.ts'
import {
  balanceOf,
  type ChargedCard,
  type ChargedGame,
  defaultCurrencyForCountry,
  type ExpectedCharge,
  expectedGameCharges,
  expectedRegistrationCharges,
  type NewEntry,
  owesTooMuch,
  type PostedEntry,
  planLedger,
} from './charges.ts'

const fees: Fees = FeesSchema.parse({
  registration: 50_000,
  perGame: 8_000,
  yellow: 500,
  secondYellow: 1_500,
  blue: 1_000,
  red: 3_000,
  walkoverFine: 20_000,
})
const game: ChargedGame = {
  id: 'g1',
  tournamentId: 't1',
  homeTeamId: 'H',
  awayTeamId: 'A',
  confirmed: true,
  deleted: false,
  walkover: null,
}
const card = (id: string, teamId: string, playerId: string, type: string): ChargedCard => ({
  id,
  teamId,
  playerId,
  type,
})
const brief = (charges: ExpectedCharge[] | NewEntry[]) =>
  charges.map((c) => `${c.kind} ${c.teamId} ${c.amount}${c.cardId ? ` ${c.cardId}` : ''}`)

/** Applies planned entries to a ledger the way the server does (ids in order). */
function post(ledger: PostedEntry[], entries: NewEntry[]): PostedEntry[] {
  return [...ledger, ...entries.map((e, i) => ({ ...e, id: `e${ledger.length + i}` }))]
}

describe('expected charges', () => {
  test.each([
    ['a confirmed game: both teams', {}, ['game H 8000', 'game A 8000']],
    ['not confirmed: nothing', { confirmed: false }, []],
    ['deleted: nothing', { deleted: true }, []],
    [
      'walkover won by home: the loser pays the game and the fine',
      { walkover: 'home' },
      ['game A 8000', 'fine A 20000'],
    ],
    ['walkover won by away', { walkover: 'away' }, ['game H 8000', 'fine H 20000']],
  ] as const)('%s', (_name, patch, expected) => {
    expect(brief(expectedGameCharges({ ...game, ...patch }, [], fees))).toEqual(expected)
  })

  test('the winner of a walkover pays the game too with perGameOnWalkoverWin', () => {
    const charges = expectedGameCharges({ ...game, walkover: 'home' }, [], { ...fees, perGameOnWalkoverWin: true })
    expect(brief(charges)).toEqual(['game H 8000', 'game A 8000', 'fine A 20000'])
  })

  test('cards: a fine each, the second yellow of a player at its own fee, also before confirmation', () => {
    const cards = [
      card('c1', 'H', 'p1', 'yellow'),
      card('c2', 'H', 'p2', 'yellow'),
      card('c3', 'H', 'p1', 'yellow'),
      card('c4', 'A', 'p3', 'blue'),
      card('c5', 'A', 'p4', 'red'),
    ]
    expect(brief(expectedGameCharges({ ...game, confirmed: false }, cards, fees))).toEqual([
      'fine H 500 c1',
      'fine H 500 c2',
      'fine H 1500 c3',
      'fine A 1000 c4',
      'fine A 3000 c5',
    ])
  })

  test('no fee, no charge; registration once per team', () => {
    expect(expectedGameCharges(game, [card('c1', 'H', 'p1', 'yellow')], FeesSchema.parse({}))).toEqual([])
    expect(brief(expectedRegistrationCharges('t1', ['H', 'A', 'H'], fees))).toEqual([
      'registration H 50000',
      'registration A 50000',
    ])
    expect(expectedRegistrationCharges('t1', ['H'], FeesSchema.parse({}))).toEqual([])
  })
})

describe('planLedger', () => {
  test('every event and its reversal: confirm, unconfirm, confirm again', () => {
    let ledger = post([], planLedger(expectedGameCharges(game, [], fees), []))
    expect(balanceOf(ledger)).toBe(16_000)
    expect(planLedger(expectedGameCharges(game, [], fees), ledger)).toEqual([])
    const unconfirmed = planLedger(expectedGameCharges({ ...game, confirmed: false }, [], fees), ledger)
    expect(unconfirmed.map((e) => [e.kind, e.amount, e.reversesId])).toEqual([
      ['reversal', -8_000, 'e0'],
      ['reversal', -8_000, 'e1'],
    ])
    ledger = post(ledger, unconfirmed)
    expect(balanceOf(ledger)).toBe(0)
    ledger = post(ledger, planLedger(expectedGameCharges(game, [], fees), ledger))
    expect(balanceOf(ledger)).toBe(16_000)
    expect(ledger).toHaveLength(6)
  })

  test('a changed fee applies to later events only', () => {
    const ledger = post([], planLedger(expectedGameCharges(game, [], fees), []))
    const dearer = { ...fees, perGame: 10_000 }
    expect(planLedger(expectedGameCharges(game, [], dearer), ledger)).toEqual([])
    // the next game (planned over its own entries) is charged the new fee
    const other = { ...game, id: 'g2' }
    expect(brief(planLedger(expectedGameCharges(other, [], dearer), []))).toEqual(['game H 10000', 'game A 10000'])
  })

  test('a game turned into a walkover: the winner’s game charge is reversed and the fine added', () => {
    const ledger = post([], planLedger(expectedGameCharges(game, [], fees), []))
    const plan = planLedger(expectedGameCharges({ ...game, walkover: 'away' }, [], fees), ledger)
    expect(brief(plan)).toEqual(['fine H 20000', 'reversal A -8000'])
  })

  test('a withdrawn team’s removed game: its charges are reversed', () => {
    const cards = [card('c1', 'H', 'p1', 'red')]
    const ledger = post([], planLedger(expectedGameCharges(game, cards, fees), []))
    const plan = planLedger(expectedGameCharges({ ...game, deleted: true }, cards, fees), ledger)
    expect(plan.every((e) => e.kind === 'reversal')).toBe(true)
    expect(balanceOf(post(ledger, plan))).toBe(0)
  })

  test('a team leaving the groups: its registration is reversed, the others stay', () => {
    const ledger = post([], planLedger(expectedRegistrationCharges('t1', ['H', 'A'], fees), []))
    const plan = planLedger(expectedRegistrationCharges('t1', ['A'], fees), ledger)
    expect(brief(plan)).toEqual(['reversal H -50000'])
  })
})

/** A small seeded generator (mulberry32), so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

describe('property: any sequence of card adds and removals', () => {
  test.each(Array.from({ length: 40 }, (_, i) => i + 1))('seed %i: fines match the cards, balance = sum', (seed) => {
    const next = random(seed)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
    let cards: ChargedCard[] = []
    let ledger: PostedEntry[] = []
    let confirmed = false
    for (let step = 0; step < 60; step++) {
      const roll = next()
      if (roll < 0.5 || cards.length === 0) {
        cards.push(card(`c${step}`, pick(['H', 'A']), pick(['p1', 'p2', 'p3']), pick(['yellow', 'blue', 'red'])))
      } else if (roll < 0.9) {
        const gone = pick(cards)
        cards = cards.filter((c) => c !== gone)
      } else confirmed = !confirmed
      const expected = expectedGameCharges({ ...game, confirmed }, cards, fees)
      ledger = post(ledger, planLedger(expected, ledger))
      // the ledger now holds exactly the expected charges, nothing else
      expect(planLedger(expected, ledger), `seed ${seed} step ${step}`).toEqual([])
      const openFines = ledger.filter(
        (e) => e.kind === 'fine' && !ledger.some((r) => r.kind === 'reversal' && r.reversesId === e.id),
      )
      expect(openFines.map((e) => e.cardId).sort()).toEqual(
        expected.flatMap((c) => (c.cardId ? [c.cardId] : [])).sort(),
      )
      for (const team of ['H', 'A']) {
        const sum = ledger.filter((e) => e.teamId === team).reduce((s, e) => s + e.amount, 0)
        expect(balanceOf(ledger.filter((e) => e.teamId === team))).toBe(sum)
        expect(sum).toBe(expected.filter((c) => c.teamId === team).reduce((s, c) => s + c.amount, 0))
      }
    }
  })
})

describe('debtors and currency', () => {
  test.each([
    [10_000, null, false],
    [10_000, 10_000, false],
    [10_001, 10_000, true],
    [-500, 0, false],
  ] as const)('balance %i over %s: blocked %s', (balance, blockLineupOver, blocked) => {
    expect(owesTooMuch(balance, { blockLineupOver })).toBe(blocked)
  })

  test.each([
    ['AR', 'ARS'],
    ['es', 'EUR'],
    ['UY', 'USD'],
    [null, 'USD'],
  ])('%s → %s', (country, currency) => {
    expect(defaultCurrencyForCountry(country)).toBe(currency)
  })
})

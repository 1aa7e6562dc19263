/**
 * League money (decision 0048): the charges a team owes follow the league's data by themselves. The ledger is
 * append-only: what the data asks for (`expected…`) is compared with what the ledger holds (`planLedger`), and the
 * difference is written as new entries: a charge for each one missing, a reversal for each one no longer asked for.
 * A charge keeps the amount it was posted with, so a changed fee schedule applies to later events only.
 *
 * Amounts are integers of the currency's minor units. Charges are positive, payments and reversals of charges
 * negative; a team's balance is the sum of its entries (positive: what it owes).
 */
import type { Fees } from '#domain/competition/settings.ts'

export const LEDGER_KINDS = ['registration', 'game', 'fine', 'manual', 'payment', 'reversal'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** The kinds the data derives by itself (the rest are written by people). */
export type DerivedKind = 'registration' | 'game' | 'fine'

/** The fee a derived charge was posted under (a card's fine changes when its yellow becomes a second yellow). */
export const FEE_RULES = ['registration', 'perGame', 'walkoverFine', 'yellow', 'secondYellow', 'blue', 'red'] as const
export type FeeRule = (typeof FEE_RULES)[number]

export type ExpectedCharge = {
  kind: DerivedKind
  rule: FeeRule
  teamId: string
  tournamentId: string
  gameId: string | null
  cardId: string | null
  amount: number
}

/** An entry already in the ledger, as the planner needs it. */
export type PostedEntry = Omit<ExpectedCharge, 'kind' | 'rule'> & {
  id: string
  kind: LedgerKind
  rule: FeeRule | null
  reversesId: string | null
}

export type NewEntry = Omit<ExpectedCharge, 'kind'> & { kind: DerivedKind | 'reversal'; reversesId: string | null }

/** What makes two charges the same charge: its kind, fee, team and what it is for. */
export function chargeKey(
  charge: Pick<PostedEntry, 'kind' | 'rule' | 'teamId' | 'tournamentId' | 'gameId' | 'cardId'>,
): string {
  const { kind, rule, teamId, tournamentId, gameId, cardId } = charge
  return [kind, rule ?? '', teamId, tournamentId, gameId ?? '', cardId ?? ''].join(':')
}

/** The registration charge of every team in one of a tournament's groups. */
export function expectedRegistrationCharges(tournamentId: string, teamIds: readonly string[], fees: Fees) {
  if (fees.registration <= 0) return []
  return [...new Set(teamIds)].map(
    (teamId): ExpectedCharge => ({
      kind: 'registration',
      rule: 'registration',
      teamId,
      tournamentId,
      gameId: null,
      cardId: null,
      amount: fees.registration,
    }),
  )
}

export type ChargedGame = {
  id: string
  tournamentId: string
  homeTeamId: string
  awayTeamId: string
  confirmed: boolean
  deleted: boolean
  /** the side that won without playing (decision 0027) */
  walkover: 'home' | 'away' | null
}

export type ChargedCard = { id: string; teamId: string; playerId: string; type: string }

/**
 * A game's charges: `perGame` for each team of a confirmed game (the winner of a walkover only with
 * `perGameOnWalkoverWin`), `walkoverFine` for the side that did not show, and a fine per card: `yellow`, `secondYellow`
 * for a player's second and later yellow of the game (`cards` in the order they were shown), `blue`, `red`.
 * A deleted game asks for nothing.
 */
export function expectedGameCharges(game: ChargedGame, cards: readonly ChargedCard[], fees: Fees): ExpectedCharge[] {
  if (game.deleted) return []
  const out: ExpectedCharge[] = []
  const charge = (kind: DerivedKind, rule: FeeRule, teamId: string, cardId: string | null = null) => {
    const amount = fees[rule]
    if (amount > 0) out.push({ kind, rule, teamId, tournamentId: game.tournamentId, gameId: game.id, cardId, amount })
  }
  if (game.confirmed) {
    for (const side of ['home', 'away'] as const) {
      const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId
      const wonWithoutPlaying = game.walkover === side
      if (!wonWithoutPlaying || fees.perGameOnWalkoverWin) charge('game', 'perGame', teamId)
      if (game.walkover && !wonWithoutPlaying) charge('fine', 'walkoverFine', teamId)
    }
  }
  const yellowsSeen = new Set<string>()
  for (const card of cards) {
    if (card.type === 'yellow') {
      const player = `${card.teamId}:${card.playerId}`
      charge('fine', yellowsSeen.has(player) ? 'secondYellow' : 'yellow', card.teamId, card.id)
      yellowsSeen.add(player)
    } else if (card.type === 'blue') charge('fine', 'blue', card.teamId, card.id)
    else if (card.type === 'red') charge('fine', 'red', card.teamId, card.id)
  }
  return out
}

const DERIVED: ReadonlySet<LedgerKind> = new Set(['registration', 'game', 'fine'])

/**
 * The entries that bring the ledger (`posted`: every entry of the scope being planned) in step with `expected`: a
 * charge for each expected one without an open charge, a reversal for each open charge no longer expected. A charge is
 * open until a reversal names it. An open charge whose fee has changed since stays as it was (later events only).
 */
export function planLedger(expected: readonly ExpectedCharge[], posted: readonly PostedEntry[]): NewEntry[] {
  const reversed = new Set(posted.flatMap((e) => (e.kind === 'reversal' && e.reversesId ? [e.reversesId] : [])))
  const open = new Map<string, PostedEntry>()
  for (const entry of posted) {
    if (DERIVED.has(entry.kind) && !reversed.has(entry.id)) open.set(chargeKey(entry), entry)
  }
  const wanted = new Set<string>()
  const out: NewEntry[] = []
  for (const charge of expected) {
    const key = chargeKey(charge)
    if (wanted.has(key)) continue
    wanted.add(key)
    if (!open.has(key)) out.push({ ...charge, reversesId: null })
  }
  for (const [key, entry] of open) {
    if (wanted.has(key)) continue
    const { teamId, tournamentId, gameId, cardId } = entry
    const rule = entry.rule ?? 'registration'
    out.push({
      kind: 'reversal',
      rule,
      teamId,
      tournamentId,
      gameId,
      cardId,
      amount: -entry.amount,
      reversesId: entry.id,
    })
  }
  return out
}

/** A team's balance: the sum of its entries (positive: what it owes). */
export function balanceOf(entries: readonly { amount: number }[]): number {
  return entries.reduce((sum, e) => sum + e.amount, 0)
}

/** Whether a team owing `balance` is kept off line-ups by the tournament's `blockLineupOver` (decision 0048). */
export function owesTooMuch(balance: number, fees: Pick<Fees, 'blockLineupOver'>): boolean {
  return fees.blockLineupOver !== null && balance > fees.blockLineupOver
}

/** The league's default currency by its first league's country (ISO 3166-1 alpha-2). */
export function defaultCurrencyForCountry(country: string | null | undefined): string {
  if (country?.toUpperCase() === 'AR') return 'ARS'
  if (country?.toUpperCase() === 'ES') return 'EUR'
  return 'USD'
}

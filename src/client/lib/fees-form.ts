/**
 * The fee schedule's form rule (decision 0048), in zod/mini: every amount a whole number of minor units from 0 to the
 * server's bound, `blockLineupOver` empty for "never blocked". The tournament form and the Money page's fees dialog
 * both use it; the server checks again (domain/competition/settings.ts FeesSchema).
 */
import * as z from 'zod/mini'
import { integerField } from '#client/lib/league-data/form-schemas.ts'
import { MAX_AMOUNT } from '#client/lib/money-format.ts'
import type { Fees } from '#domain/competition/settings.ts'

export type { Fees }

/** The amounts in the order the form shows them. */
export const FEE_AMOUNTS = ['registration', 'perGame', 'walkoverFine', 'yellow', 'secondYellow', 'blue', 'red'] as const

const amount = () => integerField(0, MAX_AMOUNT)

export const FeesFormSchema = z.object({
  registration: amount(),
  perGame: amount(),
  perGameOnWalkoverWin: z.boolean(),
  yellow: amount(),
  blue: amount(),
  red: amount(),
  secondYellow: amount(),
  walkoverFine: amount(),
  blockLineupOver: z.nullable(amount()),
})

export const NO_FEES: Fees = {
  registration: 0,
  perGame: 0,
  perGameOnWalkoverWin: false,
  yellow: 0,
  blue: 0,
  red: 0,
  secondYellow: 0,
  walkoverFine: 0,
  blockLineupOver: null,
}

/** Each wrong field's message key, by field name: empty when the fees may be saved. */
export function feesProblems(fees: Fees): Partial<Record<keyof Fees, string>> {
  const result = FeesFormSchema.safeParse(fees)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

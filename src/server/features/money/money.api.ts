/** The money feature's public module (decision 0029): what other features may import from it (decision 0048). */
export { applyChargesFor, type MoneyChange } from './apply-charges.ts'
export { insertPayment, moneyContextOf, teamOf } from './ledger.service.ts'
export { moneyBalancesTable, moneyLedgerTable } from './money-export.ts'
export { requireMoneyRole, requireMoneyRoleOrDelegate } from './money-guards.ts'
export { teamBalances } from './summary.service.ts'

/** League money's reads and writes (decision 0048): the league's summary, a team's account, payments and charges. */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { Fees } from '#domain/competition/settings.ts'
import type { PaymentMethod } from '#domain/money/money.schema.ts'

export const moneyKeys = {
  all: (orgId: string) => ['money', orgId] as const,
  summary: (orgId: string) => ['money', orgId, 'summary'] as const,
  account: (orgId: string, teamId: string) => ['money', orgId, 'account', teamId] as const,
  fees: (orgId: string, tournamentId: string) => ['money', orgId, 'fees', tournamentId] as const,
}

export const fetchMoneySummary = (orgId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/money', { params: { path: { orgId } }, signal }))

export const fetchTeamAccount = (orgId: string, teamId: string, signal?: AbortSignal) =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/teams/{id}/account', { params: { path: { orgId, id: teamId } }, signal }))

export const recordPayment = (
  orgId: string,
  teamId: string,
  body: { amount: number; method: PaymentMethod; date: string; note: string },
) => dataOf(typedApi.POST('/api/orgs/{orgId}/teams/{id}/payments', { params: { path: { orgId, id: teamId } }, body }))

export const addCharge = (orgId: string, teamId: string, body: { amount: number; note: string }) =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/teams/{id}/charges', { params: { path: { orgId, id: teamId } }, body }))

export const reversePayment = (orgId: string, paymentId: string, reason: string) =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/payments/{id}/reverse', {
      params: { path: { orgId, id: paymentId } },
      body: { reason },
    }),
  )

export const receiptUrl = (orgId: string, paymentId: string, lang: string) =>
  `/api/orgs/${orgId}/payments/${paymentId}/receipt.pdf?lang=${lang === 'en' ? 'en' : 'es'}`

export const statementUrl = (orgId: string, teamId: string, lang: string) =>
  `/api/orgs/${orgId}/teams/${teamId}/statement.pdf?lang=${lang === 'en' ? 'en' : 'es'}`

export const fetchTournamentFees = (orgId: string, tournamentId: string, signal?: AbortSignal) =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/tournaments/{id}/fees', { params: { path: { orgId, id: tournamentId } }, signal }),
  )

export const saveTournamentFees = (orgId: string, tournamentId: string, body: { fees: Fees; version: number }) =>
  dataOf(
    typedApi.PUT('/api/orgs/{orgId}/tournaments/{id}/fees', { params: { path: { orgId, id: tournamentId } }, body }),
  )

/** The ledger's entries dated `from`..`to` as a spreadsheet (decision 0048). */
export const ledgerExportUrl = (orgId: string, format: 'csv' | 'xlsx', from: string, to: string, lang: string) =>
  `/api/orgs/${orgId}/ledger.${format}?from=${from}&to=${to}&lang=${lang === 'en' ? 'en' : 'es'}`

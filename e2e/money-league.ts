/**
 * The league the money specs start from, made through the API: an admin's organization with a tournament whose
 * registration fee is 500.00, and two teams in its group (so each owes the fee), the first with a delegate.
 */
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import { addMember, apiPost, signUpThroughApi, uniqueSuffix } from './helpers.ts'

export async function moneyLeague(playwright: PlaywrightWorkerArgs['playwright'], prefix: string) {
  const admin: APIRequestContext = await playwright.request.newContext()
  const user = await signUpThroughApi(admin, {
    prefix: `${prefix}-admin`,
    displayName: 'Ana',
    organization: `Liga ${prefix} ${uniqueSuffix()}`,
  })
  const orgId = user.organization?.id ?? ''
  const base = `/api/orgs/${orgId}`
  const tournament = await apiPost<{ id: string }>(admin, `${base}/tournaments`, {
    name: 'Apertura',
    settings: { fees: { registration: 50_000 } },
  })
  const own = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Leones' })
  const rival = await apiPost<{ id: string }>(admin, `${base}/teams`, { name: 'Pumas' })
  await apiPost(admin, `${base}/tournaments/${tournament.id}/groups`, { name: 'A', teamIds: [own.id, rival.id] })
  const delegate = await addMember(playwright, admin, orgId, 'delegate', {
    prefix: `${prefix}-delegate`,
    firstname: 'Delia',
    teamIds: [own.id],
  })
  return { admin, orgId, base, tournament, own, rival, delegate }
}

import { dataOf, formDataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { Organization } from '#client/lib/session/session-api.ts'

export const updateOrganization = (
  organizationId: string,
  body: {
    name?: string
    leagues?: { id?: string; name: string; country: string }[]
    publicSlug?: string | null
    timeZone?: string
    currency?: string | null
    knockoutGamesAsDrafts?: boolean
    showRefereePublicly?: boolean
    shareTournamentId?: string | null
  },
): Promise<Organization> =>
  dataOf(typedApi.PATCH('/api/orgs/{orgId}', { params: { path: { orgId: organizationId } }, body }))

/** `POST /api/orgs/{orgId}/logo`: multipart field `file`, sent as FormData (openapi-fetch passes it through). */
export function uploadOrganizationLogo(organizationId: string, file: File): Promise<Organization> {
  return dataOf(
    typedApi.POST('/api/orgs/{orgId}/logo', {
      params: { path: { orgId: organizationId } },
      body: { file },
      bodySerializer: formDataOf,
    }),
  )
}

/** Whether the league has ledger entries (its currency is then fixed: decision 0048); money roles only. */
/** Whether the league has kept any money yet (the currency is fixed from then on): a boolean, never undefined. */
export const fetchHasLedgerEntries = async (organizationId: string, signal?: AbortSignal) =>
  (await dataOf(typedApi.GET('/api/orgs/{orgId}/money', { params: { path: { orgId: organizationId } }, signal })))
    .hasEntries === true

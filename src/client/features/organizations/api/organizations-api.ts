import { dataOf, formDataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { Organization } from '#client/lib/session/session-api.ts'

export const updateOrganization = (
  organizationId: string,
  body: {
    name?: string
    leagues?: { id?: string; name: string; country: string }[]
    publicSlug?: string | null
    timeZone?: string
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

import { dataOf, formDataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { Organization } from '#client/lib/session/session-api.ts'

export const createOrganization = (body: {
  name: string
  leagues: { name: string; country: string }[]
}): Promise<Organization> => dataOf(typedApi.POST('/api/orgs', { body }))

/** `POST /api/orgs/{orgId}/logo`: multipart field `file`. */
export const uploadOrganizationLogo = (organizationId: string, file: File): Promise<Organization> =>
  dataOf(
    typedApi.POST('/api/orgs/{orgId}/logo', {
      params: { path: { orgId: organizationId } },
      body: { file },
      bodySerializer: formDataOf,
    }),
  )

import { api } from '#client/lib/api-client.ts'
import type { Organization } from '#client/lib/session/session-api.ts'

export const updateOrganization = (
  organizationId: string,
  body: {
    name?: string
    leagues?: { id?: string; name: string; country: string }[]
    publicSlug?: string | null
    timeZone?: string
  },
) => api.patch<Organization>(`/api/orgs/${encodeURIComponent(organizationId)}`, body)

export function uploadOrganizationLogo(organizationId: string, file: File) {
  const body = new FormData()
  body.set('file', file)
  return api.post<Organization>(`/api/orgs/${encodeURIComponent(organizationId)}/logo`, body)
}

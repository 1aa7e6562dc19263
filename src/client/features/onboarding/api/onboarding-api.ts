import { api } from '#client/lib/api-client.ts'
import type { Organization } from '#client/lib/session/session-api.ts'

export const createOrganization = (body: { name: string; leagues: { name: string; country: string }[] }) =>
  api.post<Organization>('/api/orgs', body)

export function uploadOrganizationLogo(organizationId: string, file: File) {
  const body = new FormData()
  body.set('file', file)
  return api.post<Organization>(`/api/orgs/${encodeURIComponent(organizationId)}/logo`, body)
}

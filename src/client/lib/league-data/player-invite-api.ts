/**
 * `POST players/{id}/invite`: e-mails the player a link to claim their record (decision 0045). Shared: the staff
 * invite from the player's page, a delegate from their team's list (decision 0039).
 */
import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'

export function invitePlayer(organizationId: string, id: string, body: { email: string; lang: 'es' | 'en' }) {
  return dataOf(
    typedApi.POST('/api/orgs/{orgId}/players/{id}/invite', { params: { path: { orgId: organizationId, id } }, body }),
  )
}

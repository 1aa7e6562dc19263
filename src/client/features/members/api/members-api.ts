import { api } from '#client/lib/api-client.ts'
import type { OrganizationRole } from '#client/lib/session/session-api.ts'

export interface Member {
  userId: string
  email: string
  displayName: string | null
  name: string | null
  role: OrganizationRole
  joinedAt: string
}

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired'

export interface Invitation {
  id: string
  email: string
  role: OrganizationRole
  status: InvitationStatus
  createdAt: string
  expiresAt: string
}

export interface PublicInvitation {
  organizationName: string
  email: string
  role: OrganizationRole
  status: InvitationStatus
}

const orgPath = (organizationId: string) => `/api/orgs/${encodeURIComponent(organizationId)}`

export const listMembers = (organizationId: string, signal?: AbortSignal) =>
  api.get<{ items: Member[] }>(`${orgPath(organizationId)}/members`, { signal })

export const updateMemberRole = (organizationId: string, userId: string, role: OrganizationRole) =>
  api.patch<Member>(`${orgPath(organizationId)}/members/${encodeURIComponent(userId)}`, { role })

export const removeMember = (organizationId: string, userId: string) =>
  api.delete<unknown>(`${orgPath(organizationId)}/members/${encodeURIComponent(userId)}`)

export const listInvitations = (organizationId: string, signal?: AbortSignal) =>
  api.get<{ items: Invitation[] }>(`${orgPath(organizationId)}/invitations`, { signal })

export const createInvitation = (
  organizationId: string,
  input: { email: string; role: OrganizationRole; lang: 'es' | 'en' },
) => api.post<Invitation>(`${orgPath(organizationId)}/invitations`, input)

export const revokeInvitation = (organizationId: string, invitationId: string) =>
  api.delete<unknown>(`${orgPath(organizationId)}/invitations/${encodeURIComponent(invitationId)}`)

export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get<PublicInvitation>(`/api/invitations/${encodeURIComponent(token)}`, { signal })

export const acceptInvitation = (token: string) =>
  api.post<{ organizationId: string }>(`/api/invitations/${encodeURIComponent(token)}/accept`, {})

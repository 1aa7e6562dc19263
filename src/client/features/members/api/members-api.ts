import { dataOf, typedApi } from '#client/lib/api/typed-api.ts'
import type { OrganizationRole } from '#client/lib/session/session-api.ts'

export interface Member {
  userId: string
  email: string
  displayName: string | null
  name: string | null
  role: OrganizationRole
  /** a delegate's teams (decision 0039); empty for the other roles */
  teamIds: string[]
  teams: { id: string; name: string }[]
  joinedAt: string
}

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired'

export interface Invitation {
  id: string
  email: string
  role: OrganizationRole
  teamIds: string[]
  teams: { id: string; name: string }[]
  status: InvitationStatus
  createdAt: string
  expiresAt: string
}

export interface PublicInvitation {
  organizationName: string
  email: string
  role: OrganizationRole
  /** a delegate's teams, by name */
  teamNames: string[]
  status: InvitationStatus
}

export const listMembers = (organizationId: string, signal?: AbortSignal): Promise<{ items: Member[] }> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/members', { params: { path: { orgId: organizationId } }, signal }))

/** A member's role and/or a delegate's teams (`teamIds` goes with the delegate role only). */
export const updateMember = (
  organizationId: string,
  userId: string,
  body: { role?: OrganizationRole; teamIds?: string[] },
): Promise<Member> =>
  dataOf(
    typedApi.PATCH('/api/orgs/{orgId}/members/{userId}', {
      params: { path: { orgId: organizationId, userId } },
      body,
    }),
  )

export const getMember = (organizationId: string, userId: string, signal?: AbortSignal): Promise<Member> =>
  dataOf(
    typedApi.GET('/api/orgs/{orgId}/members/{userId}', {
      params: { path: { orgId: organizationId, userId } },
      signal,
    }),
  )

export const removeMember = (organizationId: string, userId: string) =>
  dataOf(typedApi.DELETE('/api/orgs/{orgId}/members/{userId}', { params: { path: { orgId: organizationId, userId } } }))

export const listInvitations = (organizationId: string, signal?: AbortSignal): Promise<{ items: Invitation[] }> =>
  dataOf(typedApi.GET('/api/orgs/{orgId}/invitations', { params: { path: { orgId: organizationId } }, signal }))

export const createInvitation = (
  organizationId: string,
  input: { email: string; role: OrganizationRole; teamIds?: string[]; officialId?: string; lang: 'es' | 'en' },
): Promise<Invitation> =>
  dataOf(typedApi.POST('/api/orgs/{orgId}/invitations', { params: { path: { orgId: organizationId } }, body: input }))

export const revokeInvitation = (organizationId: string, invitationId: string) =>
  dataOf(
    typedApi.DELETE('/api/orgs/{orgId}/invitations/{invitationId}', {
      params: { path: { orgId: organizationId, invitationId } },
    }),
  )

export const getInvitation = (token: string, signal?: AbortSignal): Promise<PublicInvitation> =>
  dataOf(typedApi.GET('/api/invitations/{token}', { params: { path: { token } }, signal }))

export const acceptInvitation = (token: string): Promise<{ organizationId: string }> =>
  dataOf(typedApi.POST('/api/invitations/{token}/accept', { params: { path: { token } } }))

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { memberKeys } from '#client/lib/members/member-keys.ts'
import type { OrganizationRole } from '#client/lib/session/session-api.ts'
import {
  createInvitation,
  listInvitations,
  listMembers,
  removeMember,
  revokeInvitation,
  updateMember,
} from '../api/members-api.ts'

export function useMembers(organizationId: string) {
  return useQuery({
    queryKey: memberKeys.list(organizationId),
    queryFn: ({ signal }) => listMembers(organizationId, signal),
    select: (data) => data.items,
  })
}

export function useInvitations(organizationId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: memberKeys.invitations(organizationId),
    queryFn: ({ signal }) => listInvitations(organizationId, signal),
    select: (data) => data.items,
    enabled: isEnabled,
  })
}

export function useMemberMutations(organizationId: string) {
  const queryClient = useQueryClient()
  const invalidateMembers = () => queryClient.invalidateQueries({ queryKey: memberKeys.list(organizationId) })
  const invalidateInvitations = () =>
    queryClient.invalidateQueries({ queryKey: memberKeys.invitations(organizationId) })

  return {
    changeRole: useMutation({
      mutationFn: ({ userId, role, teamIds }: { userId: string; role?: OrganizationRole; teamIds?: string[] }) =>
        updateMember(organizationId, userId, { role, teamIds }),
      onSettled: invalidateMembers,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => removeMember(organizationId, userId),
      onSettled: invalidateMembers,
    }),
    invite: useMutation({
      mutationFn: (input: { email: string; role: OrganizationRole; teamIds?: string[]; lang: 'es' | 'en' }) =>
        createInvitation(organizationId, input),
      onSuccess: invalidateInvitations,
    }),
    revoke: useMutation({
      mutationFn: (invitationId: string) => revokeInvitation(organizationId, invitationId),
      onSettled: invalidateInvitations,
    }),
  }
}

/**
 * Query keys of an organization's members and invitations. Shared (not in features/members) because the live layer
 * (lib/live/live-events.ts) invalidates them when a `members` event arrives.
 */
export const memberKeys = {
  all: ['members'] as const,
  list: (organizationId: string) => ['members', organizationId, 'list'] as const,
  invitations: (organizationId: string) => ['members', organizationId, 'invitations'] as const,
  invitation: (token: string) => ['members', 'invitation', token] as const,
}

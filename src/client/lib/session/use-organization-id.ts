import { useMembership } from './use-session.ts'

/**
 * The active organization of a league page. The section's routes render `NoOrganization` when there is none
 * (a super admin who has not picked one), so the pages under them can count on it.
 */
export function useOrganizationId(): string {
  const { organizationId } = useMembership()
  if (!organizationId) throw new Error('league pages need an active organization')
  return organizationId
}

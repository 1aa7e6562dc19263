import { useMembership } from '#client/lib/session/use-session.ts'
import { hasRole } from '#domain/organizations/roles.ts'

/**
 * Whether the signed-in user may change league data (docs/product.md roles: manager and admin write; scorer and viewer
 * read). The server enforces it; the pages only hide the buttons.
 */
export function useCanWrite(): boolean {
  const { role, isSuperAdmin } = useMembership()
  return isSuperAdmin || (role !== null && hasRole(role, 'manager'))
}

/** Organization roles (docs/product.md "Roles"), from most to least powerful. super_admin is a user role, not a member role. */
export const ORG_ROLES = ['admin', 'manager', 'scorer', 'delegate', 'referee', 'viewer', 'treasurer'] as const
export type OrgRole = (typeof ORG_ROLES)[number]

/**
 * A delegate reads what a viewer reads (same rank); what it may write on its own teams (decision 0039) is let through
 * by the routes that allow it one by one (`requireRoleOrDelegate`), never by rank.
 */
const RANK: Record<OrgRole, number> = {
  admin: 4,
  manager: 3,
  scorer: 2,
  delegate: 1,
  referee: 1,
  viewer: 1,
  treasurer: 1,
}

/** Whether `role` may do what `required` may do. */
export function hasRole(role: OrgRole, required: OrgRole): boolean {
  return RANK[role] >= RANK[required]
}

/** The roles whose members are scoped to teams (their `teamIds`, decision 0039). */
export function isTeamScoped(role: OrgRole): boolean {
  return role === 'delegate'
}

/** The roles that record a league's money (decision 0048); a treasurer reads like a viewer and writes money only. */
export function handlesMoney(role: OrgRole): boolean {
  return role === 'admin' || role === 'manager' || role === 'treasurer'
}

/**
 * The roles that see players' private data (DNI, birth date, e-mail, phone) only of their own teams' approved players:
 * a delegate (decision 0039), and a referee and a treasurer, who have no team (decisions 0050, 0048).
 */
export function hidesPrivatePlayerData(role: OrgRole): boolean {
  return role === 'delegate' || role === 'referee' || role === 'treasurer'
}

/** Organization roles (docs/product.md "Roles"), from most to least powerful. super_admin is a user role, not a member role. */
export const ORG_ROLES = ['admin', 'manager', 'scorer', 'viewer'] as const
export type OrgRole = (typeof ORG_ROLES)[number]

const RANK: Record<OrgRole, number> = { admin: 4, manager: 3, scorer: 2, viewer: 1 }

/** Whether `role` may do what `required` may do. */
export function hasRole(role: OrgRole, required: OrgRole): boolean {
  return RANK[role] >= RANK[required]
}

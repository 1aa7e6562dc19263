/** The organizations feature's public module: what other features may import from it (decision 0029). */

export { assertVerifiedSender } from './creation-limits.ts'
export {
  createOrganization,
  findOrganizationsForAdmin,
  getOrganization,
  organizationTimeZone,
  timeZoneOf,
  updateOrganization,
} from './organizations.service.ts'

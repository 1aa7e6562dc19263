/** The invitations feature's public module: what other features may import from it (decision 0029). */
export {
  assertInvitationLimits,
  hashToken,
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_PER_USER_PER_DAY,
} from './invitations.service.ts'

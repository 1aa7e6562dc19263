/** The invitations feature's public module: what other features may import from it (decision 0029). */
export { INVITATIONS_PER_USER_PER_DAY } from './invitations.service.ts'

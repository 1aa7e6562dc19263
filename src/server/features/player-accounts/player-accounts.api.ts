/**
 * The player accounts feature's public module (decision 0029): which player records a user is linked to in an
 * organization (decision 0045), for the features that act for a player (their card, their notifications).
 */
export { findLinkedPlayerIds } from './my-players.service.ts'

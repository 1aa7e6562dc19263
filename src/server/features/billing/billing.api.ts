/** The billing feature's public module: what other features may import from it (decision 0029). */
export { setSubscriptionByHand } from './billing.service.ts'

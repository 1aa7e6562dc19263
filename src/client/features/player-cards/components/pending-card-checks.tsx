import { usePendingCardChecks } from '../hooks/use-pending-card-checks.ts'

/**
 * Sends the card checks made without signal when it is back (decision 0046), whatever page is open then: the shell
 * mounts it for the active league. Draws nothing.
 */
export function PendingCardChecks({ organizationId }: { organizationId: string | null }) {
  usePendingCardChecks(organizationId)
  return null
}

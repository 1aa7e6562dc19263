/**
 * Live notices sent after a write committed.
 */
import type { LiveEvent, LiveHub } from '#server/live/live-hub.ts'

/**
 * Tells the organization's open screens that something changed, after the write committed. A notice that cannot be
 * sent must not turn a saved change into an error: screens also refetch when they regain focus or reconnect.
 */
export async function publishChange(live: LiveHub, organizationId: string, event: Omit<LiveEvent, 'at'>) {
  try {
    await live.publish(organizationId, event)
  } catch {
    // the change is saved; only the live notice was lost
  }
}

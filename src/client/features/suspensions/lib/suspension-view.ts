import type { Suspension } from '#client/features/competition/api/competition-api.ts'
import {
  SUSPENSION_STATUS_VALUES,
  type SuspensionStatus,
} from '#client/features/competition/lib/competition-constants.ts'

export type StatusFilter = SuspensionStatus | 'all'
export const STATUS_FILTERS: readonly StatusFilter[] = [...SUSPENSION_STATUS_VALUES, 'all']

/** How many suspensions each filter shows. */
export function countByStatus(items: readonly Pick<Suspension, 'status'>[]): Record<StatusFilter, number> {
  const counts = Object.fromEntries(STATUS_FILTERS.map((status) => [status, 0])) as Record<StatusFilter, number>
  for (const item of items) {
    counts[item.status] += 1
    counts.all += 1
  }
  return counts
}

/** The filter to open on: the one asked for (e.g. from the dashboard), else drafts when there are any, else all. */
export function initialFilter(asked: string | null, counts: Record<StatusFilter, number>): StatusFilter {
  if (asked && (STATUS_FILTERS as readonly string[]).includes(asked)) return asked as StatusFilter
  return counts.draft > 0 ? 'draft' : 'all'
}

/** What an admin may do with a suspension in each status (PRODUCT.md: confirm, change, ignore or remove). */
export function suspensionActions(item: Pick<Suspension, 'status'>): {
  canConfirm: boolean
  canIgnore: boolean
  canChange: boolean
} {
  return {
    canConfirm: item.status === 'draft' || item.status === 'ignored',
    canIgnore: item.status === 'draft',
    canChange: item.status !== 'ignored',
  }
}

import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import { useReportQueue } from '#client/features/match-reports/hooks/use-report-queue.ts'
import { useRosterRequests } from '#client/features/teams/hooks/use-roster-requests.ts'

/** A count beside a navigation item: the number shown, its meaning read out (`label`); nothing when zero. */
function NavCountBadge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  if (count === 0) return null
  return (
    <Chip
      size="small"
      color="warning"
      data-testid={testId}
      label={
        <>
          <span aria-hidden="true">{count}</span>
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </>
      }
      sx={{ height: 22, fontWeight: 700 }}
    />
  )
}

/**
 * Beside "Requests": the additions waiting for approval (decision 0038), kept fresh by the `teams` live events like
 * the page. The hooks come from the features' small hook modules, not their pages, so the shell's first paint does
 * not wait for a page's chunk.
 */
export function RequestsBadge({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const requests = useRosterRequests(organizationId)
  const count = Array.isArray(requests.data) ? requests.data.length : 0
  return <NavCountBadge count={count} label={t('roster_requests.nav_badge', { count })} />
}

/** Beside "Referees": the disputed match reports (decision 0051), kept fresh by the `games` live events. */
export function DisputedReportsBadge({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const queue = useReportQueue(organizationId, 'disputed')
  const count = queue.data?.items.length ?? 0
  return (
    <NavCountBadge count={count} label={t('match_report.queue.nav_badge', { count })} testId="disputed-reports-badge" />
  )
}

import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import { useReportQueue } from '#client/features/match-reports/components/report-queue.tsx'

/**
 * The sidebar's count of disputed match reports beside "Referees" (decision 0051), for the admins and managers who
 * resolve them: the queue's own read, kept fresh by the `games` live events like the page.
 */
export function DisputedReportsBadge({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const queue = useReportQueue(organizationId, 'disputed')
  const count = queue.data?.items.length ?? 0
  if (count === 0) return null
  return (
    <Chip
      size="small"
      color="warning"
      data-testid="disputed-reports-badge"
      label={
        <>
          <span aria-hidden="true">{count}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('match_report.queue.nav_badge', { count })}
          </Box>
        </>
      }
      sx={{ height: 22, fontWeight: 700 }}
    />
  )
}

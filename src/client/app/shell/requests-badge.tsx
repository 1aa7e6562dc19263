import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import { useRosterRequests } from '#client/features/teams/components/roster-requests-page.tsx'

/**
 * The sidebar's count of additions waiting for approval (decision 0038), beside "Requests": one small read, kept
 * fresh by the `teams` live events like the page itself.
 */
export function RequestsBadge({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const requests = useRosterRequests(organizationId)
  const count = Array.isArray(requests.data) ? requests.data.length : 0
  if (count === 0) return null
  return (
    <Chip
      size="small"
      color="warning"
      label={
        <>
          <span aria-hidden="true">{count}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('roster_requests.nav_badge', { count })}
          </Box>
        </>
      }
      sx={{ height: 22, fontWeight: 700 }}
    />
  )
}

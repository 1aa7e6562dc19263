import InboxIcon from '@mui/icons-material/Inbox'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { breachText } from '#client/lib/competition/eligibility-text.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { useRosterRequests } from '../hooks/use-roster-requests.ts'
import { RosterDecision, rosterReasonText } from './roster-decision.tsx'

/**
 * `/:lang/requests` (admins and managers): the additions to teams' registered lists that wait for approval, across
 * the league and oldest first, each with why it waits and the rules approving it would break (decision 0038).
 */
export function RosterRequestsPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const requests = useRosterRequests(organizationId)
  const items = requests.data ?? []
  return (
    <>
      <PageHeader title={t('roster_requests.title')} subtitle={t('roster_requests.subtitle')} />
      {requests.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />
      ) : requests.isError ? (
        <FormError message={errorMessage(t, requests.error)} />
      ) : items.length === 0 ? (
        <EmptyState icon={<InboxIcon />} title={t('roster_requests.empty')} headingLevel="h2" />
      ) : (
        <Card>
          <Stack
            component="ul"
            aria-label={t('roster_requests.title')}
            sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {items.map((request) => {
              const name = `${request.firstname} ${request.lastname}`
              return (
                <Box
                  component="li"
                  key={`${request.teamId}-${request.playerId}`}
                  data-testid="roster-request"
                  sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, p: { xs: 1.5, sm: 2 } }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      <Box
                        component={RouterLink}
                        to={localize(`/players/${request.playerId}`)}
                        sx={{ color: 'text.primary' }}
                      >
                        {name}
                      </Box>
                      {' · '}
                      <Box
                        component={RouterLink}
                        to={localize(`/teams/${request.teamId}`)}
                        sx={{ color: 'primary.main' }}
                      >
                        {request.teamName}
                      </Box>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('roster_requests.requested_on', { date: formatDate(request.requestedAt, lang) })}
                      {request.rejectReason
                        ? ` · ${t('roster_requests.waits_because', { reason: rosterReasonText(t, request.rejectReason) })}`
                        : ''}
                    </Typography>
                    {request.breaches.length > 0 ? (
                      <>
                        <Typography variant="body2" sx={{ mt: 0.5 }}>
                          {t('roster_requests.breaks')}
                        </Typography>
                        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                          {request.breaches.map((breach) => (
                            <Typography
                              key={`${breach.code}-${breach.tournamentId}`}
                              component="li"
                              variant="body2"
                              color="error"
                            >
                              {breachText(t, lang, breach)}
                            </Typography>
                          ))}
                        </Box>
                      </>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('roster_requests.no_breach')}
                      </Typography>
                    )}
                  </Box>
                  <RosterDecision
                    organizationId={organizationId}
                    teamId={request.teamId}
                    teamName={request.teamName}
                    player={{ id: request.playerId, name }}
                  />
                </Box>
              )
            })}
          </Stack>
        </Card>
      )}
    </>
  )
}

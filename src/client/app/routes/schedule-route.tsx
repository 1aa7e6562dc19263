import LockIcon from '@mui/icons-material/Lock'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '#client/components/empty-state.tsx'
import { MatchDayPage } from '#client/features/match-day/components/match-day-page.tsx'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import { NoOrganization } from './no-organization.tsx'

/** `/:lang/schedule?date=&tournament=`: a match day across tournaments (match-day). Managers and admins. */
export function ScheduleRoute() {
  const { t } = useTranslation()
  const { organizationId, isAdmin, role } = useMembership()
  const [params, setParams] = useSearchParams()
  if (!organizationId) return <NoOrganization />
  if (!isAdmin && role !== 'manager') {
    return (
      <EmptyState
        icon={<LockIcon />}
        title={t('route_error.forbidden.title')}
        description={t('route_error.forbidden.description')}
        headingLevel="h1"
      />
    )
  }
  const date = params.get('date') || calendarDayIn(new Date(), leagueTimeZone())
  const tournamentIds = params.getAll('tournament')
  const update = (next: { date?: string; tournamentIds?: string[] }) => {
    const search = new URLSearchParams({ date: next.date ?? date })
    for (const id of next.tournamentIds ?? tournamentIds) search.append('tournament', id)
    setParams(search, { replace: true })
  }
  return (
    <MatchDayPage
      organizationId={organizationId}
      date={date}
      tournamentIds={tournamentIds}
      onDateChange={(value) => update({ date: value })}
      onTournamentsChange={(ids) => update({ tournamentIds: ids })}
    />
  )
}

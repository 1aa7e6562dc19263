/**
 * The admin's queue of match reports (decision 0051), on the Referees page: the disputed ones, oldest first, each
 * with the side that disputes it, the reason and a link to the game, whose report panel edits and resolves it; then
 * the reports waiting for the teams, with the end of their window. Admins and managers only (the API's rule).
 */
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { gameWhen } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import type { ReportQueueItem } from '../api/match-reports-api.ts'
import { useReportQueue } from '../hooks/use-report-queue.ts'

export function ReportQueue({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  const disputed = useReportQueue(organizationId, 'disputed')
  const waiting = useReportQueue(organizationId, 'submitted')
  return (
    <Stack component="section" spacing={1.5} sx={{ mb: 3 }} aria-labelledby="report-queue-title">
      <Typography id="report-queue-title" variant="h6" component="h2">
        {t('match_report.queue.title')}
      </Typography>
      {disputed.isError ? <FormError message={errorMessage(t, disputed.error)} /> : null}
      {disputed.isSuccess && disputed.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('match_report.queue.empty')}</Typography>
      ) : null}
      {disputed.data?.items.map((item) => (
        <QueueCard key={item.gameId} item={item} />
      ))}
      {waiting.data && waiting.data.items.length > 0 ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
            {t('match_report.queue.waiting_title')}
          </Typography>
          {waiting.data.items.map((item) => (
            <QueueCard key={item.gameId} item={item} />
          ))}
        </>
      ) : null}
    </Stack>
  )
}

function QueueCard({ item }: { item: ReportQueueItem }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  const { report } = item
  const teams = { home: item.homeTeamName, away: item.awayTeamName }
  const score = item.homeScore === null || item.awayScore === null ? ' – ' : ` ${item.homeScore} – ${item.awayScore} `
  // in the league's time zone, as every time the app shows (decision 0020)
  const at = (iso: string) => formatDate(iso, lang, { style: 'datetime', timeZone: leagueTimeZone() })
  return (
    <Card variant="outlined" data-testid="report-queue-item">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={0.75}>
          <Link component={RouterLink} to={localize(`/games/${item.gameId}`)} sx={{ fontWeight: 700 }}>
            {`${item.homeTeamName}${score}${item.awayTeamName}`}
          </Link>
          {item.startsAt ? (
            <Typography variant="body2" color="text.secondary">
              {gameWhen(t, lang, { playAt: item.startsAt, isPlayAtTimeHidden: item.isPlayAtTimeHidden })}
            </Typography>
          ) : null}
          {report.dispute ? (
            <Alert severity="warning" sx={{ py: 0 }}>
              {t('match_report.disputed_by', { team: teams[report.dispute.side], reason: report.dispute.reason })}
            </Alert>
          ) : null}
          {report.status === 'submitted' && report.deadline ? (
            <Typography variant="body2">{t('match_report.deadline', { at: at(report.deadline) })}</Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  )
}

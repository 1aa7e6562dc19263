/**
 * The match report on the game sheet (decision 0051), phone-first: its state, who answered, and the actions the
 * caller's role has — submit with remarks (the referee, while open), confirm or dispute (a delegate for their team,
 * an admin or manager for a side), resolve a dispute (admin, manager) — and the filed acta as PDF.
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import type { OrganizationRole } from '#client/lib/session/session-api.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { GameReport, Side } from '#domain/match-reports/report.schema.ts'
import { reportPdfUrl } from '../api/match-reports-api.ts'
import { useReportAction } from '../hooks/use-report-actions.ts'

type Props = {
  organizationId: string
  gameId: string
  report: GameReport
  role: OrganizationRole | null
  teams: Record<Side, string>
  /** false for a referee who is not this game's appointed one: they read the report, nothing more (decision 0051) */
  isAppointedReferee?: boolean
}

const STATUS_COLOR = { open: 'default', submitted: 'info', disputed: 'warning', confirmed: 'success' } as const

export function MatchReportPanel({ organizationId, gameId, report, role, teams, isAppointedReferee = true }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const action = useReportAction(organizationId, gameId)
  const [remarks, setRemarks] = useState('')
  const [reason, setReason] = useState('')
  const [disputing, setDisputing] = useState(false)
  const at = (iso: string | null) => (iso ? new Date(iso).toLocaleString(lang) : '')
  const staff = role === 'admin' || role === 'manager'
  const answering = report.status === 'submitted' && (role === 'delegate' || staff)
  const busy = action.isPending
  const filing = role === 'referee' && isAppointedReferee
  // the PDF is for staff, the game's delegates and its own referee (decision 0051)
  const mayReadPdf = role !== 'viewer' && (role !== 'referee' || isAppointedReferee)

  return (
    <Card variant="outlined" component="section" aria-labelledby="match-report-title" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="match-report-title" variant="h6" component="h2">
              {t('match_report.title')}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOR[report.status]}
              label={t(`match_report.status.${report.status}`)}
              data-testid="match-report-status"
            />
          </Stack>
          {report.submittedAt && (
            <Typography variant="body2">
              {t('match_report.submitted_by', { name: report.submittedBy ?? '—', at: at(report.submittedAt) })}
            </Typography>
          )}
          {report.remarks && <Typography variant="body2">{report.remarks}</Typography>}
          {report.status === 'submitted' && report.deadline && (
            <Typography variant="body2" color="text.secondary">
              {t('match_report.deadline', { at: at(report.deadline) })}
            </Typography>
          )}
          {(['home', 'away'] as const).map((side) => {
            const confirmation = report.confirmations[side]
            return confirmation ? (
              <Typography key={side} variant="body2">
                {t('match_report.confirmed_by', {
                  team: teams[side],
                  name: confirmation.by ?? '—',
                  at: at(confirmation.at),
                })}
              </Typography>
            ) : null
          })}
          {report.dispute && (
            <Alert severity="warning">
              {t('match_report.disputed_by', { team: teams[report.dispute.side], reason: report.dispute.reason })}
            </Alert>
          )}
          {action.isError && <Alert severity="error">{errorMessage(t, action.error)}</Alert>}
          {filing && report.status === 'open' && (
            <Stack spacing={1}>
              <TextField
                label={t('match_report.remarks')}
                value={remarks}
                onChange={(event) => setRemarks(event.target.value)}
                multiline
                minRows={2}
                fullWidth
              />
              <Button variant="contained" disabled={busy} onClick={() => action.mutate({ kind: 'submit', remarks })}>
                {t('match_report.submit')}
              </Button>
            </Stack>
          )}
          {answering && !disputing && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {role === 'delegate' ? (
                <Button variant="contained" disabled={busy} onClick={() => action.mutate({ kind: 'confirm' })}>
                  {t('match_report.confirm')}
                </Button>
              ) : (
                (['home', 'away'] as const).map((side) => (
                  <Button
                    key={side}
                    variant="contained"
                    disabled={busy}
                    onClick={() => action.mutate({ kind: 'confirm', side })}
                  >
                    {t('match_report.confirm_for', { team: teams[side] })}
                  </Button>
                ))
              )}
              {role === 'delegate' && (
                <Button variant="outlined" color="warning" disabled={busy} onClick={() => setDisputing(true)}>
                  {t('match_report.dispute')}
                </Button>
              )}
            </Stack>
          )}
          {answering && disputing && (
            <Stack spacing={1}>
              <TextField
                label={t('match_report.dispute_reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                multiline
                minRows={2}
                fullWidth
                required
              />
              <Button
                variant="contained"
                color="warning"
                disabled={busy || reason.trim() === ''}
                onClick={() => action.mutate({ kind: 'dispute', reason })}
              >
                {t('match_report.dispute')}
              </Button>
            </Stack>
          )}
          {staff && report.status === 'disputed' && (
            <Button variant="contained" disabled={busy} onClick={() => action.mutate({ kind: 'resolve' })}>
              {t('match_report.resolve')}
            </Button>
          )}
          {report.status !== 'open' && mayReadPdf && (
            <Button href={reportPdfUrl(organizationId, gameId, lang)} target="_blank" rel="noopener">
              {t('match_report.pdf')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}

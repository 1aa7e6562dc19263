/**
 * The match report on the game sheet (decision 0051), phone-first: its state, who answered, and the actions the
 * caller's role has — submit with remarks (the referee, while open, after saying what submitting means), confirm or
 * dispute (a delegate for their own team's side, an admin or manager for a side they choose, each side while it has
 * not answered and the window is open), resolve a dispute (admin, manager) — and the filed acta as PDF. Times are in
 * the league's time zone (decision 0020).
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
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
  /** a delegate's sides of this game (their teams'): they answer for these only; none until known */
  ownSides?: readonly Side[]
}

const STATUS_COLOR = { open: 'default', submitted: 'info', disputed: 'warning', confirmed: 'success' } as const
const SIDES = ['home', 'away'] as const

export function MatchReportPanel({
  organizationId,
  gameId,
  report,
  role,
  teams,
  isAppointedReferee = true,
  ownSides = [],
}: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const action = useReportAction(organizationId, gameId)
  const [remarks, setRemarks] = useState('')
  const [isSubmitAsked, setIsSubmitAsked] = useState(false)
  const at = (iso: string | null) =>
    iso ? formatDate(iso, lang, { style: 'datetime', timeZone: leagueTimeZone() }) : ''
  const staff = role === 'admin' || role === 'manager'
  const busy = action.isPending
  const filing = role === 'referee' && isAppointedReferee
  // the PDF is for staff, the game's delegates and its own referee (decision 0051)
  const mayReadPdf = role !== 'viewer' && (role !== 'referee' || isAppointedReferee)
  const isWindowOver =
    report.status === 'submitted' && report.deadline !== null && Date.parse(report.deadline) <= Date.now()
  // the sides this person still answers for: a delegate their team's, staff either, each until it has confirmed
  const answerable =
    report.status === 'submitted' && !isWindowOver && (role === 'delegate' || staff)
      ? SIDES.filter((side) => report.confirmations[side] === null && (staff || ownSides.includes(side)))
      : []

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
          {report.status === 'open' ? (
            <Typography variant="body2" color="text.secondary">
              {t(filing ? 'match_report.open_help_referee' : 'match_report.open_help')}
            </Typography>
          ) : null}
          {report.submittedAt && (
            <Typography variant="body2">
              {t('match_report.submitted_by', { name: report.submittedBy ?? '—', at: at(report.submittedAt) })}
            </Typography>
          )}
          {report.remarks && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', fontStyle: 'italic' }}>
              {report.remarks}
            </Typography>
          )}
          {report.status === 'submitted' && report.deadline && (
            <Typography variant="body2" color="text.secondary">
              {t(isWindowOver ? 'match_report.window_over' : 'match_report.deadline', { at: at(report.deadline) })}
            </Typography>
          )}
          {report.status !== 'open'
            ? SIDES.map((side) => {
                const confirmation = report.confirmations[side]
                if (confirmation) {
                  return (
                    <Typography key={side} variant="body2">
                      {t('match_report.confirmed_by', {
                        team: teams[side],
                        name: confirmation.by ?? '—',
                        at: at(confirmation.at),
                      })}
                    </Typography>
                  )
                }
                return report.status === 'submitted' ? (
                  <Typography key={side} variant="body2" color="text.secondary">
                    {t('match_report.not_answered', { team: teams[side] })}
                  </Typography>
                ) : null
              })
            : null}
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
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => setIsSubmitAsked(true)}
                sx={{ alignSelf: { sm: 'flex-start' } }}
              >
                {t('match_report.submit')}
              </Button>
              <ConfirmDialog
                open={isSubmitAsked}
                title={t('match_report.submit_title')}
                description={t('match_report.submit_body')}
                confirmLabel={t('match_report.submit')}
                isPending={busy}
                onConfirm={() =>
                  action.mutate({ kind: 'submit', remarks }, { onSettled: () => setIsSubmitAsked(false) })
                }
                onClose={() => setIsSubmitAsked(false)}
              />
            </Stack>
          )}
          {answerable.length > 0 ? (
            <Answers
              answerable={answerable}
              isDelegate={role === 'delegate'}
              teams={teams}
              busy={busy}
              onConfirm={(side) => action.mutate({ kind: 'confirm', side })}
              onDispute={(side, reason) => action.mutate({ kind: 'dispute', side, reason })}
            />
          ) : null}
          {staff && report.status === 'disputed' && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => action.mutate({ kind: 'resolve' })}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {t('match_report.resolve')}
            </Button>
          )}
          {report.status !== 'open' && mayReadPdf && (
            <Button
              href={reportPdfUrl(organizationId, gameId, lang)}
              target="_blank"
              rel="noopener"
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {t('match_report.pdf')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}

/**
 * Confirm or dispute, for the sides this person answers for. A delegate of one team reads "Confirm" and "Dispute";
 * staff (or a delegate of both teams) read each side's name, and pick the side of a dispute.
 */
function Answers({
  answerable,
  isDelegate,
  teams,
  busy,
  onConfirm,
  onDispute,
}: {
  answerable: readonly Side[]
  isDelegate: boolean
  teams: Record<Side, string>
  busy: boolean
  onConfirm: (side: Side) => void
  onDispute: (side: Side, reason: string) => void
}) {
  const { t } = useTranslation()
  const [disputing, setDisputing] = useState(false)
  const [reason, setReason] = useState('')
  const [side, setSide] = useState<Side>(answerable[0] ?? 'home')
  const single = isDelegate && answerable.length === 1
  if (!disputing) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {answerable.map((s) => (
          <Button key={s} variant="contained" disabled={busy} onClick={() => onConfirm(s)}>
            {single ? t('match_report.confirm') : t('match_report.confirm_for', { team: teams[s] })}
          </Button>
        ))}
        <Button variant="outlined" color="warning" disabled={busy} onClick={() => setDisputing(true)}>
          {t('match_report.dispute')}
        </Button>
      </Stack>
    )
  }
  const chosen = answerable.includes(side) ? side : (answerable[0] ?? 'home')
  return (
    <Stack spacing={1}>
      {single ? null : (
        <RadioGroup
          aria-label={t('match_report.dispute_side')}
          value={chosen}
          onChange={(event) => setSide(event.target.value as Side)}
        >
          {answerable.map((s) => (
            <FormControlLabel
              key={s}
              value={s}
              control={<Radio />}
              label={t('match_report.dispute_for', { team: teams[s] })}
            />
          ))}
        </RadioGroup>
      )}
      <TextField
        label={t('match_report.dispute_reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        required
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={busy} onClick={() => setDisputing(false)}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          disabled={busy || reason.trim() === ''}
          onClick={() => onDispute(chosen, reason)}
        >
          {t('match_report.dispute')}
        </Button>
      </Stack>
    </Stack>
  )
}

import AddIcon from '@mui/icons-material/Add'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import MoreIcon from '@mui/icons-material/MoreVert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { visuallyHidden } from '#client/components/visually-hidden.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { dateLocale } from '#client/lib/lang.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { formatMoney } from '#client/lib/money-format.ts'
import { useActiveOrganization } from '#client/lib/session/use-organization.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { Lang } from '#domain/navigation/locale-path.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import { deleteOfficial, fetchOfficialsMonth, officialsKeys, statementCsvUrl } from '../api/officials-api.ts'
import { OfficialDialog } from './official-dialog.tsx'
import { UnavailableDays } from './unavailable-days.tsx'

type Row = { officialId: string; name: string }

/** Columns a phone leaves out, so the name, the games worked, the fees and the menu fit a 390-pixel screen. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const

/** The first and last day of a month (`YYYY-MM`). */
function monthSpan(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

/** The month `delta` months from `month` (`YYYY-MM`). */
function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, number - 1 + delta, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/** "November 2026" / "noviembre de 2026". */
function monthName(month: string, lang: Lang): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(dateLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  )
}

/**
 * `/:lang/referees`: each official's month at a glance — appointed, worked, fees (decision 0050) — this month in the
 * league's calendar or one before or after it, with each one's statement of that month as CSV and, for an admin or
 * manager, adding, editing and removing them and marking the days they cannot work.
 */
export function RefereesPage({
  organizationId,
  reports = null,
}: {
  organizationId: string
  /** the queue of disputed match reports, shown first (the app composes it: decision 0011) */
  reports?: ReactNode
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const canWrite = useCanWrite()
  const currency = useActiveOrganization().data?.currency ?? null
  const [isAdding, setIsAdding] = useState(false)
  const [editing, setEditing] = useState<Row | null>(null)
  const [removing, setRemoving] = useState<Row | null>(null)
  const [marking, setMarking] = useState<Row | null>(null)
  const today = calendarDayIn(new Date(), leagueTimeZone())
  const [month, setMonth] = useState(today.slice(0, 7))
  const { from, to } = monthSpan(month)
  const fees = useQuery({
    queryKey: officialsKeys.month(organizationId, from, to),
    queryFn: ({ signal }) => fetchOfficialsMonth(organizationId, from, to, signal),
  })
  const items = fees.data?.items ?? []
  return (
    <>
      <PageHeader
        title={t('officials.title')}
        subtitle={t('officials.subtitle')}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
              {t('officials.add')}
            </Button>
          ) : null
        }
      />
      {reports}
      {isAdding ? <OfficialDialog organizationId={organizationId} onClose={() => setIsAdding(false)} /> : null}
      {editing ? (
        <OfficialDialog
          organizationId={organizationId}
          officialId={editing.officialId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <RemoveOfficialDialog organizationId={organizationId} official={removing} onClose={() => setRemoving(null)} />
      ) : null}
      {marking ? (
        <UnavailableDaysDialog
          organizationId={organizationId}
          official={marking}
          today={today}
          onClose={() => setMarking(null)}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton aria-label={t('officials.month_previous')} onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h2" aria-live="polite" sx={{ minWidth: 0, flex: { xs: 1, sm: 'none' } }}>
          {monthName(month, lang)}
        </Typography>
        <IconButton aria-label={t('officials.month_next')} onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRightIcon />
        </IconButton>
        {month !== today.slice(0, 7) ? (
          <Button size="small" onClick={() => setMonth(today.slice(0, 7))}>
            {t('officials.month_current')}
          </Button>
        ) : null}
      </Stack>
      {fees.isError ? <FormError message={errorMessage(t, fees.error)} /> : null}
      {fees.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary">{t('officials.empty')}</Typography>
      ) : null}
      {items.length > 0 ? (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('officials.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('officials.name')}</TableCell>
                <TableCell sx={WIDE}>{t('officials.level')}</TableCell>
                <TableCell align="right" sx={WIDE}>
                  {t('officials.appointed')}
                </TableCell>
                <TableCell align="right">{t('officials.worked')}</TableCell>
                <TableCell align="right">{t('officials.fees')}</TableCell>
                <TableCell align="right">
                  {/* the menus name their official; on a phone the heading's width goes to the figures */}
                  <Box component="span" sx={{ '@media (max-width: 599.95px)': visuallyHidden }}>
                    {t('officials.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((o) => (
                <TableRow key={o.officialId}>
                  <TableCell>{o.name}</TableCell>
                  <TableCell sx={WIDE}>{o.level ?? ''}</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    {o.appointed}
                  </TableCell>
                  <TableCell align="right">{o.worked}</TableCell>
                  <TableCell align="right">{currency ? formatMoney(o.total, currency, lang) : ''}</TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    <RowActions
                      name={o.name}
                      csvHref={statementCsvUrl(organizationId, o.officialId, from, to, lang)}
                      onEdit={canWrite ? () => setEditing(o) : null}
                      onMarkDays={canWrite ? () => setMarking(o) : null}
                      onRemove={canWrite ? () => setRemoving(o) : null}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  )
}

/** One official's menu: the month's statement as CSV; for an admin or manager, edit, their days off and remove. */
function RowActions({
  name,
  csvHref,
  onEdit,
  onMarkDays,
  onRemove,
}: {
  name: string
  csvHref: string
  onEdit: (() => void) | null
  onMarkDays: (() => void) | null
  onRemove: (() => void) | null
}) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const run = (action: () => void) => () => {
    setAnchor(null)
    action()
  }
  return (
    <>
      <IconButton
        aria-label={t('officials.actions_label', { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component="a" href={csvHref} download onClick={() => setAnchor(null)} sx={{ minHeight: 48 }}>
          {t('officials.statement_label', { name })}
        </MenuItem>
        {onEdit ? (
          <MenuItem onClick={run(onEdit)} sx={{ minHeight: 48 }}>
            {t('officials.edit')}
          </MenuItem>
        ) : null}
        {onMarkDays ? (
          <MenuItem onClick={run(onMarkDays)} sx={{ minHeight: 48 }}>
            {t('officials.unavailable_menu')}
          </MenuItem>
        ) : null}
        {onRemove ? (
          <MenuItem onClick={run(onRemove)} sx={{ minHeight: 48, color: 'error.main' }}>
            {t('officials.remove')}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  )
}

/** Removing an official (a soft delete, decision 0050), saying truthfully what becomes of their appointments. */
export function RemoveOfficialDialog({
  organizationId,
  official,
  onClose,
}: {
  organizationId: string
  official: Row
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteOfficial(organizationId, official.officialId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: officialsKeys.all(organizationId) })
      toast.success(t('officials.removed', { name: official.name }))
      onClose()
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  })
  return (
    <ConfirmDialog
      open
      title={t('officials.remove_title', { name: official.name })}
      description={t('officials.remove_body', { name: official.name })}
      confirmLabel={t('officials.remove')}
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    />
  )
}

/** The days an official cannot work, for an admin or manager (decision 0050): each change is saved at once. */
function UnavailableDaysDialog({
  organizationId,
  official,
  today,
  onClose,
}: {
  organizationId: string
  official: Row
  today: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('officials.unavailable_dialog_title', { name: official.name })}</DialogTitle>
      <DialogContent>
        <UnavailableDays organizationId={organizationId} officialId={official.officialId} today={today} isOwn={false} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

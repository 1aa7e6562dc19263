import AddIcon from '@mui/icons-material/Add'
import MoreIcon from '@mui/icons-material/MoreVert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { PageHeader } from '#client/components/page-header.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { formatMoney } from '#client/lib/money-format.ts'
import { useActiveOrganization } from '#client/lib/session/use-organization.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { deleteOfficial, fetchOfficialsMonth, officialsKeys, statementCsvUrl } from '../api/officials-api.ts'
import { OfficialDialog } from './official-dialog.tsx'

type Row = { officialId: string; name: string }

/** Columns a phone leaves out, so the name, the games worked, the fees and the menu fit a 390-pixel screen. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const

/** The first and last day of the current month (the browser's calendar). */
function thisMonth(now = new Date()): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0')
  const year = now.getFullYear()
  const month = now.getMonth() + 1
  const last = new Date(year, month, 0).getDate()
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` }
}

/**
 * `/:lang/referees`: each official's month at a glance — appointed, worked, fees (decision 0050) — with each one's
 * statement of the month as CSV and, for an admin or manager, adding, editing and removing them.
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
  const { from, to } = thisMonth()
  const month = useQuery({
    queryKey: officialsKeys.month(organizationId, from, to),
    queryFn: ({ signal }) => fetchOfficialsMonth(organizationId, from, to, signal),
  })
  const items = month.data?.items ?? []
  return (
    <>
      <PageHeader
        title={t('officials.title')}
        subtitle={`${t('officials.month')}: ${from} – ${to}`}
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
      {month.isError ? <FormError message={errorMessage(t, month.error)} /> : null}
      {month.isSuccess && items.length === 0 ? (
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
                <TableCell align="right">{t('officials.actions')}</TableCell>
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

/** One official's menu: the month's statement as CSV; for an admin or manager, edit and remove. */
function RowActions({
  name,
  csvHref,
  onEdit,
  onRemove,
}: {
  name: string
  csvHref: string
  onEdit: (() => void) | null
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

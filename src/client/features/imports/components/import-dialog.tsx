import UploadIcon from '@mui/icons-material/FileUploadOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useIsWide } from '#client/lib/use-is-wide.ts'
import { useLang } from '#client/lib/use-lang.ts'
import {
  type ImportKind,
  type ImportReport,
  sendImport,
  templateHref,
  useInvalidateImported,
} from '../api/imports-api.ts'
import { ImportWarnings, MissingTeamsOption } from './import-options.tsx'

/** Rows drawn in the preview; the summary counts them all. */
const PREVIEW_LIMIT = 300

const ACTION_COLORS = { create: 'success', update: 'info', unchanged: 'default', error: 'error' } as const

/** "Import" on the players and teams lists (managers and admins). */
export function ImportButton({ organizationId, kind }: { organizationId: string; kind: ImportKind }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {t('imports.button')}
      </Button>
      {open ? <ImportDialog organizationId={organizationId} kind={kind} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

/**
 * The file as the server read it, each error on its cell; on a phone, where the cells scroll sideways, a row's errors
 * are also listed under its result, with their column.
 */
function ImportPreview({ report, isCompact }: { report: ImportReport; isCompact: boolean }) {
  const { t } = useTranslation()
  const shown = report.rows.slice(0, PREVIEW_LIMIT)
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('imports.summary.label')}>
        {(['create', 'update', 'unchanged', 'error'] as const).map((action) => (
          <Chip
            key={action}
            size="small"
            color={ACTION_COLORS[action]}
            variant={report.summary[action] > 0 ? 'filled' : 'outlined'}
            label={t(`imports.summary.${action}`, { count: report.summary[action] })}
          />
        ))}
      </Stack>
      <TableContainer
        sx={{ maxHeight: { xs: 'none', md: '50vh' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={t('imports.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('imports.row')}</TableCell>
              <TableCell>{t('imports.action')}</TableCell>
              {report.columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat; its place is its identity
                <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => {
              const errorsAt = (index: number) => row.errors.filter((e) => e.column === report.columns[index])
              const listed = isCompact ? row.errors : row.errors.filter((e) => !report.columns.includes(e.column))
              return (
                <TableRow key={row.row} data-row={row.row}>
                  <TableCell sx={{ verticalAlign: 'top' }}>{row.row}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top', minWidth: isCompact && listed.length > 0 ? 180 : undefined }}>
                    <Chip size="small" color={ACTION_COLORS[row.action]} label={t(`imports.actions.${row.action}`)} />
                    {listed.map((e) => (
                      <Typography
                        key={`${e.column}-${e.code}`}
                        variant="caption"
                        color="error"
                        sx={{ display: 'block', mt: 0.5 }}
                      >
                        {e.column}: {e.message}
                      </Typography>
                    ))}
                  </TableCell>
                  {report.columns.map((column, i) => {
                    const errors = errorsAt(i)
                    return (
                      <TableCell
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond their column
                        key={i}
                        data-column={column}
                        aria-invalid={errors.length > 0 || undefined}
                        sx={{
                          minWidth: 96,
                          verticalAlign: 'top',
                          ...(errors.length > 0
                            ? {
                                bgcolor: 'rgba(var(--lp-palette-error-mainChannel) / 0.14)',
                                boxShadow: 'inset 3px 0 0 var(--lp-palette-error-main)',
                              }
                            : {}),
                        }}
                      >
                        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                          {row.cells[i] || '—'}
                        </Box>
                        {errors.map((e) => (
                          <Typography
                            key={e.code}
                            variant="caption"
                            color="error"
                            sx={{ display: 'block', fontWeight: 600, minWidth: 160 }}
                            role="note"
                          >
                            {e.message}
                          </Typography>
                        ))}
                      </TableCell>
                    )
                  })}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {report.rows.length > shown.length ? (
        <Typography variant="body2" color="text.secondary">
          {t('imports.more_rows', { count: report.rows.length - shown.length })}
        </Typography>
      ) : null}
    </Stack>
  )
}

/** Upload → preview (a dry run: each error on its cell, the counts) → confirm (the same file, written at once). */
export function ImportDialog({
  organizationId,
  kind,
  onClose,
}: {
  organizationId: string
  kind: ImportKind
  onClose: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const isWide = useIsWide()
  const titleId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const invalidate = useInvalidateImported(organizationId)
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [isRefused, setIsRefused] = useState(false)
  const [busy, setBusy] = useState<'preview' | 'confirm' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [createTeams, setCreateTeams] = useState(false)
  const [acceptWarnings, setAcceptWarnings] = useState(false)

  const preview = async (chosen: File, withTeams = createTeams) => {
    if (chosen !== file) setAcceptWarnings(false)
    setFile(chosen)
    setCreateTeams(withTeams)
    setReport(null)
    setIsRefused(false)
    setError(null)
    setBusy('preview')
    try {
      const options = { createTeams: withTeams }
      setReport((await sendImport({ organizationId, kind, file: chosen, dryRun: true, lang, ...options })).report)
    } catch (failure) {
      setError(errorMessage(t, failure))
    } finally {
      setBusy(null)
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  const confirm = async () => {
    if (!file) return
    setBusy('confirm')
    setError(null)
    try {
      const outcome = await sendImport({ organizationId, kind, file, dryRun: false, lang, createTeams, acceptWarnings })
      if (outcome.isRefused) {
        setReport(outcome.report)
        setIsRefused(true)
        return
      }
      await invalidate(kind)
      toast.success(t('imports.done', { create: outcome.report.summary.create, update: outcome.report.summary.update }))
      onClose()
    } catch (failure) {
      setError(errorMessage(t, failure))
    } finally {
      setBusy(null)
    }
  }

  const canConfirm =
    report !== null &&
    report.summary.error === 0 &&
    report.summary.create + report.summary.update > 0 &&
    (report.warnings.length === 0 || acceptWarnings)

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={!isWide}
    >
      <DialogTitle id={titleId}>{t(`imports.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t(`imports.${kind}.hint`)}
          </Typography>
          <Typography variant="body2">
            {t('imports.template')}{' '}
            <Link href={templateHref(organizationId, kind, 'xlsx', lang)} download>
              Excel (.xlsx)
            </Link>
            {' · '}
            <Link href={templateHref(organizationId, kind, 'csv', lang)} download>
              CSV (.csv)
            </Link>
          </Typography>
          <Box>
            <Button
              component="label"
              variant={report ? 'outlined' : 'contained'}
              startIcon={<UploadIcon />}
              loading={busy === 'preview'}
            >
              {report ? t('imports.choose_again') : t('imports.choose')}
              <input
                ref={inputRef}
                hidden
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label={t('imports.choose')}
                onChange={(event) => {
                  const chosen = event.target.files?.[0]
                  if (chosen) void preview(chosen)
                }}
              />
            </Button>
            {file ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>
                {file.name}
              </Typography>
            ) : null}
          </Box>
          <FormError message={error} />
          {isRefused ? <Alert severity="error">{t('imports.refused')}</Alert> : null}
          {report && report.summary.error > 0 && !isRefused ? (
            <Alert severity="warning">{t('imports.fix_errors', { count: report.summary.error })}</Alert>
          ) : null}
          {report ? (
            <ImportWarnings warnings={report.warnings} accepted={acceptWarnings} onAccept={setAcceptWarnings} />
          ) : null}
          {report && file ? (
            <MissingTeamsOption
              teams={report.missingTeams}
              checked={createTeams}
              disabled={busy !== null}
              onChange={(checked) => void preview(file, checked)}
            />
          ) : null}
          {report ? <ImportPreview report={report} isCompact={!isWide} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy !== null}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!canConfirm || busy === 'preview'}
          loading={busy === 'confirm'}
          onClick={confirm}
        >
          {t('imports.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

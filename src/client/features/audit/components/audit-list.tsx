import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { useOrganization } from '#client/lib/session/use-organization.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { AuditEntry, AuditFilters } from '../api/audit-api.ts'
import { useAuditEntries } from '../hooks/use-audit-entries.ts'
import { actorOf, describeAction, describeChanges, type ValueFormatter } from '../lib/describe-entry.ts'

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** The audit trail matching `filters`, newest first, with "load more"; fetched only when `isEnabled`. */
export function AuditList({
  organizationId,
  filters,
  isEnabled = true,
  showEntity = false,
}: {
  organizationId: string
  filters: AuditFilters
  isEnabled?: boolean
  /** on the audit page: say which kind of thing each line is about */
  showEntity?: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const query = useAuditEntries(organizationId, filters, isEnabled)
  // the league's zone once its organization is known (on a fresh load it may arrive after the entries)
  const timeZone = useOrganization(organizationId).data?.timeZone ?? leagueTimeZone()
  const format: ValueFormatter = (field, value) => {
    if (value === null || value === undefined || value === '') return '—'
    if (typeof value === 'boolean') return t(value ? 'lists.yes' : 'lists.no')
    if (field === 'role' && typeof value === 'string') return t(`roles.${value}`)
    if (Array.isArray(value)) return String(value.length)
    if (typeof value === 'object') return '…'
    if (typeof value === 'string' && ISO_INSTANT.test(value))
      return formatDate(value, lang, { style: 'datetime', timeZone })
    return String(value)
  }

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={t('audit.loading')} />
      </Box>
    )
  }
  if (query.isError) return <Alert severity="error">{errorMessage(t, query.error)}</Alert>
  const entries = query.data.pages.flatMap((page) => page.items)
  if (entries.length === 0) return <Typography color="text.secondary">{t('audit.empty')}</Typography>
  return (
    <Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('audit.list_label')}>
        {entries.map((entry) => (
          <AuditLine key={entry.id} entry={entry} format={format} showEntity={showEntity} timeZone={timeZone} />
        ))}
      </Box>
      {query.hasNextPage ? (
        <Button sx={{ mt: 1 }} onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('audit.more')}
        </Button>
      ) : null}
    </Box>
  )
}

function AuditLine({
  entry,
  format,
  showEntity,
  timeZone,
}: {
  entry: AuditEntry
  format: ValueFormatter
  showEntity: boolean
  timeZone: string
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const changes = describeChanges(entry, t, format)
  return (
    <Box
      component="li"
      data-testid="audit-entry"
      sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Typography variant="body2" color="text.secondary" component="div">
        <time dateTime={entry.at}>{formatDate(entry.at, lang, { style: 'datetime', timeZone })}</time>
        {showEntity ? ` · ${t(`audit.entities.${entry.entityType}`)}` : null}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Box component="strong" sx={{ fontWeight: 600 }}>
          {actorOf(entry, t)}
        </Box>{' '}
        {describeAction(entry, t)}
      </Typography>
      {changes.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {changes.join(' · ')}
        </Typography>
      ) : null}
    </Box>
  )
}

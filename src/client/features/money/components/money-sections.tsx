import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLeagueList } from '#client/lib/league-data/use-league-list.ts'
import type { MoneySummary } from '#domain/money/money.schema.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'
import { ledgerExportUrl } from '../api/money-api.ts'
import { FeesDialog } from './fees-dialog.tsx'

/** What was collected this month and this year, by method (payments net of their reversals: decision 0048). */
export function CollectedByMethod({
  collected,
  money,
}: {
  collected: MoneySummary['collected']
  money: (amount: number) => string
}) {
  const { t } = useTranslation()
  const methods = Object.keys(collected.byMethod)
  if (methods.length === 0) return null
  return (
    // narrow cells: three columns of amounts fit a phone's width (390 px) without scrolling
    <Table
      size="small"
      aria-label={t('money.collected_by_method')}
      sx={{ mt: 1, '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('money.method')}</TableCell>
          <TableCell align="right">{t('money.this_month')}</TableCell>
          <TableCell align="right">{t('money.this_year')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {methods.map((method) => (
          <TableRow key={method}>
            <TableCell>{t(`money.methods.${method}`)}</TableCell>
            <TableCell align="right">{money(collected.monthByMethod[method] ?? 0)}</TableCell>
            <TableCell align="right">{money(collected.byMethod[method] ?? 0)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The ledger's entries of a date range as CSV or XLSX (from the 1st of January to today unless changed). */
export function LedgerExport({ organizationId, lang, today }: { organizationId: string; lang: string; today: string }) {
  const { t } = useTranslation()
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`)
  const [to, setTo] = useState(today)
  const isValid = Boolean(from && to && from <= to)
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ledger-export-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="ledger-export-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('money.ledger.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('money.ledger.hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="date"
          label={t('money.ledger.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('money.ledger.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={!isValid}
          helperText={isValid ? ' ' : t('validation.date_order')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            disabled={!isValid}
            href={isValid ? ledgerExportUrl(organizationId, format, from, to, lang) : undefined}
            sx={{ mt: 1 }}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Box>
    </Paper>
  )
}

/** Each tournament's fee schedule, set from here by any money role (a treasurer too: decision 0048). */
export function TournamentFeesList({
  organizationId,
  currency,
  money,
}: {
  organizationId: string
  currency: string
  money: (amount: number) => string
}) {
  const { t } = useTranslation()
  const tournaments = useLeagueList<Tournament>(organizationId, 'tournaments', {}, { limit: 100 })
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null)
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tournament-fees-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="tournament-fees-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('money.fees.by_tournament')}
      </Typography>
      {tournaments.items.length === 0 && tournaments.query.isSuccess ? (
        <Typography color="text.secondary">{t('money.fees.none')}</Typography>
      ) : null}
      <List dense aria-label={t('money.fees.by_tournament')}>
        {tournaments.items.map((tournament) => (
          <ListItem
            key={tournament.id}
            divider
            secondaryAction={
              <Button
                onClick={() => setOpen({ id: tournament.id, name: tournament.name })}
                aria-label={t('money.fees.edit', { tournament: tournament.name })}
              >
                {t('money.fees.title')}
              </Button>
            }
          >
            <ListItemText
              primary={tournament.name}
              secondary={t('money.fees.summary', {
                registration: money(tournament.settings.fees.registration),
                perGame: money(tournament.settings.fees.perGame),
              })}
              sx={{ pr: 12 }}
            />
          </ListItem>
        ))}
      </List>
      {open ? (
        <FeesDialog
          organizationId={organizationId}
          tournament={open}
          currency={currency}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Paper>
  )
}

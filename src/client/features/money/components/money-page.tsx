import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#client/components/page-header.tsx'
import { PageLoader } from '#client/components/page-loader.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { leagueTimeZone } from '#client/lib/league-time-zone.ts'
import { formatMoney } from '#client/lib/money-format.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { calendarDayIn } from '#domain/organizations/time-zone.ts'
import { fetchMoneySummary, moneyKeys } from '../api/money-api.ts'
import { CollectedByMethod, LedgerExport, TournamentFeesList } from './money-sections.tsx'

/**
 * The league's "Money" page (decision 0048), for admins, managers and treasurers: every team's balance, the most owed
 * first, what was collected this month and this year by method, the balances' and the ledger's exports, and each
 * tournament's fees.
 */
export function MoneyPage({
  organizationId,
  onOpenTeam,
}: {
  organizationId: string
  onOpenTeam: (id: string) => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const timeZone = leagueTimeZone()
  const summary = useQuery({
    queryKey: moneyKeys.summary(organizationId),
    queryFn: ({ signal }) => fetchMoneySummary(organizationId, signal),
  })
  if (summary.isPending) return <PageLoader />
  if (summary.isError) return <Alert severity="error">{errorMessage(t, summary.error)}</Alert>
  const { currency, teams, collected } = summary.data
  const money = (amount: number) => formatMoney(amount, currency, lang)
  const exportUrl = (format: 'csv' | 'xlsx') => `/api/orgs/${organizationId}/balances.${format}?lang=${lang}`
  return (
    <>
      <PageHeader title={t('money.title')} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          <div>
            <Typography color="text.secondary">{t('money.collected_month')}</Typography>
            <Typography variant="h6">{money(collected.month)}</Typography>
          </div>
          <div>
            <Typography color="text.secondary">{t('money.collected_season')}</Typography>
            <Typography variant="h6">{money(collected.season)}</Typography>
          </div>
        </Stack>
        <CollectedByMethod collected={collected} money={money} />
      </Paper>
      <LedgerExport organizationId={organizationId} lang={lang} today={calendarDayIn(new Date(), timeZone)} />
      <TournamentFeesList organizationId={organizationId} currency={currency} money={money} />
      {/* the balances under their own heading, with their exports beside it (the ledger's are in its section) */}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 3 }}>
        <Typography id="money-balances" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('money.balances')}
        </Typography>
        <Button href={exportUrl('csv')}>CSV</Button>
        <Button href={exportUrl('xlsx')}>XLSX</Button>
      </Stack>
      <List aria-labelledby="money-balances">
        {teams.map((team) => (
          <ListItemButton key={team.teamId} divider onClick={() => onOpenTeam(team.teamId)}>
            <ListItemText primary={team.teamName} />
            <Typography
              color={team.balance > 0 ? 'error' : 'text.secondary'}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {money(team.balance)}
            </Typography>
          </ListItemButton>
        ))}
      </List>
    </>
  )
}

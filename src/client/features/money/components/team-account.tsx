import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReasonDialog } from '#client/components/competition/reason-dialog.tsx'
import { PageLoader } from '#client/components/page-loader.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { formatDate } from '#client/lib/formatters.ts'
import { formatMoney } from '#client/lib/money-format.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import type { LedgerEntry } from '#domain/money/money.schema.ts'
import {
  addCharge,
  fetchTeamAccount,
  moneyKeys,
  receiptUrl,
  recordPayment,
  reversePayment,
  statementUrl,
} from '../api/money-api.ts'
import { PayOnline } from './pay-online.tsx'
import { MoneyDialog, type MoneyDialogResult } from './payment-dialog.tsx'

/**
 * A team's account (decision 0048): what it owes, every entry newest first, and — for the roles that handle money —
 * recording a payment or a charge, printing a receipt and reversing a payment. A delegate reads its own team's.
 */
export function TeamAccount({
  organizationId,
  teamId,
  canWrite,
}: {
  organizationId: string
  teamId: string
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<'payment' | 'charge' | null>(null)
  const account = useQuery({
    queryKey: moneyKeys.account(organizationId, teamId),
    queryFn: ({ signal }) => fetchTeamAccount(organizationId, teamId, signal),
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(organizationId) })
  const [reversing, setReversing] = useState<LedgerEntry | null>(null)
  const reverse = useMutation({
    mutationFn: ({ entry, reason }: { entry: LedgerEntry; reason: string }) =>
      reversePayment(organizationId, entry.id, reason),
    // a failure is shown in the dialog, which stays open with the reason typed
    onSuccess: () => toast.success(t('money.toasts.reversed')),
    onSettled: refresh,
  })
  if (account.isPending) return <PageLoader />
  if (account.isError) return <Alert severity="error">{errorMessage(t, account.error)}</Alert>
  const { currency, balance, entries, teamName } = account.data
  const money = (amount: number) => formatMoney(amount, currency, lang)

  const save = async (result: MoneyDialogResult) => {
    if (result.mode === 'payment') {
      const { mode: _mode, ...body } = result
      const created = await recordPayment(organizationId, teamId, body)
      toast.success(t('money.toasts.paid', { number: created.receiptNumber }))
    } else {
      await addCharge(organizationId, teamId, { amount: result.amount, note: result.note })
      toast.success(t('money.toasts.charged'))
    }
    setDialog(null)
    await refresh()
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {teamName}
        </Typography>
        <Typography data-testid="team-balance" variant="h5" color={balance > 0 ? 'error' : 'success'}>
          {balance > 0
            ? t('money.owes', { amount: money(balance) })
            : balance < 0
              ? t('money.in_credit', { amount: money(-balance) })
              : t('money.settled')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ my: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {canWrite ? (
          <>
            <Button variant="contained" onClick={() => setDialog('payment')}>
              {t('money.record_payment')}
            </Button>
            <Button onClick={() => setDialog('charge')}>{t('money.add_charge')}</Button>
          </>
        ) : (
          <PayOnline organizationId={organizationId} teamId={teamId} />
        )}
        <Button href={statementUrl(organizationId, teamId, lang)} target="_blank" rel="noopener">
          {t('money.statement')}
        </Button>
      </Stack>
      {entries.length === 0 ? <Typography color="text.secondary">{t('money.no_entries')}</Typography> : null}
      <List dense disablePadding>
        {entries.map((entry) => (
          // the amount in the row's flow, not as an absolutely placed secondary action: on a phone that one was drawn
          // over the entry's date, receipt and note
          <ListItem key={entry.id} divider sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <ListItemText
              primary={entryTitle(t, entry)}
              secondary={
                <Box component="span" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                  <span>{formatDate(entry.date, lang, { timeZone: 'UTC' })}</span>
                  {entry.note ? <span>{entry.note}</span> : null}
                  {entry.kind === 'payment' ? (
                    <Link href={receiptUrl(organizationId, entry.id, lang)} target="_blank" rel="noopener">
                      {t('money.receipt', { number: entry.receiptNumber })}
                    </Link>
                  ) : null}
                  {entry.kind === 'payment' && canWrite && !entry.reversed ? (
                    <Link component="button" onClick={() => setReversing(entry)}>
                      {t('money.reverse')}
                    </Link>
                  ) : null}
                </Box>
              }
            />
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', pt: 0.75 }}>
              {money(entry.amount)}
            </Typography>
          </ListItem>
        ))}
      </List>
      {dialog ? <MoneyDialog mode={dialog} currency={currency} onClose={() => setDialog(null)} onSave={save} /> : null}
      {reversing ? (
        // a payment is reversed with a reason, kept on the reversal entry (decision 0048): never in one tap
        <ReasonDialog
          title={t('money.reverse_title', { receipt: reversing.receiptNumber })}
          description={t('money.reverse_description', { amount: money(-reversing.amount) })}
          label={t('money.reverse_reason')}
          confirmLabel={t('money.reverse')}
          required
          onConfirm={(reason) => reverse.mutateAsync({ entry: reversing, reason: reason ?? '' })}
          onClose={() => setReversing(null)}
        />
      ) : null}
    </Paper>
  )
}

function entryTitle(t: TFunction, entry: LedgerEntry): string {
  const kind = t(`money.kinds.${entry.kind}`)
  if (entry.kind === 'payment' && entry.method) return `${kind} · ${t(`money.methods.${entry.method}`)}`
  if (entry.rule && entry.kind !== 'manual')
    return `${kind} · ${t(`money.rules.${entry.rule.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)}`
  return kind
}

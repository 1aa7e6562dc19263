import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FeesFields } from '#client/components/money/fees-fields.tsx'
import { PageLoader } from '#client/components/page-loader.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { type Fees, feesProblems, NO_FEES } from '#client/lib/fees-form.ts'
import { leagueKeys } from '#client/lib/league-data/league-keys.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { fetchTournamentFees, moneyKeys, saveTournamentFees } from '../api/money-api.ts'

/**
 * A tournament's fee schedule alone (decision 0048), from the Money page: what a treasurer, who cannot edit
 * tournaments, sets. Saved with the version it was read at (409 STALE_VERSION says someone changed it meanwhile).
 */
export function FeesDialog({
  organizationId,
  tournament,
  currency,
  onClose,
}: {
  organizationId: string
  tournament: { id: string; name: string }
  currency: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const fullScreen = useMediaQuery('(max-width:600px)')
  const read = useQuery({
    queryKey: moneyKeys.fees(organizationId, tournament.id),
    queryFn: ({ signal }) => fetchTournamentFees(organizationId, tournament.id, signal),
  })
  const [draft, setDraft] = useState<Fees | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  // the API's contract marks every fee optional (the schema's defaults); the server answers them all
  const fees = draft ?? (read.data ? ({ ...NO_FEES, ...read.data.fees } as Fees) : null)
  const problems = fees ? feesProblems(fees) : {}

  const save = async () => {
    if (!fees || !read.data || Object.keys(problems).length > 0) return
    setSaving(true)
    setError(null)
    try {
      await saveTournamentFees(organizationId, tournament.id, { fees, version: read.data.version })
      await queryClient.invalidateQueries({ queryKey: moneyKeys.fees(organizationId, tournament.id) })
      await queryClient.invalidateQueries({ queryKey: leagueKeys.collection(organizationId, 'tournaments') })
      toast.success(t('money.fees.saved'))
      onClose()
    } catch (caught) {
      setError(errorMessage(t, caught))
      setSaving(false)
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('money.fees.edit', { tournament: tournament.name })}</DialogTitle>
      <DialogContent>
        {read.isError ? <Alert severity="error">{errorMessage(t, read.error)}</Alert> : null}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {fees ? (
          <FeesFields value={fees} onChange={setDraft} currency={currency} errors={problems} disabled={saving} />
        ) : read.isPending ? (
          <PageLoader />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          loading={saving}
          disabled={!fees || Object.keys(problems).length > 0}
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

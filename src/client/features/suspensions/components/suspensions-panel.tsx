import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FormError } from '#client/components/form-error.tsx'
import { errorMessage } from '#client/lib/error-message.ts'
import { useGamesToServeById, useTournamentSuspensions } from '../hooks/use-suspensions.ts'
import { countByStatus, initialFilter, STATUS_FILTERS, type StatusFilter } from '../lib/suspension-view.ts'
import { SuspensionCreateDialog } from './suspension-create-dialog.tsx'
import { SuspensionList } from './suspension-list.tsx'

/**
 * The tournament's suspensions by status: drafts (from a red card or the N-th yellow) to review, active, served,
 * ignored. Managers suspend a player by hand, and confirm, change the number of games, ignore or remove suspensions.
 */
export function SuspensionsPanel({
  organizationId,
  tournamentId,
  tournamentName,
  canWrite,
}: {
  organizationId: string
  tournamentId: string
  tournamentName: string
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const query = useTournamentSuspensions(organizationId, tournamentId)
  const items = query.data ?? []
  const gamesById = useGamesToServeById(organizationId, tournamentId, items)
  const [picked, setPicked] = useState<StatusFilter | null>(null)
  const [isCreating, setIsCreating] = useState(false)
  const counts = countByStatus(items)
  const filter = picked ?? initialFilter(searchParams.get('status'), counts)
  const shown = filter === 'all' ? items : items.filter((item) => item.status === filter)

  return (
    <Card component="section" id="suspensions" aria-labelledby="suspensions-title" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, px: { xs: 0.5, sm: 0 }, mb: 1.5 }}
      >
        {/* the button goes under the hint on a phone, beside it when there is room */}
        <Box sx={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Typography id="suspensions-title" variant="h5" component="h2">
            {t('suspensions.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {canWrite ? t('suspensions.hint') : t('suspensions.hint_read_only')}
          </Typography>
        </Box>
        {canWrite ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setIsCreating(true)}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('suspensions.create.title')}
          </Button>
        ) : null}
      </Box>
      <Box
        role="tablist"
        aria-label={t('suspensions.filter')}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mb: 1 }}
      >
        {STATUS_FILTERS.map((status) => (
          <Chip
            key={status}
            role="tab"
            aria-selected={filter === status}
            label={`${t(`suspensions.filters.${status}`)} · ${counts[status]}`}
            color={filter === status ? 'primary' : 'default'}
            variant={filter === status ? 'filled' : 'outlined'}
            onClick={() => setPicked(status)}
            sx={{ height: 40, borderRadius: '20px', flexShrink: 0 }}
          />
        ))}
      </Box>
      {query.isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {query.isError ? <FormError message={errorMessage(t, query.error)} /> : null}
      {query.isSuccess && shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, px: { xs: 0.5, sm: 0 } }}>
          {t(`suspensions.empty.${filter}`)}
        </Typography>
      ) : null}
      <SuspensionList organizationId={organizationId} items={shown} canWrite={canWrite} games={gamesById} />
      {isCreating ? (
        <SuspensionCreateDialog
          organizationId={organizationId}
          tournamentId={tournamentId}
          tournamentName={tournamentName}
          // a suspension by hand is active at once: show it where it is
          onCreated={() => setPicked((current) => (current === 'all' ? current : 'active'))}
          onClose={() => setIsCreating(false)}
        />
      ) : null}
    </Card>
  )
}

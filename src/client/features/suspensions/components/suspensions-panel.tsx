import BlockIcon from '@mui/icons-material/Block'
import CheckIcon from '@mui/icons-material/Check'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import type { Suspension } from '#client/features/competition/api/competition-api.ts'
import { CardGlyph, SuspensionStatusChip } from '#client/features/competition/components/competition-chips.tsx'
import { personName } from '#client/features/competition/lib/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import { useSuspensionWrites, useTournamentSuspensions } from '../hooks/use-suspensions.ts'
import {
  countByStatus,
  initialFilter,
  STATUS_FILTERS,
  type StatusFilter,
  suspensionActions,
} from '../lib/suspension-view.ts'

function ChangeGamesDialog({
  item,
  onSave,
  onClose,
}: {
  item: Suspension
  onSave: (gamesCount: number) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [value, setValue] = useState(String(item.gamesCount))
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const parsed = Number(value)
  const isValid = value !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= 100
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (!isValid) return
          setIsPending(true)
          setError(null)
          try {
            await onSave(parsed)
            onClose()
          } catch (caught) {
            setError(errorMessage(t, caught))
          } finally {
            setIsPending(false)
          }
        }}
      >
        <DialogTitle id={titleId}>{t('suspensions.change.title', { name: personName(item.player) })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={error} />
            <TextField
              type="number"
              label={t('suspensions.change.games')}
              value={value}
              autoFocus
              onChange={(event) => setValue(event.target.value)}
              error={!isValid}
              helperText={isValid ? t('suspensions.change.hint') : t('validation.integer')}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isPending} disabled={!isValid}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

function reasonText(t: ReturnType<typeof useTranslation>['t'], item: Suspension): string {
  return t(`suspensions.reasons.${item.reason}`)
}

function SuspensionItem({
  item,
  canWrite,
  busy,
  onConfirm,
  onIgnore,
  onChange,
  onRemove,
}: {
  item: Suspension
  canWrite: boolean
  busy: boolean
  onConfirm: () => void
  onIgnore: () => void
  onChange: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const localize = useLocalize()
  const actions = suspensionActions(item)
  const served = item.servedGameIds.length
  return (
    <Box
      component="li"
      data-testid="suspension-item"
      data-status={item.status}
      sx={{ border: 1, borderColor: 'divider', borderRadius: '16px', p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ pt: 0.5 }}>
          {item.card?.type === 'red' || item.card?.type === 'yellow' || item.card?.type === 'blue' ? (
            <CardGlyph type={item.card.type} size={22} />
          ) : (
            <BlockIcon color="action" />
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={localize(`/players/${item.playerId}`)}
              sx={{ fontWeight: 700, color: 'text.primary' }}
            >
              {personName(item.player)}
            </Link>
            <SuspensionStatusChip status={item.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {item.team.name} · {reasonText(t, item)}
            {item.card ? (
              <>
                {' · '}
                <Link component={RouterLink} to={localize(`/games/${item.card.gameId}`)}>
                  {t('suspensions.earned_game')}
                </Link>
              </>
            ) : null}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
            <Chip size="small" variant="outlined" label={t('suspensions.games_count', { count: item.gamesCount })} />
            {item.status === 'draft' || item.status === 'active' ? (
              <Chip
                size="small"
                variant="outlined"
                color={item.remaining > 0 ? 'error' : 'default'}
                label={t('suspensions.remaining', { count: item.remaining })}
              />
            ) : null}
            {served > 0 ? (
              <Chip size="small" variant="outlined" label={t('suspensions.served_games', { count: served })} />
            ) : null}
          </Box>
          {item.note ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {item.note}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {canWrite ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          {actions.canConfirm ? (
            <Button variant="contained" size="small" startIcon={<CheckIcon />} onClick={onConfirm} disabled={busy}>
              {t('suspensions.actions.confirm')}
            </Button>
          ) : null}
          {actions.canChange ? (
            <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={onChange} disabled={busy}>
              {t('suspensions.actions.change')}
            </Button>
          ) : null}
          {actions.canIgnore ? (
            <Button variant="outlined" size="small" color="inherit" onClick={onIgnore} disabled={busy}>
              {t('suspensions.actions.ignore')}
            </Button>
          ) : null}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={onRemove}
            disabled={busy}
            sx={{ ml: 'auto' }}
          >
            {t('suspensions.actions.remove')}
          </Button>
        </Box>
      ) : null}
    </Box>
  )
}

/**
 * The tournament's suspensions by status: drafts (from a red card or the N-th yellow) to review, active, served,
 * ignored. Managers confirm, change the number of games, ignore or remove them.
 */
export function SuspensionsPanel({
  organizationId,
  tournamentId,
  canWrite,
}: {
  organizationId: string
  tournamentId: string
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const [searchParams] = useSearchParams()
  const query = useTournamentSuspensions(organizationId, tournamentId)
  const writes = useSuspensionWrites(organizationId)
  const [picked, setPicked] = useState<StatusFilter | null>(null)
  const [changing, setChanging] = useState<Suspension | null>(null)
  const [removing, setRemoving] = useState<Suspension | null>(null)
  const items = query.data ?? []
  const counts = countByStatus(items)
  const filter = picked ?? initialFilter(searchParams.get('status'), counts)
  const shown = filter === 'all' ? items : items.filter((item) => item.status === filter)
  const busy = writes.confirm.isPending || writes.ignore.isPending

  const act = (mutation: typeof writes.confirm, item: Suspension, message: string) =>
    mutation.mutate(item, {
      onSuccess: () => toast.success(message),
      onError: (error) => toast.error(errorMessage(t, error)),
    })

  return (
    <Card component="section" id="suspensions" aria-labelledby="suspensions-title" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id="suspensions-title" variant="h5" component="h2" sx={{ px: { xs: 0.5, sm: 0 } }}>
        {t('suspensions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, px: { xs: 0.5, sm: 0 } }}>
        {canWrite ? t('suspensions.hint') : t('suspensions.hint_read_only')}
      </Typography>
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
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {shown.map((item) => (
          <SuspensionItem
            key={item.id}
            item={item}
            canWrite={canWrite}
            busy={busy}
            onConfirm={() =>
              act(writes.confirm, item, t('suspensions.toasts.confirmed', { name: personName(item.player) }))
            }
            onIgnore={() =>
              act(writes.ignore, item, t('suspensions.toasts.ignored', { name: personName(item.player) }))
            }
            onChange={() => setChanging(item)}
            onRemove={() => setRemoving(item)}
          />
        ))}
      </Box>
      {changing ? (
        <ChangeGamesDialog
          item={changing}
          onClose={() => setChanging(null)}
          onSave={async (gamesCount) => {
            await writes.change.mutateAsync({ item: changing, gamesCount })
            toast.success(t('suspensions.toasts.changed', { name: personName(changing.player), count: gamesCount }))
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('suspensions.remove.title')}
        description={t('suspensions.remove.body', { name: removing ? personName(removing.player) : '' })}
        confirmLabel={t('suspensions.actions.remove')}
        isDestructive
        isPending={writes.remove.isPending}
        onConfirm={() => {
          if (!removing) return
          writes.remove.mutate(removing, {
            onSuccess: () => toast.success(t('suspensions.toasts.removed', { name: personName(removing.player) })),
            onError: (error) => toast.error(errorMessage(t, error)),
            onSettled: () => setRemoving(null),
          })
        }}
        onClose={() => setRemoving(null)}
      />
    </Card>
  )
}

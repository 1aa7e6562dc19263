import BlockIcon from '@mui/icons-material/Block'
import CheckIcon from '@mui/icons-material/Check'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { CardGlyph, SuspensionStatusChip } from '#client/components/competition/competition-chips.tsx'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { FormError } from '#client/components/form-error.tsx'
import type { Game } from '#client/lib/competition/competition-api.ts'
import { SUSPENSION_GAMES_MAX } from '#client/lib/competition/competition-constants.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import type { Suspension } from '#client/lib/competition/suspensions-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { useSuspensionWrites } from '../hooks/use-suspensions.ts'
import { earnedGameOf, gameToServeLabel, suspensionActions } from '../lib/suspension-view.ts'

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
  const isValid = value !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= SUSPENSION_GAMES_MAX
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
              slotProps={{ htmlInput: { min: 0, max: SUSPENSION_GAMES_MAX, step: 1, inputMode: 'numeric' } }}
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

/** The games the player still misses, as links: "Misses: vs Pumas · sat 15 Nov". */
function GamesToServe({ item, games }: { item: Suspension; games: ReadonlyMap<string, Game> | undefined }) {
  const { t } = useTranslation()
  const lang = useLang()
  const localize = useLocalize()
  if (item.gamesToServe.length === 0 || (item.status !== 'active' && item.status !== 'draft')) return null
  return (
    <Box
      data-testid="games-to-serve"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', mt: 1 }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {t('suspensions.to_serve')}
      </Typography>
      {item.gamesToServe.map((gameId, index) => {
        const game = games?.get(gameId)
        return (
          <Chip
            key={gameId}
            component={RouterLink}
            to={localize(`/games/${gameId}`)}
            clickable
            variant="outlined"
            color="error"
            label={game ? gameToServeLabel(t, lang, game, item.teamId) : t('suspensions.game_n', { number: index + 1 })}
            sx={{ maxWidth: '100%' }}
          />
        )
      })}
    </Box>
  )
}

function SuspensionItem({
  item,
  showPlayer,
  games,
  canWrite,
  busy,
  onConfirm,
  onIgnore,
  onChange,
  onRemove,
}: {
  item: Suspension
  showPlayer: boolean
  games: ReadonlyMap<string, Game> | undefined
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
  const earnedGameId = earnedGameOf(item)
  const reason = t(`suspensions.reasons.${item.reason}`)
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
            {showPlayer ? (
              <Link
                component={RouterLink}
                to={localize(`/players/${item.playerId}`)}
                sx={{ fontWeight: 700, color: 'text.primary' }}
              >
                {personName(item.player)}
              </Link>
            ) : (
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {reason}
              </Typography>
            )}
            <SuspensionStatusChip status={item.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {showPlayer ? `${item.team.name} · ${reason}` : item.team.name}
            {earnedGameId ? (
              <>
                {' · '}
                <Link component={RouterLink} to={localize(`/games/${earnedGameId}`)}>
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
          <GamesToServe item={item} games={games} />
          {item.note ? (
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
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
 * Suspensions as cards (the tournament's panel, a player's record): status, games, remaining, the games still to
 * serve (labelled from `games` when known), and for managers confirm, change, ignore and remove.
 */
export function SuspensionList({
  organizationId,
  items,
  canWrite,
  showPlayer = true,
  games,
  columns = { xs: '1fr', lg: '1fr 1fr' },
}: {
  organizationId: string
  items: readonly Suspension[]
  canWrite: boolean
  /** the player's name as the title (a tournament's list); without it, the reason (a player's own page) */
  showPlayer?: boolean
  /** the tournament's games by id, to name the games to serve */
  games?: ReadonlyMap<string, Game>
  columns?: { xs: string; lg?: string }
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const writes = useSuspensionWrites(organizationId)
  const [changing, setChanging] = useState<Suspension | null>(null)
  const [removing, setRemoving] = useState<Suspension | null>(null)
  const busy = writes.confirm.isPending || writes.ignore.isPending

  const act = (mutation: typeof writes.confirm, item: Suspension, message: string) =>
    mutation.mutate(item, {
      onSuccess: () => toast.success(message),
      onError: (error) => toast.error(errorMessage(t, error)),
    })

  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: columns,
          alignItems: 'start',
        }}
      >
        {items.map((item) => (
          <SuspensionItem
            key={item.id}
            item={item}
            showPlayer={showPlayer}
            games={games}
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
    </>
  )
}

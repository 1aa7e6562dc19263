import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import EditCalendarIcon from '@mui/icons-material/EditCalendar'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined'
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlineOutlined'
import PrintIcon from '@mui/icons-material/PrintOutlined'
import PublishIcon from '@mui/icons-material/Publish'
import RestoreIcon from '@mui/icons-material/Restore'
import UndoIcon from '@mui/icons-material/Undo'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import { useTheme } from '@mui/material/styles'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ReasonDialog } from '#client/components/competition/reason-dialog.tsx'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import { ShareImageButton } from '#client/components/share-image-button.tsx'
import { UnsavedChangesDialog } from '#client/components/unsaved-changes-dialog.tsx'
import { isApiError, NETWORK_ERROR_CODE } from '#client/lib/api-client.ts'
import {
  type GameCard,
  type GameSheet,
  type GameTransition,
  isStaleGameError,
} from '#client/lib/competition/competition-api.ts'
import type { CardType } from '#client/lib/competition/competition-constants.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import { useCanScore } from '#client/lib/competition/use-competition.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { isSurelyOffline, usePendingGame, useSyncActions } from '#client/lib/offline/use-offline.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang, useLocalize } from '#client/lib/use-lang.ts'
import { useGameWrites } from '../hooks/use-game-sheet.ts'
import { useResultDraftStore } from '../hooks/use-result-draft-store.ts'
import { useResultEditor } from '../hooks/use-result-editor.ts'
import {
  draftFromSheet,
  draftFromStats,
  type ResultDraft,
  type RosterRow,
  SIDES,
  type Side,
  scoreOf,
  sheetWithResult,
  statsBody,
} from '../lib/result-draft.ts'
import { CardDialog } from './card-dialog.tsx'
import { GameEditDialog } from './game-edit-dialog.tsx'
import { GameScoreboard } from './game-scoreboard.tsx'
import { LineupCard } from './lineup-card.tsx'
import { PendingSyncPanel } from './pending-sync-panel.tsx'
import { ResultConflictPanel } from './result-conflict.tsx'
import { ResultSide } from './result-side.tsx'
import { SideDiscipline } from './side-discipline.tsx'
import { WalkoverDialog } from './walkover-dialog.tsx'

/** The request never reached the server (no signal): the write goes to the offline queue instead. */
const isNetworkError = (error: unknown) => isApiError(error) && error.code === NETWORK_ERROR_CODE

type Dialog =
  | { kind: 'card'; side: Side; player: RosterRow }
  | { kind: 'remove-card'; card: GameCard }
  | { kind: 'edit' }
  | { kind: 'suspend' }
  | { kind: 'delete' }
  | { kind: 'walkover' }
  | null

/**
 * The game sheet (`/:lang/games/:id`): the score, who scored and the cards of each side, the players suspended for it
 * and the yellow-card warnings. Scorers enter the result a tap per goal and confirm it; managers also publish,
 * reschedule, suspend and delete. Viewers read. With no signal, results and cards are kept on the phone and sent
 * later (lib/offline): the sheet shows them as pending sync, with the result as it will be.
 */
export function GameSheetView({ organizationId, game }: { organizationId: string; game: GameSheet }) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const localize = useLocalize()
  const lang = useLang()
  const theme = useTheme()
  const isWide = useMediaQuery(theme.breakpoints.up('md'))
  const canScore = useCanScore()
  const canManage = useCanWrite()
  const writes = useGameWrites(organizationId, game.id)
  const pending = usePendingGame(game.id)
  const sync = useSyncActions()
  const pendingResult = pending.result
  // the sheet as it will be once the result waiting on this phone is sent (same version: the one it is based on)
  const shown = useMemo(
    () => (pendingResult ? sheetWithResult(game, draftFromStats(pendingResult.body)) : game),
    [game, pendingResult],
  )
  const editor = useResultEditor(shown)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [side, setSide] = useState<Side>('home')
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const [formError, setFormError] = useState<string | null>(null)

  const isDeleted = game.state === 'deleted'
  const isSuspended = game.state === 'suspended'
  const isConfirmed = game.state === 'confirmed'
  const canEnter = canScore && !isDeleted && !isSuspended
  const score = scoreOf(editor.draft)
  const isSaving = writes.saveStats.isPending
  const isBusy = isSaving || writes.transition.isPending
  // a knockout game's shoot-out (issue 13): sent with every save of its result, so a save keeps it
  const [penalties, setPenalties] = useState(() => penaltiesText(game.penalties))
  const penaltiesBody = game.bracketId ? { penalties: penaltiesOf(penalties) } : {}
  const isPenaltiesDirty =
    game.bracketId !== null && JSON.stringify(penaltiesOf(penalties)) !== JSON.stringify(game.penalties)
  const isDirty = editor.isDirty || isPenaltiesDirty
  // the unsaved result is kept on the phone until saved or discarded (survives a reload)
  const kept = useResultDraftStore({ gameId: game.id, sheet: shown, editor, isEnabled: canEnter })

  /** no signal: the result is stored on the phone with the version it is based on, and sent when there is signal */
  const saveOffline = async (draft: ResultDraft, version: number, confirm: boolean) => {
    try {
      await sync.enqueueResult({
        organizationId,
        gameId: game.id,
        homeName: game.homeTeam.name,
        awayName: game.awayTeam.name,
        baseVersion: version,
        body: statsBody(draft, { confirm }),
      })
      editor.saved(sheetWithResult(game, draft))
      toast.info(t('offline.sync.saved_offline'))
    } catch (error) {
      setFormError(errorMessage(t, error))
    }
  }

  const save = async (draft: ResultDraft, version: number, confirm: boolean) => {
    setFormError(null)
    if (isSurelyOffline()) return saveOffline(draft, version, confirm)
    try {
      const saved = await writes.saveStats.mutateAsync({ ...statsBody(draft, { version, confirm }), ...penaltiesBody })
      // what was waiting on the phone is in this save (the entries started from it)
      if (pendingResult) await sync.discard(pendingResult.id)
      editor.saved(saved)
      setPenalties(penaltiesText(saved.penalties))
      toast.success(confirm ? t('games.toasts.confirmed') : t('games.toasts.saved'))
    } catch (error) {
      if (isNetworkError(error)) await saveOffline(draft, version, confirm)
      else if (isStaleGameError(error)) editor.refused(error.current)
      else setFormError(errorMessage(t, error))
    }
  }

  const transition = async (name: GameTransition, message: string, version?: number) => {
    setFormError(null)
    // confirming with no signal: the result as it is, confirmed when it is sent
    const canQueue = name === 'confirm' && version !== undefined
    if (canQueue && isSurelyOffline()) return saveOffline(editor.draft, version, true)
    try {
      const saved = await writes.transition.mutateAsync({ transition: name, version })
      if (!editor.isDirty) editor.saved(saved)
      toast.success(message)
    } catch (error) {
      if (canQueue && isNetworkError(error)) await saveOffline(editor.draft, version, true)
      else if (isStaleGameError(error)) editor.refused(error.current)
      else setFormError(errorMessage(t, error))
    }
  }

  const confirmResult = () =>
    isDirty
      ? save(editor.draft, editor.version, true)
      : transition('confirm', t('games.toasts.confirmed'), editor.version)

  const keepMine = () => {
    const kept = editor.keepMine()
    if (kept?.source === 'save') void save(kept.draft, kept.version, false)
  }

  const giveCard = async (
    target: { side: Side; player: RosterRow },
    type: CardType,
    reason: string | null,
    minute: number | null,
  ) => {
    const teamId = game[target.side].teamId
    const name = personName(target.player)
    const body = { playerId: target.player.id, teamId, type, reason, ...(minute === null ? {} : { minute }) }
    const giveOffline = async () => {
      const { firstname, lastname, jerseyNumber } = target.player
      try {
        await sync.enqueueCard({
          organizationId,
          gameId: game.id,
          homeName: game.homeTeam.name,
          awayName: game.awayTeam.name,
          body,
          player: { firstname, lastname, jerseyNumber },
        })
      } catch (error) {
        throw new Error(errorMessage(t, error))
      }
      toast.info(t('offline.sync.card_saved_offline', { card: t(`games.cards.${type}_card`), name }))
    }
    if (isSurelyOffline()) return giveOffline()
    try {
      const created = await writes.addCard.mutateAsync(body)
      const messages = [t(`games.toasts.card_${type}`, { name })]
      if (created.suspensionId) messages.push(t('games.toasts.draft_suspension'))
      else if (created.warning === 'one_more') messages.push(t('games.toasts.one_more', { count: created.yellowCount }))
      toast.show({ message: messages.join(' '), severity: created.suspensionId ? 'warning' : 'success' })
    } catch (error) {
      if (isNetworkError(error)) return giveOffline()
      throw new Error(errorMessage(t, error))
    }
  }

  /** a result refused as stale while it waited on the phone: both versions, and the user's choice */
  const queued = pendingResult?.status === 'conflict' && pendingResult.current ? pendingResult : null
  const keepQueued = async () => {
    if (!queued) return
    await sync.keepMine(queued.id)
  }
  const takeQueued = async () => {
    if (!queued?.current) return
    const current = queued.current
    await sync.takeTheirs(queued)
    editor.saved(current)
  }
  const discardPending = async (id: string) => {
    await sync.discard(id)
    if (id === pendingResult?.id) editor.saved(game)
  }

  const closeMenu = () => setMenuAnchor(null)
  const menuItems: { key: string; label: string; icon: ReactNode; onClick: () => void }[] = []
  if (canManage && !isDeleted) {
    if (game.state === 'draft') {
      menuItems.push({
        key: 'publish',
        label: t('games.actions.publish'),
        icon: <PublishIcon fontSize="small" />,
        onClick: () => void transition('publish', t('games.toasts.published')),
      })
    }
    menuItems.push({
      key: 'edit',
      label: t('games.actions.edit'),
      icon: <EditCalendarIcon fontSize="small" />,
      onClick: () => setDialog({ kind: 'edit' }),
    })
    if (isSuspended) {
      menuItems.push({
        key: 'unsuspend',
        label: t('games.actions.unsuspend'),
        icon: <PlayCircleOutlineIcon fontSize="small" />,
        onClick: () => void transition('unsuspend', t('games.toasts.unsuspended')),
      })
    } else if (!isConfirmed) {
      menuItems.push({
        key: 'suspend',
        label: t('games.actions.suspend'),
        icon: <PauseCircleOutlineIcon fontSize="small" />,
        onClick: () => setDialog({ kind: 'suspend' }),
      })
    }
    menuItems.push({
      key: 'delete',
      label: t('games.actions.delete'),
      icon: <DeleteOutlineIcon fontSize="small" />,
      onClick: () => setDialog({ kind: 'delete' }),
    })
  }

  const sidePanel = (each: Side) => (
    <Box key={each} sx={{ minWidth: 0 }}>
      {isWide ? (
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {game[each].teamName}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            · {score[each]}
          </Box>
        </Typography>
      ) : null}
      <ResultSide
        side={each}
        data={shown[each]}
        draft={editor.draft}
        canEdit={canEnter}
        onStepPlayer={(playerId, delta) => editor.stepPlayer(each, playerId, delta)}
        onStepUnassigned={(delta) => editor.stepUnassigned(each, delta)}
        onCard={(player) => setDialog({ kind: 'card', side: each, player })}
        onMinute={(playerId, index, minute) => editor.setMinute(each, playerId, index, minute)}
      />
      <SideDiscipline
        data={game[each]}
        yellowCardsForSuspension={game.yellowCardsForSuspension}
        canRemoveCards={canScore && !isDeleted}
        onRemoveCard={(card) => setDialog({ kind: 'remove-card', card })}
      />
    </Box>
  )

  return (
    <Box data-testid="game-sheet" data-version={game.version}>
      <GameScoreboard game={shown} score={score} isUnsaved={editor.isDirty} isPendingSync={Boolean(pendingResult)} />
      {isDeleted ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: -1 }}>
          {/* the referee's sheet, for every member: a link the browser opens as a PDF */}
          <Button
            size="small"
            startIcon={<PrintIcon />}
            href={`/api/orgs/${encodeURIComponent(organizationId)}/games/${game.id}/sheet.pdf?lang=${lang}`}
            target="_blank"
            rel="noopener"
          >
            {t('games.actions.print_sheet')}
          </Button>
          {game.state === 'draft' ? null : (
            <ShareImageButton
              url={`/api/orgs/${encodeURIComponent(organizationId)}/share/games/${game.id}.png`}
              filename={`game-${game.id.slice(0, 8)}.png`}
              label={t('league.public_site.share_game')}
            />
          )}
        </Box>
      )}
      <PendingSyncPanel
        result={pendingResult}
        cards={pending.cards}
        onRetry={(id) => void sync.retry(id)}
        onDiscard={(id) => void discardPending(id)}
      />
      {queued?.current && !editor.conflict ? (
        <ResultConflictPanel
          conflict={{ theirs: draftFromSheet(queued.current), version: queued.current.version, source: 'save' }}
          mine={draftFromStats(queued.body)}
          homeName={game.homeTeam.name}
          awayName={game.awayTeam.name}
          isPending={false}
          title={t('offline.game.conflict_title')}
          onKeepMine={() => void keepQueued()}
          onTakeTheirs={() => void takeQueued()}
        />
      ) : null}
      {isDeleted ? (
        <Alert
          severity="warning"
          sx={{ mb: 2, borderRadius: '16px', alignItems: 'center' }}
          action={
            canManage ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<RestoreIcon />}
                loading={writes.restore.isPending}
                onClick={() =>
                  writes.restore.mutate(undefined, {
                    onSuccess: (saved) => editor.saved(saved),
                    onError: (error) => toast.error(errorMessage(t, error)),
                  })
                }
              >
                {t('games.actions.restore')}
              </Button>
            ) : undefined
          }
        >
          {t('games.deleted_banner')}
        </Alert>
      ) : null}
      {isSuspended ? (
        <Alert severity="warning" sx={{ mb: 2, borderRadius: '16px' }} data-testid="suspended-banner">
          {game.suspendedReason
            ? t('games.suspended_banner_reason', { reason: game.suspendedReason })
            : t('games.suspended_banner')}
        </Alert>
      ) : null}
      {editor.conflict ? (
        <ResultConflictPanel
          conflict={editor.conflict}
          mine={editor.draft}
          homeName={game.homeTeam.name}
          awayName={game.awayTeam.name}
          isPending={isSaving}
          onKeepMine={keepMine}
          onTakeTheirs={editor.takeTheirs}
        />
      ) : null}
      {editor.wasMerged ? (
        <Alert severity="info" onClose={editor.dismissMerged} sx={{ mb: 2, borderRadius: '16px' }}>
          {t('games.merged')}
        </Alert>
      ) : null}
      {kept.isRestored ? (
        <Alert
          severity="info"
          data-testid="draft-restored"
          onClose={kept.dismissRestored}
          sx={{ mb: 2, borderRadius: '16px' }}
        >
          {t('games.draft_restored')}
        </Alert>
      ) : null}
      <UnsavedChangesDialog when={isDirty && canEnter && !isSaving && !writes.remove.isPending} />
      {formError ? (
        <Alert severity="error" role="alert" onClose={() => setFormError(null)} sx={{ mb: 2, borderRadius: '16px' }}>
          {formError}
        </Alert>
      ) : null}

      {(canScore && !isDeleted) || menuItems.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          {canScore && !isDeleted && !isSuspended && !isConfirmed ? (
            <Button
              variant="contained"
              color="success"
              size="large"
              startIcon={<CheckCircleIcon />}
              onClick={() => void confirmResult()}
              loading={isBusy}
              disabled={Boolean(editor.conflict)}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {isDirty ? t('games.actions.save_and_confirm') : t('games.actions.confirm')}
            </Button>
          ) : null}
          {canEnter ? (
            <Button
              variant="outlined"
              size="large"
              onClick={() => setDialog({ kind: 'walkover' })}
              disabled={isBusy || Boolean(editor.conflict)}
              aria-label={t('games.walkover.action_label')}
              data-testid="walkover-action"
              sx={{ flex: 'none', minWidth: 72, fontWeight: 800 }}
            >
              {t('games.walkover.action')}
            </Button>
          ) : null}
          {canScore && isConfirmed ? (
            <Button
              variant="outlined"
              size="large"
              startIcon={<UndoIcon />}
              onClick={() => void transition('unconfirm', t('games.toasts.unconfirmed'))}
              loading={writes.transition.isPending}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {t('games.actions.unconfirm')}
            </Button>
          ) : null}
          {menuItems.length > 0 ? (
            <>
              <IconButton
                aria-label={t('games.actions.more')}
                aria-haspopup="menu"
                onClick={(event) => setMenuAnchor(event.currentTarget)}
                sx={{ width: 48, height: 48, border: 1, borderColor: 'divider', ml: 'auto' }}
              >
                <MoreVertIcon />
              </IconButton>
              <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={closeMenu}>
                {menuItems.map((item) => (
                  <MenuItem
                    key={item.key}
                    onClick={() => {
                      closeMenu()
                      item.onClick()
                    }}
                    sx={{ minHeight: 48 }}
                  >
                    <ListItemIcon>{item.icon}</ListItemIcon>
                    {item.label}
                  </MenuItem>
                ))}
              </Menu>
            </>
          ) : null}
        </Box>
      ) : null}
      {game.walkover ? (
        <Alert severity="info" sx={{ mb: 2, borderRadius: '16px' }} data-testid="walkover-banner">
          {t('games.walkover.banner', {
            team: game.walkover.winner === 'home' ? game.homeTeam.name : game.awayTeam.name,
            home: game.homeGoals,
            away: game.awayGoals,
          })}
        </Alert>
      ) : null}
      {isConfirmed && canEnter ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('games.result.correct_hint')}
        </Typography>
      ) : null}

      <Card component="section" aria-label={t('games.result.title')} sx={{ p: { xs: 1, sm: 2.5 }, mb: 2 }}>
        {isWide ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}>{SIDES.map(sidePanel)}</Box>
        ) : (
          <>
            <Tabs
              value={side}
              onChange={(_event, value: Side) => setSide(value)}
              variant="fullWidth"
              aria-label={t('games.result.sides')}
              sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              {SIDES.map((each) => (
                <Tab
                  key={each}
                  value={each}
                  label={`${game[each].teamName} · ${score[each]}`}
                  sx={{ minHeight: 52, fontWeight: 700, textTransform: 'none' }}
                />
              ))}
            </Tabs>
            {sidePanel(side)}
          </>
        )}
      </Card>

      {isDeleted ? null : (
        <Card sx={{ mb: 2 }}>
          <LineupCard game={game} canEdit={canEnter} onSave={(lineups) => writes.saveLineups.mutateAsync(lineups)} />
        </Card>
      )}

      {game.bracketId && !isDeleted ? (
        <Card component="section" aria-label={t('games.penalties.title')} sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('games.penalties.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('games.penalties.hint')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {SIDES.map((each) => (
              <TextField
                key={each}
                type="number"
                size="small"
                label={game[each].teamName}
                value={penalties[each]}
                disabled={!canEnter}
                onChange={(event) => setPenalties({ ...penalties, [each]: event.target.value })}
                slotProps={{ htmlInput: { min: 0, max: 99, inputMode: 'numeric' } }}
                sx={{ width: 150 }}
              />
            ))}
            {canEnter && (penalties.home !== '' || penalties.away !== '') ? (
              <Button color="inherit" onClick={() => setPenalties({ home: '', away: '' })}>
                {t('games.penalties.clear')}
              </Button>
            ) : null}
          </Box>
        </Card>
      ) : null}

      {isDirty && canEnter ? (
        <Paper
          elevation={8}
          data-testid="save-bar"
          sx={{
            position: 'sticky',
            bottom: { xs: 8, sm: 16 },
            zIndex: 2,
            p: 1.25,
            borderRadius: '20px',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography sx={{ fontWeight: 800, px: 1, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {score.home} – {score.away}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button
            onClick={() => {
              editor.reset()
              setPenalties(penaltiesText(game.penalties))
            }}
            disabled={isSaving}
            color="inherit"
            sx={{ px: 1.5 }}
          >
            {t('games.actions.discard')}
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={() => void save(editor.draft, editor.version, false)}
            loading={isSaving}
            disabled={Boolean(editor.conflict)}
            aria-label={t('games.actions.save_result')}
          >
            {t('common.save')}
          </Button>
        </Paper>
      ) : null}

      {dialog?.kind === 'card' ? (
        <CardDialog
          playerName={personName(dialog.player)}
          teamName={game[dialog.side].teamName}
          onClose={() => setDialog(null)}
          onSubmit={(type, reason, minute) => giveCard(dialog, type, reason, minute)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'remove-card'}
        title={t('games.cards.remove_title')}
        description={
          dialog?.kind === 'remove-card'
            ? t('games.cards.remove_description', {
                card: t(`games.cards.${dialog.card.type}_card`),
                name: personName(dialog.card),
              })
            : ''
        }
        confirmLabel={t('games.cards.remove')}
        isDestructive
        isPending={writes.removeCard.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'remove-card') return
          writes.removeCard.mutate(dialog.card.id, {
            onSuccess: () => toast.success(t('games.toasts.card_removed')),
            onError: (error) => toast.error(errorMessage(t, error)),
            onSettled: () => setDialog(null),
          })
        }}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'walkover' ? (
        <WalkoverDialog
          homeName={game.homeTeam.name}
          awayName={game.awayTeam.name}
          winner={game.walkover?.winner ?? null}
          canConfirm={!isConfirmed}
          onClose={() => setDialog(null)}
          onSubmit={async (winner, confirm) => {
            try {
              const saved = await writes.saveStats.mutateAsync({
                walkover: { winner },
                version: editor.version,
                ...(confirm ? { confirm } : {}),
              })
              if (pendingResult) await sync.discard(pendingResult.id)
              editor.saved(saved)
              toast.success(t('games.walkover.saved'))
            } catch (error) {
              if (isStaleGameError(error)) editor.refused(error.current)
              throw new Error(errorMessage(t, error))
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <GameEditDialog
          organizationId={organizationId}
          game={game}
          onClose={() => setDialog(null)}
          onSave={async (body) => {
            const saved = await writes.update.mutateAsync(body)
            toast.success(t('games.toasts.updated'))
            return saved
          }}
        />
      ) : null}
      {dialog?.kind === 'suspend' ? (
        <ReasonDialog
          title={t('games.suspend.title')}
          description={t('games.suspend.body')}
          label={t('games.suspend.reason')}
          confirmLabel={t('games.actions.suspend')}
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            await writes.suspend.mutateAsync({ reason })
            toast.success(t('games.toasts.suspended'))
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('games.delete.title')}
        description={t('games.delete.body', { home: game.homeTeam.name, away: game.awayTeam.name })}
        confirmLabel={t('games.actions.delete')}
        isDestructive
        isPending={writes.remove.isPending}
        onConfirm={() =>
          writes.remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('games.toasts.deleted'))
              navigate(localize(`/tournaments/${game.tournamentId}/fixtures`))
            },
            onError: (error) => toast.error(errorMessage(t, error)),
            onSettled: () => setDialog(null),
          })
        }
        onClose={() => setDialog(null)}
      />
    </Box>
  )
}

type PenaltiesDraft = { home: string; away: string }

function penaltiesText(saved: GameSheet['penalties']): PenaltiesDraft {
  return saved ? { home: String(saved.home), away: String(saved.away) } : { home: '', away: '' }
}

/** Both boxes filled: the shoot-out (whole numbers 0–99); otherwise none. */
function penaltiesOf(draft: PenaltiesDraft): { home: number; away: number } | null {
  if (draft.home.trim() === '' || draft.away.trim() === '') return null
  const clamp = (value: string) => Math.min(99, Math.max(0, Math.trunc(Number(value)) || 0))
  return { home: clamp(draft.home), away: clamp(draft.away) }
}

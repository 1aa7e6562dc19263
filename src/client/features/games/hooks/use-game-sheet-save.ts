import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type GameSheet, type GameTransition, isStaleGameError } from '#client/lib/competition/competition-api.ts'
import type { CardType } from '#client/lib/competition/competition-constants.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import type { IneligibleOverride } from '#client/lib/competition/eligibility-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import type { PendingResult } from '#client/lib/offline/sync-queue.ts'
import { isNetworkError, isSurelyOffline, usePendingGame, useSyncActions } from '#client/lib/offline/use-offline.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import {
  draftFromStats,
  type ResultDraft,
  type RosterRow,
  type Side,
  sheetWithResult,
  statsBody,
} from '../lib/result-draft.ts'
import { useGameWrites } from './use-game-sheet.ts'
import { type IneligibleOverrideState, useIneligibleOverride } from './use-ineligible-override.ts'
import { useLineupSave } from './use-lineup-draft.ts'
import { type ResultEditor, useResultEditor } from './use-result-editor.ts'

export type PenaltiesDraft = { home: string; away: string }

export function penaltiesText(saved: GameSheet['penalties']): PenaltiesDraft {
  return saved ? { home: String(saved.home), away: String(saved.away) } : { home: '', away: '' }
}

/** Both boxes filled: the shoot-out (whole numbers 0–99); otherwise none. */
export function penaltiesOf(draft: PenaltiesDraft): { home: number; away: number } | null {
  if (draft.home.trim() === '' || draft.away.trim() === '') return null
  const clamp = (value: string) => Math.min(99, Math.max(0, Math.trunc(Number(value)) || 0))
  return { home: clamp(draft.home), away: clamp(draft.away) }
}

/**
 * The saving side of a game sheet: the result being entered (with the result waiting on this phone applied), the
 * knockout shoot-out, and every write of the result, the cards and the line-ups. Online writes go to the server; with
 * no signal (surely offline, or a request that never reached the server) results, cards and line-ups go to the
 * offline queue through its hooks (lib/offline/use-offline.ts) and the sheet shows them as pending. A save refused as stale becomes the
 * editor's conflict; any other error is `formError` (the card dialog shows its own). `auditReason`: an admin's reason
 * for changing a locked match report (decision 0051), sent with each write; such a change is never queued offline
 * (the queue does not carry it), it waits for signal.
 */
export function useGameSheetSave(organizationId: string, game: GameSheet, auditReason: string | null = null) {
  const { t } = useTranslation()
  const toast = useToast()
  const writes = useGameWrites(organizationId, game.id, auditReason)
  const mayQueue = auditReason === null
  const pending = usePendingGame(game.id)
  const sync = useSyncActions()
  const pendingResult = pending.result
  // the sheet as it will be once the result waiting on this phone is sent (same version: the one it is based on)
  const shown = useMemo(
    () => (pendingResult ? sheetWithResult(game, draftFromStats(pendingResult.body)) : game),
    [game, pendingResult],
  )
  const editor = useResultEditor(shown)
  const [formError, setFormError] = useState<string | null>(null)
  // writes refused because a player may not play: the sheet's dialog, "save anyway" for an admin (decision 0038)
  const ineligible = useIneligibleOverride()
  const { penalties, setPenalties, penaltiesBody, isPenaltiesDirty } = usePenaltiesDraft(game)
  const isSaving = writes.saveStats.isPending

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

  /** `override`: an admin's "save anyway" of players who may not play (sent again after a 409 PLAYER_NOT_ELIGIBLE) */
  const save = async (draft: ResultDraft, version: number, confirm: boolean, override?: IneligibleOverride) => {
    setFormError(null)
    if (mayQueue && isSurelyOffline()) return saveOffline(draft, version, confirm)
    try {
      const saved = await writes.saveStats.mutateAsync({
        ...statsBody(draft, { version, confirm }),
        ...penaltiesBody,
        ...override,
      })
      // what was waiting on the phone is in this save (the entries started from it)
      if (pendingResult) await sync.discard(pendingResult.id)
      editor.saved(saved)
      setPenalties(penaltiesText(saved.penalties))
      toast.success(confirm ? t('games.toasts.confirmed') : t('games.toasts.saved'))
    } catch (error) {
      if (mayQueue && isNetworkError(error)) await saveOffline(draft, version, confirm)
      else if (isStaleGameError(error)) editor.refused(error.current)
      else if (override) throw error
      else if (!ineligible.hold(error, (again) => save(draft, version, confirm, again)))
        setFormError(errorMessage(t, error))
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

  const { lineup, saveLineups, saveLineupsFirst } = useLineupSave(game, writes, {
    organizationId,
    setFormError,
    ineligible,
    pending: pending.lineup,
    sync,
    mayQueue,
  })
  const isResultDirty = editor.isDirty || isPenaltiesDirty
  const isDirty = isResultDirty || lineup.isDirty
  /** "Save and confirm": the ticks first (a refusal stops there, nothing confirmed), then the result and confirming */
  const confirmAfterLineups = () =>
    isResultDirty
      ? save(editor.draft, editor.version, true)
      : transition('confirm', t('games.toasts.confirmed'), editor.version)
  const confirmResult = async () => {
    if (await saveLineupsFirst(confirmAfterLineups)) return confirmAfterLineups()
  }

  const keepMine = () => {
    const kept = editor.keepMine()
    if (kept?.source === 'save') void save(kept.draft, kept.version, false)
  }

  const cards = useCardWrites(organizationId, game, { writes, sync, ineligible, mayQueue })

  const pendingChoices = usePendingChoices(game, { pendingResult, editor, sync })

  const saveWalkover = useWalkoverSave({ writes, editor, pendingResult, sync })

  return {
    writes,
    pending,
    pendingResult,
    shown,
    editor,
    isDirty,
    isResultDirty,
    lineup,
    saveLineups,
    ineligible,
    isSaving,
    isBusy: isSaving || writes.transition.isPending || writes.saveLineups.isPending,
    formError,
    clearFormError: () => setFormError(null),
    penalties,
    setPenalties,
    resetPenalties: () => setPenalties(penaltiesText(game.penalties)),
    save,
    transition,
    confirmResult,
    keepMine,
    giveCard: cards.giveCard,
    ...pendingChoices,
    retryPending: (id: string) => sync.retry(id),
    saveWalkover,
  }
}

export type GameSheetSave = ReturnType<typeof useGameSheetSave>

/** A walkover: saved online only (its dialog shows the error). */
function useWalkoverSave({
  writes,
  editor,
  pendingResult,
  sync,
}: {
  writes: ReturnType<typeof useGameWrites>
  editor: ResultEditor
  pendingResult: PendingResult | null
  sync: ReturnType<typeof useSyncActions>
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const saveWalkover = async (winner: Side, confirm: boolean) => {
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
  }
  return saveWalkover
}

/** A knockout game's shoot-out: sent with every save of its result, so a save keeps it. */
function usePenaltiesDraft(game: GameSheet) {
  const [penalties, setPenalties] = useState(() => penaltiesText(game.penalties))
  const penaltiesBody = game.bracketId ? { penalties: penaltiesOf(penalties) } : {}
  const isPenaltiesDirty =
    game.bracketId !== null && JSON.stringify(penaltiesOf(penalties)) !== JSON.stringify(game.penalties)
  return { penalties, setPenalties, penaltiesBody, isPenaltiesDirty }
}

/**
 * Giving a card: online it answers the suspension it drafted or the one-more-yellow warning; with no signal it is
 * queued. Errors are thrown as translated messages for the card dialog.
 */
function useCardWrites(
  organizationId: string,
  game: GameSheet,
  {
    writes,
    sync,
    ineligible,
    mayQueue,
  }: {
    writes: ReturnType<typeof useGameWrites>
    sync: ReturnType<typeof useSyncActions>
    ineligible: IneligibleOverrideState
    mayQueue: boolean
  },
) {
  const { t } = useTranslation()
  const toast = useToast()
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
    if (mayQueue && isSurelyOffline()) return giveOffline()
    const send = async (override?: IneligibleOverride) => {
      const created = await writes.addCard.mutateAsync({ ...body, ...override })
      const messages = [t(`games.toasts.card_${type}`, { name })]
      if (created.suspensionId) messages.push(t('games.toasts.draft_suspension'))
      else if (created.warning === 'one_more') messages.push(t('games.toasts.one_more', { count: created.yellowCount }))
      toast.show({ message: messages.join(' '), severity: created.suspensionId ? 'warning' : 'success' })
    }
    try {
      await send()
    } catch (error) {
      if (mayQueue && isNetworkError(error)) return giveOffline()
      // the card dialog closes; the sheet's dialog tells who may not play and offers "save anyway"
      if (ineligible.hold(error, send)) return
      throw new Error(errorMessage(t, error))
    }
  }
  return { giveCard }
}

/** A result refused as stale while it waited on the phone (both versions, the user's choice), and discarding one. */
function usePendingChoices(
  game: GameSheet,
  {
    pendingResult,
    editor,
    sync,
  }: {
    pendingResult: PendingResult | null
    editor: ResultEditor
    sync: ReturnType<typeof useSyncActions>
  },
) {
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

  return { queued, keepQueued, takeQueued, discardPending }
}

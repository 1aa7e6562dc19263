import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ReasonDialog } from '#client/components/competition/reason-dialog.tsx'
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx'
import type { GameCard, GameSheet } from '#client/lib/competition/competition-api.ts'
import { personName } from '#client/lib/competition/competition-display.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLocalize } from '#client/lib/use-lang.ts'
import type { GameSheetSave } from '../hooks/use-game-sheet-save.ts'
import type { RosterRow, Side } from '../lib/result-draft.ts'
import { CardDialog } from './card-dialog.tsx'
import { GameEditDialog } from './game-edit-dialog.tsx'
import type { GameSheetDialogKind } from './game-sheet-actions.tsx'
import { WalkoverDialog } from './walkover-dialog.tsx'

export type GameSheetDialog =
  | { kind: 'card'; side: Side; player: RosterRow }
  | { kind: 'remove-card'; card: GameCard }
  | { kind: GameSheetDialogKind }
  | null

interface DialogsProps {
  organizationId: string
  game: GameSheet
  save: GameSheetSave
  dialog: GameSheetDialog
  onClose: () => void
  /** whether this person may confirm the game played (a match report's referee may not: decision 0051) */
  canConfirm: boolean
}

/** Giving a card, removing one, and the walkover. */
function ResultDialogs({ game, save, dialog, onClose, canConfirm }: Omit<DialogsProps, 'organizationId'>) {
  const { t } = useTranslation()
  const toast = useToast()
  const { removeCard } = save.writes
  return (
    <>
      {dialog?.kind === 'card' ? (
        <CardDialog
          playerName={personName(dialog.player)}
          teamName={game[dialog.side].teamName}
          onClose={onClose}
          onSubmit={(type, reason, minute) => save.giveCard(dialog, type, reason, minute)}
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
        isPending={removeCard.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'remove-card') return
          removeCard.mutate(dialog.card.id, {
            onSuccess: () => toast.success(t('games.toasts.card_removed')),
            onError: (error) => toast.error(errorMessage(t, error)),
            onSettled: onClose,
          })
        }}
        onClose={onClose}
      />
      {dialog?.kind === 'walkover' ? (
        <WalkoverDialog
          homeName={game.homeTeam.name}
          awayName={game.awayTeam.name}
          winner={game.walkover?.winner ?? null}
          canConfirm={canConfirm && game.state !== 'confirmed'}
          onClose={onClose}
          onSubmit={save.saveWalkover}
        />
      ) : null}
    </>
  )
}

/** The manager's dialogs: reschedule, suspend, delete. */
function ManagerDialogs({ organizationId, game, save, dialog, onClose }: DialogsProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const localize = useLocalize()
  const { writes } = save
  return (
    <>
      {dialog?.kind === 'edit' ? (
        <GameEditDialog
          organizationId={organizationId}
          game={game}
          onClose={onClose}
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
          onClose={onClose}
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
            onSettled: onClose,
          })
        }
        onClose={onClose}
      />
    </>
  )
}

/** Every dialog of the game sheet; `dialog` says which one is open. */
export function GameSheetDialogs(props: DialogsProps) {
  return (
    <>
      <ResultDialogs {...props} />
      <ManagerDialogs {...props} />
    </>
  )
}

import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import { useState } from 'react'
import { AppointmentsLine } from '#client/components/competition/appointments-line.tsx'
import { UnsavedChangesDialog } from '#client/components/unsaved-changes-dialog.tsx'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { useCanScore } from '#client/lib/competition/use-competition.ts'
import { useCanWrite } from '#client/lib/league-data/use-can-write.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { mayConfirmReportedGame, mayEditReportedGame } from '#domain/match-reports/report.ts'
import { useGameSheetSave } from '../hooks/use-game-sheet-save.ts'
import { useIneligibleMarks } from '../hooks/use-ineligible-marks.ts'
import { useResultDraftStore } from '../hooks/use-result-draft-store.ts'
import { scoreOf, sheetPlayerNames } from '../lib/result-draft.ts'
import { GameResultCard } from './game-result-card.tsx'
import { GameScoreboard } from './game-scoreboard.tsx'
import { GameSheetActions } from './game-sheet-actions.tsx'
import {
  GameEditorBanners,
  GameFormError,
  GameResultNotes,
  GameSheetLinks,
  GameSheetPending,
  GameStateBanners,
} from './game-sheet-banners.tsx'
import { type GameSheetDialog, GameSheetDialogs } from './game-sheet-dialogs.tsx'
import { GamePenaltiesCard, GameSaveBar } from './game-sheet-footer.tsx'
import { IneligibleDialog } from './ineligible-dialog.tsx'
import { IneligibleFieldedBanner } from './ineligible-fielded.tsx'
import { LineupCard } from './lineup-card.tsx'
import { LockedReportBanner } from './locked-report.tsx'

/**
 * The game sheet (`/:lang/games/:id`): the score, who scored and the cards of each side, the players suspended for it
 * and the yellow-card warnings. Scorers enter the result a tap per goal and confirm it; managers also publish,
 * reschedule, suspend and delete. Viewers read. With no signal, results and cards are kept on the phone and sent
 * later (lib/offline): the sheet shows them as pending sync, with the result as it will be. The writes are in
 * `useGameSheetSave` (hooks/use-game-sheet-save.ts); this view lays the parts out.
 */
export function GameSheetView({
  organizationId,
  game,
  isAppointedReferee = true,
}: {
  organizationId: string
  game: GameSheet
  /** false for a referee who is not this game's appointed one: they read it, like a viewer (decision 0051) */
  isAppointedReferee?: boolean
}) {
  const { role, isSuperAdmin } = useMembership()
  // a game with a match report: its referee fills it, staff only until it is locked; then an admin corrects it,
  // giving a reason first, which goes with every write of the correction (decision 0051)
  const baseline = useCanScore()
  const isLocked = game.report?.status === 'confirmed'
  const mayCorrect = isLocked && (isSuperAdmin || role === 'admin')
  const [auditReason, setAuditReason] = useState<string | null>(null)
  const correcting = mayCorrect ? auditReason : null
  const reportRole = isSuperAdmin ? 'admin' : role
  const reportStatus = game.report?.status ?? null
  const canScore =
    (role !== 'referee' || isAppointedReferee) &&
    (correcting !== null || mayEditReportedGame(reportRole, reportStatus, baseline))
  // the report confirms its game: not the referee, and not staff once it waits for the teams (decision 0051)
  const canConfirm = canScore && mayConfirmReportedGame(reportRole, reportStatus, baseline)
  const canManage = useCanWrite()
  const save = useGameSheetSave(organizationId, game, correcting)
  const { editor, shown, isDirty, writes } = save
  const [dialog, setDialog] = useState<GameSheetDialog>(null)

  const isDeleted = game.state === 'deleted'
  const canEnter = canScore && !isDeleted && game.state !== 'suspended'
  // the unsaved result is kept on the phone until saved or discarded (survives a reload)
  const kept = useResultDraftStore({ gameId: game.id, sheet: shown, editor, isEnabled: canEnter })
  // who may not play, marked in every picker (decision 0038)
  const marks = useIneligibleMarks(organizationId, game.id, canEnter)
  const { refusal } = save.ineligible

  return (
    <Box data-testid="game-sheet" data-version={game.version}>
      <GameScoreboard
        game={shown}
        score={scoreOf(editor.draft)}
        isUnsaved={editor.isDirty}
        isPendingSync={Boolean(save.pendingResult)}
      />
      <AppointmentsLine officials={game.officials} sx={{ textAlign: 'center', mt: -1, mb: 1.5 }} />
      <GameSheetLinks organizationId={organizationId} game={game} />
      <GameSheetPending game={game} save={save} />
      <GameStateBanners game={game} save={save} canManage={canManage} />
      {isLocked && !isDeleted ? (
        <LockedReportBanner canCorrect={mayCorrect} reason={correcting} onReason={setAuditReason} />
      ) : null}
      <GameEditorBanners
        game={game}
        save={save}
        isRestored={kept.isRestored}
        onDismissRestored={kept.dismissRestored}
      />
      <UnsavedChangesDialog when={isDirty && canEnter && !save.isSaving && !writes.remove.isPending} />
      <GameFormError save={save} />
      <IneligibleFieldedBanner game={game} />
      <GameSheetActions
        game={game}
        save={save}
        canScore={canScore}
        canConfirm={canConfirm}
        canManage={canManage}
        canEnter={canEnter}
        onOpen={(kind) => setDialog({ kind })}
      />
      <GameResultNotes game={game} canEnter={canEnter} />
      <GameResultCard
        game={game}
        save={save}
        canEnter={canEnter}
        canRemoveCards={canScore && !isDeleted}
        onCard={(side, player) => setDialog({ kind: 'card', side, player })}
        onRemoveCard={(card) => setDialog({ kind: 'remove-card', card })}
        marks={marks}
      />
      {isDeleted ? null : (
        <Card sx={{ mb: 2 }}>
          <LineupCard game={game} canEdit={canEnter} draft={save.lineup} onSave={save.saveLineups} marks={marks} />
        </Card>
      )}
      {game.bracketId && !isDeleted ? <GamePenaltiesCard game={game} save={save} canEnter={canEnter} /> : null}
      {save.isResultDirty && canEnter ? <GameSaveBar save={save} /> : null}
      <GameSheetDialogs
        organizationId={organizationId}
        game={game}
        save={save}
        dialog={dialog}
        onClose={() => setDialog(null)}
        canConfirm={canConfirm}
      />
      {refusal ? (
        <IneligibleDialog
          refusal={refusal}
          canOverride={canManage}
          names={sheetPlayerNames(game)}
          onClose={save.ineligible.dismiss}
        />
      ) : null}
    </Box>
  )
}

import PrintIcon from '@mui/icons-material/PrintOutlined'
import RestoreIcon from '@mui/icons-material/Restore'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ShareImageButton } from '#client/components/share-image-button.tsx'
import { WhatsAppShareButton } from '#client/components/whatsapp-share-button.tsx'
import type { GameSheet } from '#client/lib/competition/competition-api.ts'
import { errorMessage } from '#client/lib/error-message.ts'
import { publicGameUrl } from '#client/lib/public-links.ts'
import { useOrganization } from '#client/lib/session/use-organization.ts'
import { useMembership } from '#client/lib/session/use-session.ts'
import { useToast } from '#client/lib/toasts/use-toast.ts'
import { useLang } from '#client/lib/use-lang.ts'
import { hidesPrivatePlayerData } from '#domain/organizations/roles.ts'
import type { GameSheetSave } from '../hooks/use-game-sheet-save.ts'
import { draftFromSheet, draftFromStats } from '../lib/result-draft.ts'
import { PendingSyncPanel } from './pending-sync-panel.tsx'
import { ResultConflictPanel } from './result-conflict.tsx'

const BANNER = { mb: 2, borderRadius: '16px' }

/**
 * The printable match sheet (a PDF link) and the share image of a published game. The sheet lists both teams' DNIs,
 * so it is not for a delegate or a referee (the server answers them 403: decisions 0039, 0050).
 */
export function GameSheetLinks({ organizationId, game }: { organizationId: string; game: GameSheet }) {
  const { t } = useTranslation()
  const lang = useLang()
  const { role } = useMembership()
  if (game.state === 'deleted') return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: -1 }}>
      {role && hidesPrivatePlayerData(role) ? null : (
        <Button
          size="small"
          startIcon={<PrintIcon />}
          href={`/api/orgs/${encodeURIComponent(organizationId)}/games/${game.id}/sheet.pdf?lang=${lang}`}
          target="_blank"
          rel="noopener"
        >
          {t('games.actions.print_sheet')}
        </Button>
      )}
      {game.state === 'draft' ? null : (
        <>
          <ShareImageButton
            url={`/api/orgs/${encodeURIComponent(organizationId)}/share/games/${game.id}.png`}
            filename={`game-${game.id.slice(0, 8)}.png`}
            label={t('league.public_site.share_game')}
          />
          <GameWhatsApp organizationId={organizationId} game={game} />
        </>
      )}
    </Box>
  )
}

/** The game on WhatsApp (its result once confirmed) with its public page: only when the public site is on. */
function GameWhatsApp({ organizationId, game }: { organizationId: string; game: GameSheet }) {
  const { t } = useTranslation()
  const lang = useLang()
  const organization = useOrganization(organizationId).data
  if (!organization?.publicSlug) return null
  const names = {
    home: game.homeTeam.name,
    away: game.awayTeam.name,
    tournament: game.tournament.name,
    league: organization.name,
    url: publicGameUrl(window.location.origin, lang, organization.publicSlug, game.id),
  }
  const text = game.confirmedPlayedAt
    ? t('league.public_site.whatsapp_result', { ...names, homeGoals: game.homeGoals, awayGoals: game.awayGoals })
    : t('league.public_site.whatsapp_game', names)
  return (
    <WhatsAppShareButton text={text} label={t('league.public_site.whatsapp_game_label')}>
      {t('league.public_site.whatsapp_short')}
    </WhatsAppShareButton>
  )
}

/** What waits on this phone, and a queued result the server refused as stale (both versions, the user's choice). */
export function GameSheetPending({ game, save }: { game: GameSheet; save: GameSheetSave }) {
  const { t } = useTranslation()
  const { queued } = save
  return (
    <>
      <PendingSyncPanel
        result={save.pendingResult}
        lineup={save.pending.lineup}
        cards={save.pending.cards}
        onRetry={(id) => void save.retryPending(id)}
        onDiscard={(id) => void save.discardPending(id)}
      />
      {queued?.current && !save.editor.conflict ? (
        <ResultConflictPanel
          conflict={{ theirs: draftFromSheet(queued.current), version: queued.current.version, source: 'save' }}
          mine={draftFromStats(queued.body)}
          homeName={game.homeTeam.name}
          awayName={game.awayTeam.name}
          isPending={false}
          title={t('offline.game.conflict_title')}
          onKeepMine={() => void save.keepQueued()}
          onTakeTheirs={() => void save.takeQueued()}
        />
      ) : null}
    </>
  )
}

/** The deleted game (restorable by a manager) and the suspended one. */
export function GameStateBanners({
  game,
  save,
  canManage,
}: {
  game: GameSheet
  save: GameSheetSave
  canManage: boolean
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const { restore } = save.writes
  return (
    <>
      {game.state === 'deleted' ? (
        <Alert
          severity="warning"
          sx={{ ...BANNER, alignItems: 'center' }}
          action={
            canManage ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<RestoreIcon />}
                loading={restore.isPending}
                onClick={() =>
                  restore.mutate(undefined, {
                    onSuccess: (saved) => save.editor.saved(saved),
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
      {game.state === 'suspended' ? (
        <Alert severity="warning" sx={BANNER} data-testid="suspended-banner">
          {game.suspendedReason
            ? t('games.suspended_banner_reason', { reason: game.suspendedReason })
            : t('games.suspended_banner')}
        </Alert>
      ) : null}
    </>
  )
}

/** The result being entered: a save refused as stale, merged changes, a kept draft restored, a save's error. */
export function GameEditorBanners({
  game,
  save,
  isRestored,
  onDismissRestored,
}: {
  game: GameSheet
  save: GameSheetSave
  isRestored: boolean
  onDismissRestored: () => void
}) {
  const { t } = useTranslation()
  const { editor } = save
  return (
    <>
      {editor.conflict ? (
        <ResultConflictPanel
          conflict={editor.conflict}
          mine={editor.draft}
          homeName={game.homeTeam.name}
          awayName={game.awayTeam.name}
          isPending={save.isSaving}
          onKeepMine={save.keepMine}
          onTakeTheirs={editor.takeTheirs}
        />
      ) : null}
      {editor.wasMerged ? (
        <Alert severity="info" onClose={editor.dismissMerged} sx={BANNER}>
          {t('games.merged')}
        </Alert>
      ) : null}
      {isRestored ? (
        <Alert severity="info" data-testid="draft-restored" onClose={onDismissRestored} sx={BANNER}>
          {t('games.draft_restored')}
        </Alert>
      ) : null}
    </>
  )
}

/** The error of the last write of the result, above the actions. */
export function GameFormError({ save }: { save: GameSheetSave }) {
  if (!save.formError) return null
  return (
    <Alert severity="error" role="alert" onClose={save.clearFormError} sx={BANNER}>
      {save.formError}
    </Alert>
  )
}

/** A walkover's result, and the hint that a confirmed result can still be corrected. */
export function GameResultNotes({ game, canEnter }: { game: GameSheet; canEnter: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      {game.walkover ? (
        <Alert severity="info" sx={BANNER} data-testid="walkover-banner">
          {t('games.walkover.banner', {
            team: game.walkover.winner === 'home' ? game.homeTeam.name : game.awayTeam.name,
            home: game.homeGoals,
            away: game.awayGoals,
          })}
        </Alert>
      ) : null}
      {game.state === 'confirmed' && canEnter ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('games.result.correct_hint')}
        </Typography>
      ) : null}
    </>
  )
}
